import type { Pool, QueryConfig } from 'pg'

import { APPROVED_STATUS_CODES } from '@/domain/templates/gallery-listing'
import { counterChange, type Counters, type Interaction } from '@/domain/templates/interactions'
import { TRENDING, type TrendingState } from '@/domain/templates/trending'
import { rollBackAndRelease } from '@/infrastructure/database/pg'

/*
 * Each view, like, unlike or use is one short transaction moving counters atomically (`x = x + 1` under the row's lock,
 * never read-modify-write in JavaScript), so concurrent visitors never lose a count, on one instance or many.
 */

export type ConnectionSource = Pick<Pool, 'connect'>

/** After this the server cancels a statement and the connection goes back to the pool. */
export const COUNT_STATEMENT_TIMEOUT_MS = 3_000
const CLIENT_GRACE_MS = 1_000

const HALF_LIFE_SECONDS = TRENDING.halfLifeHours * 3600

/** Shared lock: a concurrent save waits, counting does not block counting. */
const LOCK_TEMPLATE_SQL = `SELECT status_code::int AS status FROM community_templates WHERE id = $1 FOR SHARE`

const TEMPLATE_STATUS_SQL = `SELECT status_code::int AS status FROM community_templates WHERE id = $1`

/** Made on the template's first counted event from the scores it had, so counting carries on from them. */
const ENSURE_STATS_SQL = `
  INSERT INTO template_stats (template_id, likes, views, uses, trending_score, trending_at)
  SELECT $1,
         COALESCE(MAX(value) FILTER (WHERE type = 'likes'), 0),
         COALESCE(MAX(value) FILTER (WHERE type = 'views'), 0),
         COALESCE(MAX(value) FILTER (WHERE type = 'usage'), 0),
         0, $2::timestamptz
    FROM community_templates_scores WHERE _parent_id = $1
  ON CONFLICT (template_id) DO NOTHING`

/** No row comes back when the like is already active; `inserted` says whether this visitor never liked it before. */
const LIKE_SQL = `
  INSERT INTO template_likes (template_id, visitor_key, active) VALUES ($1, $2, true)
  ON CONFLICT (template_id, visitor_key) DO UPDATE SET active = true, updated_at = now()
    WHERE template_likes.active = false
  RETURNING (xmax = 0) AS inserted`

const UNLIKE_SQL = `
  UPDATE template_likes SET active = false, updated_at = now()
   WHERE template_id = $1 AND visitor_key = $2 AND active
  RETURNING id`

/** The old score decayed to now plus the weight: the same formula as addToTrending (domain/templates/trending.ts). */
const BUMP_STATS_SQL = `
  UPDATE template_stats SET
    likes = GREATEST(0, likes + $2::numeric),
    views = views + $3::numeric,
    uses = uses + $4::numeric,
    trending_score = CASE WHEN $5::numeric > 0 THEN
        COALESCE(trending_score, 0) * power(0.5::numeric,
          GREATEST(0, EXTRACT(EPOCH FROM ($6::timestamptz - COALESCE(trending_at, $6::timestamptz)))) / ${HALF_LIFE_SECONDS}::numeric)
        + $5::numeric
      ELSE trending_score END,
    trending_at = CASE WHEN $5::numeric > 0 THEN GREATEST(COALESCE(trending_at, $6::timestamptz), $6::timestamptz) ELSE trending_at END,
    updated_at = now()
  WHERE template_id = $1
  RETURNING likes::float8 AS likes, views::float8 AS views, uses::float8 AS uses`

/** The row of each type is updated, or added when missing; the template row's lock keeps a moderator's save from interleaving. */
const MIRROR_SCORES_SQL = `
  WITH wanted(type, value) AS (
    VALUES ('likes'::enum_community_templates_scores_type, $2::numeric),
           ('views'::enum_community_templates_scores_type, $3::numeric),
           ('usage'::enum_community_templates_scores_type, $4::numeric)
  ), updated AS (
    UPDATE community_templates_scores AS score SET value = wanted.value
      FROM wanted WHERE score._parent_id = $1 AND score.type = wanted.type
    RETURNING score.type
  )
  INSERT INTO community_templates_scores (_order, _parent_id, id, type, value)
  SELECT (SELECT COALESCE(MAX(_order), 0) FROM community_templates_scores WHERE _parent_id = $1) + ROW_NUMBER() OVER (),
         $1, substr(md5(random()::text || clock_timestamp()::text || wanted.type::text), 1, 24), wanted.type, wanted.value
    FROM wanted WHERE wanted.type NOT IN (SELECT type FROM updated)`

const READ_STATS_SQL = `SELECT likes::float8 AS likes, views::float8 AS views, uses::float8 AS uses FROM template_stats WHERE template_id = $1`

/** The likes to show before the site has counted anything for the template: its likes score. */
const LIKES_SCORE_SQL = `SELECT COALESCE(MAX(value), 0)::float8 AS likes FROM community_templates_scores WHERE _parent_id = $1 AND type = 'likes'`

const IS_LIKED_SQL = `SELECT EXISTS (SELECT 1 FROM template_likes WHERE template_id = $1 AND visitor_key = $2 AND active) AS liked`

export type CountRequest = {
  templateId: number
  action: Interaction
  visitorKey?: string
  /** False for a repeat the endpoint does not count (a second view today): only the template is checked. */
  count: boolean
  now: Date
}

/** `moved`: the counters changed (a first like, an unlike of a like, a view or use counted). */
export type CountOutcome = { kind: 'not-found' } | { kind: 'counted'; counters: Counters | undefined; liked: boolean | undefined; moved: boolean }

type Row = Record<string, unknown>

async function inTransaction<T>(db: ConnectionSource, work: (query: (text: string, values: unknown[]) => Promise<Row[]>) => Promise<T>): Promise<T> {
  const query_timeout = COUNT_STATEMENT_TIMEOUT_MS + CLIENT_GRACE_MS
  const timed = (config: QueryConfig) => Object.assign(config, { query_timeout })
  const client = await db.connect()
  try {
    await client.query(timed({ text: `BEGIN; SET LOCAL statement_timeout = ${COUNT_STATEMENT_TIMEOUT_MS}` }))
    const result = await work(async (text, values) => (await client.query(timed({ text, values }))).rows as Row[])
    await client.query(timed({ text: 'COMMIT' }))
    client.release()
    return result
  } catch (error) {
    await rollBackAndRelease(client, timed({ text: 'ROLLBACK' }))
    throw error
  }
}

const isOnline = (rows: Row[]) => rows.length > 0 && (APPROVED_STATUS_CODES as readonly number[]).includes(Number(rows[0]!.status))

const toCounters = (row: Row | undefined): Counters | undefined =>
  row ? { likes: Number(row.likes), views: Number(row.views), uses: Number(row.uses) } : undefined

/** A like moves Trending only the first time this visitor ever likes the template; repeats and no-op unlikes change nothing. */
export async function recordInteraction(db: ConnectionSource, request: CountRequest): Promise<CountOutcome> {
  const { templateId, action, visitorKey, count, now } = request
  return inTransaction(db, async (query) => {
    if (!isOnline(await query(LOCK_TEMPLATE_SQL, [templateId]))) return { kind: 'not-found' } as const

    const at = now.toISOString()
    const { counter, delta } = counterChange(action)
    let moved = count
    let weight: number = count && action !== 'unlike' && action !== 'like' ? TRENDING.weights[action] : 0
    let liked: boolean | undefined

    if (action === 'like' || action === 'unlike') {
      if (!visitorKey) throw new Error('A like needs the visitor key.')
      if (action === 'like') {
        const rows = await query(LIKE_SQL, [templateId, visitorKey])
        moved = rows.length > 0
        if (rows[0]?.inserted === true) weight = TRENDING.weights.like
        liked = true
      } else {
        moved = (await query(UNLIKE_SQL, [templateId, visitorKey])).length > 0
        liked = false
      }
    }

    if (!moved) {
      const counters = toCounters((await query(READ_STATS_SQL, [templateId]))[0])
      return { kind: 'counted', counters, liked, moved: false } as const
    }

    await query(ENSURE_STATS_SQL, [templateId, at])
    const change = { likes: 0, views: 0, uses: 0, [counter]: delta }
    const [row] = await query(BUMP_STATS_SQL, [templateId, change.likes, change.views, change.uses, weight, at])
    const counters = toCounters(row)!
    await query(MIRROR_SCORES_SQL, [templateId, counters.likes, counters.views, counters.uses])
    return { kind: 'counted', counters, liked, moved: true } as const
  })
}

export type LikeState = { kind: 'not-found' } | { kind: 'found'; liked: boolean; likes: number }

export async function likeState(db: ConnectionSource, templateId: number, visitorKey: string | undefined): Promise<LikeState> {
  return inTransaction(db, async (query) => {
    if (!isOnline(await query(TEMPLATE_STATUS_SQL, [templateId]))) return { kind: 'not-found' } as const
    const stats = toCounters((await query(READ_STATS_SQL, [templateId]))[0])
    const likes = stats ? stats.likes : Number((await query(LIKES_SCORE_SQL, [templateId]))[0]?.likes ?? 0)
    const liked = visitorKey ? (await query(IS_LIKED_SQL, [templateId, visitorKey]))[0]?.liked === true : false
    return { kind: 'found', liked, likes } as const
  })
}

export type Queryable = Pick<Pool, 'query'>

export type StoredStats = { counters: Counters; trending: TrendingState | undefined }

export async function readStats(db: Queryable, templateIds: readonly number[]): Promise<Map<number, StoredStats>> {
  const stats = new Map<number, StoredStats>()
  if (templateIds.length === 0) return stats
  const { rows } = await db.query<{ id: number; likes: number; views: number; uses: number; score: number | null; at: Date | null }>({
    text: `SELECT template_id AS id, likes::float8 AS likes, views::float8 AS views, uses::float8 AS uses,
                  trending_score::float8 AS score, trending_at AS at
             FROM template_stats WHERE template_id = ANY($1::int[])`,
    values: [[...templateIds]],
  })
  for (const row of rows) {
    stats.set(Number(row.id), {
      counters: { likes: Number(row.likes), views: Number(row.views), uses: Number(row.uses) },
      trending: row.score !== null && row.at ? { score: Number(row.score), at: new Date(row.at).toISOString() } : undefined,
    })
  }
  return stats
}

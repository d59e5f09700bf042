import type { QueryConfig } from 'pg'

import type { ConnectionSource } from '@/analytics/collector/event-store'
import { abTestResults, type AbTestResults } from '@/domain/ab-results'
import { AB_EVENTS, type AbConversionKind } from '@/domain/tracking'

/*
 * An A/B test's results, read straight from `tracking_events` (the collector's table): per
 * variant, the distinct visitors exposed and how many of them converted afterwards in that
 * variant. One aggregate query; the figures themselves come from src/domain/ab-results.
 *
 * The time range filters on `received_at`, which the (name, received_at) index covers, as the
 * other reports do. Whether a conversion came at or after the visitor's first exposure is judged
 * on `received_at` too, the server's clock for both: a contact-sales conversion is reported by
 * the server, exposures by a browser whose clock may be off. A minute of slack covers a click
 * whose beacon arrives before the batch with the page's exposure.
 */

export type AbVariantCounts = { variant: string; exposed: number; converted: number }

export type AbResultsQuery = {
  testName: string
  /** From (inclusive) and until (exclusive), on the time the collector received the events. */
  since: Date
  until: Date
  /** Only conversions of this kind; null or absent counts any kind. */
  kind?: AbConversionKind | null
}

/** A results query that takes longer is cancelled by the server: the admin shows a message instead of hanging. */
export const AB_RESULTS_STATEMENT_TIMEOUT_MS = 5_000

/** A connection that stays silent this much longer than the statement timeout is dropped. */
const CLIENT_GRACE_MS = 1_000

/**
 * $1 exposure event name, $2 conversion event name, $3 test name, $4 conversion kind or null,
 * $5 since, $6 until. A visitor counts once per variant however many exposures they sent; they
 * converted when their latest conversion in that variant is no earlier than their first exposure
 * in it, so a conversion made before the visitor ever saw the variant does not count.
 */
export const AB_RESULTS_SQL = `
WITH exposures AS (
  SELECT info3 AS variant, visitor_id, min(received_at) AS first_exposed_at
    FROM tracking_events
   WHERE name = $1 AND received_at >= $5 AND received_at < $6
     AND info1 = $3 AND info3 IS NOT NULL AND visitor_id IS NOT NULL
   GROUP BY info3, visitor_id
), conversions AS (
  SELECT info3 AS variant, visitor_id, max(received_at) AS last_converted_at
    FROM tracking_events
   WHERE name = $2 AND received_at >= $5 AND received_at < $6
     AND info1 = $3 AND info3 IS NOT NULL AND visitor_id IS NOT NULL
     AND ($4::varchar IS NULL OR kind = $4::varchar)
   GROUP BY info3, visitor_id
)
SELECT exposures.variant,
       count(*) AS exposed,
       count(*) FILTER (WHERE conversions.last_converted_at >= exposures.first_exposed_at - interval '1 minute') AS converted
  FROM exposures
  LEFT JOIN conversions ON conversions.variant = exposures.variant AND conversions.visitor_id = exposures.visitor_id
 GROUP BY exposures.variant
 ORDER BY exposures.variant`

/**
 * Per variant that had exposures in the range: distinct visitors exposed and distinct exposed
 * visitors who converted at or after their first exposure. Runs in a read-only transaction of its
 * own with a server-side statement timeout, on a connection borrowed from the app's pool.
 */
export async function abVariantCounts(
  db: ConnectionSource,
  { testName, since, until, kind = null }: AbResultsQuery,
  statementTimeoutMs: number = AB_RESULTS_STATEMENT_TIMEOUT_MS,
): Promise<AbVariantCounts[]> {
  const query_timeout = statementTimeoutMs + CLIENT_GRACE_MS
  // pg's client-side read timeout, per query (pg supports it; its types do not list it).
  const timed = (config: QueryConfig) => Object.assign(config, { query_timeout })
  const client = await db.connect()
  let rows: { variant: string; exposed: string; converted: string }[]
  try {
    await client.query(timed({ text: `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}` }))
    const result = await client.query<{ variant: string; exposed: string; converted: string }>(
      timed({ text: AB_RESULTS_SQL, values: [AB_EVENTS.exposure, AB_EVENTS.conversion, testName, kind, since, until] }),
    )
    rows = result.rows
    await client.query(timed({ text: 'COMMIT' }))
  } catch (error) {
    try {
      await client.query(timed({ text: 'ROLLBACK' }))
      client.release()
    } catch (rollbackError) {
      // A connection that cannot even roll back is dropped rather than handed out again.
      client.release(rollbackError instanceof Error ? rollbackError : true)
    }
    throw error
  }
  client.release()
  return rows.map((row) => ({ variant: row.variant, exposed: Number(row.exposed), converted: Number(row.converted) }))
}

/** The part of an A/B test document the results need. */
export type AbTestForResults = {
  testName: string
  startsAt?: string | null
  endsAt?: string | null
  variants?: readonly { name?: string | null; traffic?: number | null }[] | null
}

/** From the test's start (or the beginning) until its end, or now while it has not ended. */
export function abResultsRange(test: Pick<AbTestForResults, 'startsAt' | 'endsAt'>, now: Date = new Date()): { since: Date; until: Date } {
  const since = validDate(test.startsAt) ?? new Date(0)
  const end = validDate(test.endsAt)
  const until = end && end < now ? end : now
  return { since, until: until > since ? until : since }
}

/**
 * The configured variants in their order (control first) with their counts, a configured
 * variant without exposures as zeros, and variants that had exposures without being configured
 * appended at 0 % traffic, where the sample-ratio check flags them.
 */
export function mergeVariantCounts(
  configured: AbTestForResults['variants'],
  counts: readonly AbVariantCounts[],
): { name: string; traffic: number; exposed: number; converted: number }[] {
  const byName = new Map(counts.map((row) => [row.variant, row]))
  const merged = (configured ?? [])
    .filter((variant): variant is { name: string; traffic?: number | null } => typeof variant.name === 'string' && variant.name !== '')
    .map((variant) => {
      const row = byName.get(variant.name)
      byName.delete(variant.name)
      return { name: variant.name, traffic: variant.traffic ?? 0, exposed: row?.exposed ?? 0, converted: row?.converted ?? 0 }
    })
  for (const row of byName.values()) merged.push({ name: row.variant, traffic: 0, exposed: row.exposed, converted: row.converted })
  return merged
}

export type AbResultsReport =
  ({ status: 'ok'; since: Date; until: Date; kind: AbConversionKind | null } & AbTestResults) | { status: 'unavailable'; reason: string }

/** A test's results table over its running time; a database problem becomes a message, not an error page. */
export async function loadAbResults(
  db: ConnectionSource,
  test: AbTestForResults,
  kind: AbConversionKind | null = null,
  now: Date = new Date(),
): Promise<AbResultsReport> {
  const { since, until } = abResultsRange(test, now)
  try {
    const counts = await abVariantCounts(db, { testName: test.testName, since, until, kind })
    return { status: 'ok', since, until, kind, ...abTestResults(mergeVariantCounts(test.variants, counts)) }
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    return { status: 'unavailable', reason: typeof code === 'string' ? `database error ${code}` : 'the database did not answer' }
  }
}

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

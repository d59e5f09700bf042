import type { QueryConfig } from 'pg'

import type { ConnectionSource } from '@/analytics/collector/event-store'
import { abTestResults, type AbTestResults } from '@/domain/ab/results'
import { AB_EVENTS, type AbConversionKind } from '@/domain/tracking/tracking'

/*
 * Conversions are judged against exposures on `received_at`, the server's clock for both: a
 * browser's clock may be off. A minute of slack covers a beacon that beats the exposure's batch.
 */

export type AbVariantCounts = { variant: string; exposed: number; converted: number; firstExposedAt: Date }

export type AbResultsQuery = {
  testName: string
  since: Date
  until: Date
  /** Null or absent counts any kind. */
  kind?: AbConversionKind | null
}

/** The admin shows a message instead of hanging. */
export const AB_RESULTS_STATEMENT_TIMEOUT_MS = 5_000

const CLIENT_GRACE_MS = 1_000

/** $1 exposure event, $3 test, $5..$6 range. */
export const EXPOSURES_CTE = `exposures AS (
  SELECT info3 AS variant, visitor_id, min(received_at) AS first_exposed_at
    FROM tracking_events
   WHERE name = $1 AND received_at >= $5 AND received_at < $6
     AND info1 = $3 AND info3 IS NOT NULL AND visitor_id IS NOT NULL
   GROUP BY info3, visitor_id
)`

/**
 * $1 exposure event, $2 conversion event, $3 test, $4 kind or null, $5 since, $6 until. A
 * conversion before the visitor first saw the variant does not count.
 */
export const AB_RESULTS_SQL = `
WITH ${EXPOSURES_CTE}, conversions AS (
  SELECT info3 AS variant, visitor_id, max(received_at) AS last_converted_at
    FROM tracking_events
   WHERE name = $2 AND received_at >= $5 AND received_at < $6
     AND info1 = $3 AND info3 IS NOT NULL AND visitor_id IS NOT NULL
     AND ($4::varchar IS NULL OR kind = $4::varchar)
   GROUP BY info3, visitor_id
)
SELECT exposures.variant,
       count(*) AS exposed,
       count(*) FILTER (WHERE conversions.last_converted_at >= exposures.first_exposed_at - interval '1 minute') AS converted,
       min(exposures.first_exposed_at) AS first_exposed_at
  FROM exposures
  LEFT JOIN conversions ON conversions.variant = exposures.variant AND conversions.visitor_id = exposures.visitor_id
 GROUP BY exposures.variant
 ORDER BY exposures.variant`

export async function abVariantCounts(
  db: ConnectionSource,
  { testName, since, until, kind = null }: AbResultsQuery,
  statementTimeoutMs: number = AB_RESULTS_STATEMENT_TIMEOUT_MS,
): Promise<AbVariantCounts[]> {
  const query_timeout = statementTimeoutMs + CLIENT_GRACE_MS
  // pg supports a per-query read timeout; its types do not list it.
  const timed = (config: QueryConfig) => Object.assign(config, { query_timeout })
  const client = await db.connect()
  type Row = { variant: string; exposed: string; converted: string; first_exposed_at: Date | string }
  let rows: Row[]
  try {
    await client.query(timed({ text: `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}` }))
    const result = await client.query<Row>(timed({ text: AB_RESULTS_SQL, values: [AB_EVENTS.exposure, AB_EVENTS.conversion, testName, kind, since, until] }))
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
  return rows.map((row) => ({
    variant: row.variant,
    exposed: Number(row.exposed),
    converted: Number(row.converted),
    firstExposedAt: new Date(row.first_exposed_at),
  }))
}

export type AbTestForResults = {
  testName: string
  startsAt?: string | null
  endsAt?: string | null
  variants?: readonly { name?: string | null; traffic?: number | null }[] | null
}

export function abResultsRange(test: Pick<AbTestForResults, 'startsAt' | 'endsAt'>, now: Date = new Date()): { since: Date; until: Date } {
  const since = validDate(test.startsAt) ?? new Date(0)
  const end = validDate(test.endsAt)
  const until = end && end < now ? end : now
  return { since, until: until > since ? until : since }
}

/** Unconfigured variants that had exposures are appended at 0 % traffic, where the sample-ratio check flags them. */
export function mergeVariantCounts(
  configured: AbTestForResults['variants'],
  counts: readonly Pick<AbVariantCounts, 'variant' | 'exposed' | 'converted'>[],
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
  | ({
      status: 'ok'
      since: Date
      until: Date
      // The configured start, null when the test has none (`since` is then the start of time, a query bound only).
      startsAt: Date | null
      // The earliest exposure counted, null before anybody was exposed.
      firstExposedAt: Date | null
      kind: AbConversionKind | null
    } & AbTestResults)
  | { status: 'unavailable'; reason: string }

export async function loadAbResults(
  db: ConnectionSource,
  test: AbTestForResults,
  kind: AbConversionKind | null = null,
  now: Date = new Date(),
): Promise<AbResultsReport> {
  const { since, until } = abResultsRange(test, now)
  try {
    const counts = await abVariantCounts(db, { testName: test.testName, since, until, kind })
    const firstExposedAt = counts.reduce<Date | null>((first, row) => (first === null || row.firstExposedAt < first ? row.firstExposedAt : first), null)
    return {
      status: 'ok',
      since,
      until,
      startsAt: validDate(test.startsAt),
      firstExposedAt,
      kind,
      ...abTestResults(mergeVariantCounts(test.variants, counts)),
    }
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

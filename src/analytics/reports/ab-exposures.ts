import type { Queryable } from '@/analytics/collector/event-store'
import { AB_EVENTS } from '@/domain/tracking/tracking'

export type TestExposures = { testName: string; visitors: number; exposures: number }

/**
 * For each test, the distinct visitors exposed to it since its start and the exposure events
 * themselves, in one aggregate query over the (name, received_at) index. A test without
 * exposures comes back with zeros.
 */
export async function exposuresPerTest(db: Queryable, tests: readonly { testName: string; since: Date }[]): Promise<TestExposures[]> {
  if (tests.length === 0) return []
  const { rows } = await db.query<{ test_name: string; visitors: string; exposures: string }>(
    `SELECT t.test_name, count(DISTINCT e.visitor_id) AS visitors, count(e.id) AS exposures
       FROM unnest($2::text[], $3::timestamptz[]) AS t(test_name, since)
       LEFT JOIN tracking_events e ON e.name = $1 AND e.info1 = t.test_name AND e.received_at >= t.since
      GROUP BY t.test_name`,
    [AB_EVENTS.exposure, tests.map((test) => test.testName), tests.map((test) => test.since)],
  )
  const byName = new Map(rows.map((row) => [row.test_name, row]))
  return tests.map(({ testName }) => {
    const row = byName.get(testName)
    return { testName, visitors: Number(row?.visitors ?? 0), exposures: Number(row?.exposures ?? 0) }
  })
}

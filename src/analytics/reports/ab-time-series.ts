import type { Queryable } from '@/analytics/collector/event-store'
import type { VisitorDays } from '@/domain/ab/results'
import { AB_EVENTS } from '@/domain/tracking/tracking'

import { type AbResultsQuery, EXPOSURES_CTE } from './ab-results'

/**
 * $1 exposure event, $2 conversion event, $3 test, $4 kind or null, $5 since, $6 until. Counted as
 * ab-results.ts counts; grouped, so a busy test returns a few rows per day.
 */
export const AB_VISITOR_DAYS_SQL = `
WITH ${EXPOSURES_CTE}, per_visitor AS (
  SELECT exposures.variant, exposures.first_exposed_at,
         (SELECT min(c.received_at)
            FROM tracking_events c
           WHERE c.name = $2 AND c.received_at >= $5 AND c.received_at < $6
             AND c.info1 = $3 AND c.info3 = exposures.variant AND c.visitor_id = exposures.visitor_id
             AND ($4::varchar IS NULL OR c.kind = $4::varchar)
             AND c.received_at >= exposures.first_exposed_at - interval '1 minute') AS converted_at
    FROM exposures
)
SELECT variant,
       to_char(date_trunc('day', first_exposed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS exposed_day,
       -- greatest() skips NULLs: a visitor who never converted must keep a NULL day.
       CASE WHEN converted_at IS NULL THEN NULL
            ELSE to_char(date_trunc('day', greatest(converted_at, first_exposed_at) AT TIME ZONE 'UTC'), 'YYYY-MM-DD') END AS converted_day,
       count(*) AS visitors
  FROM per_visitor
 GROUP BY 1, 2, 3
 ORDER BY 1, 2, 3`

export async function abVisitorDays(db: Queryable, { testName, since, until, kind = null }: AbResultsQuery): Promise<VisitorDays[]> {
  const { rows } = await db.query<{ variant: string; exposed_day: string; converted_day: string | null; visitors: string }>(AB_VISITOR_DAYS_SQL, [
    AB_EVENTS.exposure,
    AB_EVENTS.conversion,
    testName,
    kind,
    since,
    until,
  ])
  return rows.map((row) => ({ variant: row.variant, exposedDay: row.exposed_day, convertedDay: row.converted_day, visitors: Number(row.visitors) }))
}

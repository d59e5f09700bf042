import type { Queryable } from '@/analytics/collector/event-store'
import type { VisitorDays } from '@/domain/ab-results'
import { AB_EVENTS } from '@/domain/tracking'

import type { AbResultsQuery } from './abResults'

/**
 * $1 exposure event name, $2 conversion event name, $3 test name, $4 conversion kind or null,
 * $5 since, $6 until. Per variant and visitor, as the results table counts them (src/analytics/
 * reports/abResults.ts): the day of the first exposure, and the day the visitor counts as
 * converted, that of their first conversion no earlier than a minute before that exposure (and
 * never before the exposure's own day). Grouped, so a busy test returns a few rows per day.
 */
export const AB_VISITOR_DAYS_SQL = `
WITH exposures AS (
  SELECT info3 AS variant, visitor_id, min(received_at) AS first_exposed_at
    FROM tracking_events
   WHERE name = $1 AND received_at >= $5 AND received_at < $6
     AND info1 = $3 AND info3 IS NOT NULL AND visitor_id IS NOT NULL
   GROUP BY info3, visitor_id
), per_visitor AS (
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

/** The day each exposed visitor arrived and converted, per variant, for the results chart. */
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

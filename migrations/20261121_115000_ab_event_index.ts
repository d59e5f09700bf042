import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The A/B results (src/analytics/reports/ab-results.ts) read one test's exposures and
 * conversions by event name and test name (info1), so a report does not scan every A/B event
 * of the period. (Not partial: the report passes the name as a parameter, which a partial
 * index's predicate could not be proven from.) Raw SQL, like the table itself: no JSON snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "tracking_events_name_info1_received_at_idx" ON "tracking_events" USING btree ("name", "info1", "received_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "tracking_events_name_info1_received_at_idx";
  `)
}

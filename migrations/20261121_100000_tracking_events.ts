import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The collector's table (src/analytics/collector). Raw SQL rather than a Payload collection:
 * a batch of events is one INSERT, and nothing in the admin edits single events. Payload's
 * config does not know the table, so there is no JSON snapshot for this migration.
 *
 * Column widths are not constrained here: the zod schema at the collector bounds every field.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "tracking_events" (
    "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    "name" varchar NOT NULL,
    "occurred_at" timestamptz NOT NULL,
    "received_at" timestamptz NOT NULL DEFAULT now(),
    "source" varchar,
    "group" varchar,
    "kind" varchar,
    "info1" varchar,
    "info3" varchar,
    "direct_object" varchar,
    "visitor_id" varchar,
    "screen_size" varchar,
    "os_language" varchar,
    "user_agent" varchar,
    "session_replay_url" varchar,
    "session_replay_start_time" timestamptz,
    "value" double precision,
    "data" jsonb,
    "pulse_user_id" varchar,
    "pulse_account_id" varchar,
    "page" varchar,
    "country" char(2)
  );

  -- The admin's analytics view: events per day, per event name, and per page.
  CREATE INDEX "tracking_events_received_at_idx" ON "tracking_events" USING btree ("received_at");
  CREATE INDEX "tracking_events_name_received_at_idx" ON "tracking_events" USING btree ("name", "received_at");
  CREATE INDEX "tracking_events_page_received_at_idx" ON "tracking_events" USING btree ("page", "received_at") WHERE "page" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "tracking_events";
  `)
}

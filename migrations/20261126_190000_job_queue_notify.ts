import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The job runner (src/server/jobs/runner.ts) sleeps until the next job is due instead of polling:
 * this trigger tells it, through NOTIFY, when a job is queued or its time changes, whichever
 * instance or script wrote it. PostgreSQL delivers the notice when the writing transaction
 * commits, so the runner never looks before the job can be seen. Raw SQL: no JSON snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "orbit_notify_job_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('orbit_job_queue', '');
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "payload_jobs_notify_queue" AFTER INSERT OR UPDATE OF "wait_until" ON "payload_jobs"
    FOR EACH STATEMENT EXECUTE FUNCTION "orbit_notify_job_queue"();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "payload_jobs_notify_queue" ON "payload_jobs";
  DROP FUNCTION "orbit_notify_job_queue"();
  `)
}

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Staff and members lose Payload's account lock (its failed-login count and lock time): failed
 * logins are limited per address and per account outside the database rows (src/cms/hooks/limitLogins.ts).
 * Reset links are emailed by a queued job, sendPasswordReset (src/cms/accounts/passwordReset.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "members" DROP COLUMN "login_attempts";
  ALTER TABLE "members" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Reset jobs not yet run (and their log) cannot be kept once their task's name is gone.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendPasswordReset';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendPasswordReset';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendTemplateStatusEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendTemplateStatusEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "members" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}

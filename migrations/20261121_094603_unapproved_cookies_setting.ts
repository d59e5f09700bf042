import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_unapproved_cookies" AS ENUM('block', 'set');
  ALTER TABLE "site_settings" ADD COLUMN "unapproved_cookies" "enum_site_settings_unapproved_cookies" DEFAULT 'block' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "unapproved_cookies";
  DROP TYPE "public"."enum_site_settings_unapproved_cookies";`)
}

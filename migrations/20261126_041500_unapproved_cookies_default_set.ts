import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * A new site sets cookies the visitor has not allowed outside the consent countries, as the spec
 * does (reporting each); consent countries always block them. A site whose setting is stored
 * keeps its choice: only the default for a first save changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "site_settings" ALTER COLUMN "unapproved_cookies" SET DEFAULT 'set';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "site_settings" ALTER COLUMN "unapproved_cookies" SET DEFAULT 'block';`)
}

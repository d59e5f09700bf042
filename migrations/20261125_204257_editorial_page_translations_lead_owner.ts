import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "translation_edits" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_edits" jsonb;
  ALTER TABLE "community_templates_history" ADD COLUMN "note" varchar;
  ALTER TABLE "community_templates" ADD COLUMN "rejection_note" varchar;
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "notes" varchar;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");`)
  // Pages saved before the translation status existed: each locale with a title of its own
  // counts as edited at the page's last save (translated), the others stay not translated.
  await db.execute(sql`
  UPDATE "pages" p SET "translation_edits" = edits.value
  FROM (
    SELECT l."_parent_id" AS id,
      jsonb_object_agg(l."_locale"::text, to_char(pg."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS value
    FROM "pages_locales" l JOIN "pages" pg ON pg."id" = l."_parent_id"
    WHERE l."title" IS NOT NULL
    GROUP BY l."_parent_id"
  ) edits
  WHERE p."id" = edits.id;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  DROP INDEX "leads_owner_idx";
  ALTER TABLE "pages" DROP COLUMN "translation_edits";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_edits";
  ALTER TABLE "community_templates_history" DROP COLUMN "note";
  ALTER TABLE "community_templates" DROP COLUMN "rejection_note";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "notes";`)
}

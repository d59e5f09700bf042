import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_only_in_locales" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum__pages_v_version_only_in_locales" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TABLE "pages_only_in_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_only_in_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_only_in_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_only_in_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "docs_sidebar_sections_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar NOT NULL,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "docs_sidebar_sections_links_locales" (
  	"link_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "docs_sidebar_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "docs_sidebar_sections_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "docs_sidebar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "pages_only_in_locales" ADD CONSTRAINT "pages_only_in_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_only_in_locales" ADD CONSTRAINT "_pages_v_version_only_in_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "docs_sidebar_sections_links" ADD CONSTRAINT "docs_sidebar_sections_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."docs_sidebar_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "docs_sidebar_sections_links_locales" ADD CONSTRAINT "docs_sidebar_sections_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."docs_sidebar_sections_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "docs_sidebar_sections" ADD CONSTRAINT "docs_sidebar_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."docs_sidebar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "docs_sidebar_sections_locales" ADD CONSTRAINT "docs_sidebar_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."docs_sidebar_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_only_in_locales_order_idx" ON "pages_only_in_locales" USING btree ("order");
  CREATE INDEX "pages_only_in_locales_parent_idx" ON "pages_only_in_locales" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_only_in_locales_order_idx" ON "_pages_v_version_only_in_locales" USING btree ("order");
  CREATE INDEX "_pages_v_version_only_in_locales_parent_idx" ON "_pages_v_version_only_in_locales" USING btree ("parent_id");
  CREATE INDEX "docs_sidebar_sections_links_order_idx" ON "docs_sidebar_sections_links" USING btree ("_order");
  CREATE INDEX "docs_sidebar_sections_links_parent_id_idx" ON "docs_sidebar_sections_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "docs_sidebar_sections_links_locales_locale_parent_id_unique" ON "docs_sidebar_sections_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "docs_sidebar_sections_order_idx" ON "docs_sidebar_sections" USING btree ("_order");
  CREATE INDEX "docs_sidebar_sections_parent_id_idx" ON "docs_sidebar_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "docs_sidebar_sections_locales_locale_parent_id_unique" ON "docs_sidebar_sections_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_share_image_idx" ON "site_settings" USING btree ("share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_only_in_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_only_in_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "docs_sidebar_sections_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "docs_sidebar_sections_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "docs_sidebar_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "docs_sidebar_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "docs_sidebar" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_only_in_locales" CASCADE;
  DROP TABLE "_pages_v_version_only_in_locales" CASCADE;
  DROP TABLE "docs_sidebar_sections_links" CASCADE;
  DROP TABLE "docs_sidebar_sections_links_locales" CASCADE;
  DROP TABLE "docs_sidebar_sections" CASCADE;
  DROP TABLE "docs_sidebar_sections_locales" CASCADE;
  DROP TABLE "docs_sidebar" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_share_image_id_media_id_fk";
  
  DROP INDEX "site_settings_share_image_idx";
  ALTER TABLE "site_settings" DROP COLUMN "share_image_id";
  DROP TYPE "public"."enum_pages_only_in_locales";
  DROP TYPE "public"."enum__pages_v_version_only_in_locales";`)
}

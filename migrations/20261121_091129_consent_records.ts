import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TABLE "pages_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cookie_table_locales" (
  	"heading" varchar DEFAULT 'Cookies we use',
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_table_locales" (
  	"heading" varchar DEFAULT 'Cookies we use',
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"choice_id" varchar NOT NULL,
  	"chosen_at" timestamp(3) with time zone NOT NULL,
  	"country" varchar NOT NULL,
  	"granted_functional" boolean DEFAULT false NOT NULL,
  	"granted_analytics" boolean DEFAULT false NOT NULL,
  	"granted_marketing" boolean DEFAULT false NOT NULL,
  	"policy_version" numeric NOT NULL,
  	"gpc" boolean DEFAULT false NOT NULL,
  	"locale" "enum_consent_records_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_policy_version" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "pages_blocks_cookie_table" ADD CONSTRAINT "pages_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cookie_table_locales" ADD CONSTRAINT "pages_blocks_cookie_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cookie_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_table" ADD CONSTRAINT "_pages_v_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_table_locales" ADD CONSTRAINT "_pages_v_blocks_cookie_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cookie_table"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_cookie_table_order_idx" ON "pages_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_cookie_table_parent_id_idx" ON "pages_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cookie_table_path_idx" ON "pages_blocks_cookie_table" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cookie_table_locales_locale_parent_id_unique" ON "pages_blocks_cookie_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cookie_table_order_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cookie_table_parent_id_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cookie_table_path_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cookie_table_locales_locale_parent_id_unique" ON "_pages_v_blocks_cookie_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "consent_records_choice_id_idx" ON "consent_records" USING btree ("choice_id");
  CREATE INDEX "consent_records_chosen_at_idx" ON "consent_records" USING btree ("chosen_at");
  CREATE INDEX "consent_records_country_idx" ON "consent_records" USING btree ("country");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cookie_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_cookie_table" CASCADE;
  DROP TABLE "pages_blocks_cookie_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_table" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_table_locales" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_policy_version";
  DROP TYPE "public"."enum_consent_records_locale";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_form_block_display" AS ENUM('link', 'form');
  CREATE TYPE "public"."enum__pages_v_blocks_form_block_display" AS ENUM('link', 'form');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contactSales', 'support', 'crm');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  CREATE TYPE "public"."enum_leads_company_size" AS ENUM('1-19', '20-49', '50-99', '100-249', '250-1499', '1500+');
  CREATE TYPE "public"."enum_leads_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns', 'not-sure');
  CREATE TYPE "public"."enum_leads_topic" AS ENUM('account', 'billing', 'technical', 'feature-request', 'other');
  CREATE TYPE "public"."enum_leads_sales_region" AS ENUM('americas', 'emea', 'anz', 'apac');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_leads_notification" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_solutions_category" AS ENUM('marketing', 'crm', 'email_campaigns', 'generic', 'ngo', 'operations', 'design_and_creative', 'tech', 'hr', 'information_technology', 'project_management', 'education', 'construction', 'workdocs', 'finance');
  CREATE TYPE "public"."enum_solutions_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_leads_form" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"company_size" "enum_leads_company_size",
  	"country" varchar NOT NULL,
  	"phone" varchar,
  	"product" "enum_leads_product",
  	"topic" "enum_leads_topic",
  	"message" varchar,
  	"sales_region" "enum_leads_sales_region",
  	"locale" "enum_leads_locale" NOT NULL,
  	"visitor_country" varchar,
  	"page" varchar NOT NULL,
  	"from" varchar,
  	"attribution" jsonb,
  	"ab_tests" jsonb,
  	"meetings" jsonb,
  	"notification" "enum_leads_notification" DEFAULT 'pending',
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"solution_id" varchar NOT NULL,
  	"category" "enum_solutions_category" NOT NULL,
  	"product" "enum_solutions_product" NOT NULL,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "solutions_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_form_block" ADD COLUMN "display" "enum_pages_blocks_form_block_display" DEFAULT 'link';
  ALTER TABLE "_pages_v_blocks_form_block" ADD COLUMN "display" "enum__pages_v_blocks_form_block_display" DEFAULT 'link';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "solutions_id" integer;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_country_idx" ON "leads" USING btree ("country");
  CREATE INDEX "leads_sales_region_idx" ON "leads" USING btree ("sales_region");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "solutions_solution_id_idx" ON "solutions" USING btree ("solution_id");
  CREATE INDEX "solutions_category_idx" ON "solutions" USING btree ("category");
  CREATE INDEX "solutions_published_idx" ON "solutions" USING btree ("published");
  CREATE INDEX "solutions_updated_at_idx" ON "solutions" USING btree ("updated_at");
  CREATE INDEX "solutions_created_at_idx" ON "solutions" USING btree ("created_at");
  CREATE UNIQUE INDEX "solutions_locales_locale_parent_id_unique" ON "solutions_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("solutions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "solutions" CASCADE;
  DROP TABLE "solutions_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_solutions_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_solutions_id_idx";
  ALTER TABLE "pages_blocks_form_block" DROP COLUMN "display";
  ALTER TABLE "_pages_v_blocks_form_block" DROP COLUMN "display";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "solutions_id";
  DROP TYPE "public"."enum_pages_blocks_form_block_display";
  DROP TYPE "public"."enum__pages_v_blocks_form_block_display";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_company_size";
  DROP TYPE "public"."enum_leads_product";
  DROP TYPE "public"."enum_leads_topic";
  DROP TYPE "public"."enum_leads_sales_region";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_notification";
  DROP TYPE "public"."enum_solutions_category";
  DROP TYPE "public"."enum_solutions_product";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "template_likes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template_id" integer,
  	"visitor_key" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "template_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template_id" integer,
  	"likes" numeric DEFAULT 0,
  	"views" numeric DEFAULT 0,
  	"uses" numeric DEFAULT 0,
  	"trending_score" numeric DEFAULT 0,
  	"trending_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "template_likes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "template_stats_id" integer;
  ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_template_id_community_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."community_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_stats" ADD CONSTRAINT "template_stats_template_id_community_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."community_templates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "template_likes_template_idx" ON "template_likes" USING btree ("template_id");
  CREATE INDEX "template_likes_updated_at_idx" ON "template_likes" USING btree ("updated_at");
  CREATE INDEX "template_likes_created_at_idx" ON "template_likes" USING btree ("created_at");
  CREATE UNIQUE INDEX "template_visitorKey_idx" ON "template_likes" USING btree ("template_id","visitor_key");
  CREATE UNIQUE INDEX "template_stats_template_idx" ON "template_stats" USING btree ("template_id");
  CREATE INDEX "template_stats_updated_at_idx" ON "template_stats" USING btree ("updated_at");
  CREATE INDEX "template_stats_created_at_idx" ON "template_stats" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_template_likes_fk" FOREIGN KEY ("template_likes_id") REFERENCES "public"."template_likes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_template_stats_fk" FOREIGN KEY ("template_stats_id") REFERENCES "public"."template_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_template_likes_id_idx" ON "payload_locked_documents_rels" USING btree ("template_likes_id");
  CREATE INDEX "payload_locked_documents_rels_template_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("template_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "template_likes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "template_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "template_likes" CASCADE;
  DROP TABLE "template_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_template_likes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_template_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_template_likes_id_idx";
  DROP INDEX "payload_locked_documents_rels_template_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "template_likes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "template_stats_id";`)
}

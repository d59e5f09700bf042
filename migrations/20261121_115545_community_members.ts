import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_members_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendTemplateStatusEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendTemplateStatusEmail' BEFORE 'schedulePublish';
  CREATE TABLE "community_templates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer
  );
  
  CREATE TABLE "template_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"owner_id" integer,
  	"online" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"locale" "enum_members_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  ALTER TABLE "community_templates_images" DROP CONSTRAINT "community_templates_images_image_id_media_id_fk";
  
  ALTER TABLE "community_templates_history" DROP CONSTRAINT "community_templates_history_by_id_users_id_fk";
  
  DROP INDEX "community_templates_history_by_idx";
  ALTER TABLE "community_templates" ADD COLUMN "author_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "template_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "community_templates_rels" ADD CONSTRAINT "community_templates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_rels" ADD CONSTRAINT "community_templates_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_rels" ADD CONSTRAINT "community_templates_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "template_images" ADD CONSTRAINT "template_images_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "community_templates_rels_order_idx" ON "community_templates_rels" USING btree ("order");
  CREATE INDEX "community_templates_rels_parent_idx" ON "community_templates_rels" USING btree ("parent_id");
  CREATE INDEX "community_templates_rels_path_idx" ON "community_templates_rels" USING btree ("path");
  CREATE INDEX "community_templates_rels_users_id_idx" ON "community_templates_rels" USING btree ("users_id");
  CREATE INDEX "community_templates_rels_members_id_idx" ON "community_templates_rels" USING btree ("members_id");
  CREATE INDEX "template_images_owner_idx" ON "template_images" USING btree ("owner_id");
  CREATE INDEX "template_images_online_idx" ON "template_images" USING btree ("online");
  CREATE INDEX "template_images_updated_at_idx" ON "template_images" USING btree ("updated_at");
  CREATE INDEX "template_images_created_at_idx" ON "template_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "template_images_filename_idx" ON "template_images" USING btree ("filename");
  CREATE INDEX "template_images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "template_images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "template_images_sizes_card_sizes_card_filename_idx" ON "template_images" USING btree ("sizes_card_filename");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  -- Template images move from the site's media to their own collection; an image row of a template can only
  -- point at a template image, and none exist yet (staff could attach media before members existed).
  DELETE FROM "community_templates_images";
  ALTER TABLE "community_templates_images" ADD CONSTRAINT "community_templates_images_image_id_template_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."template_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_templates" ADD CONSTRAINT "community_templates_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_template_images_fk" FOREIGN KEY ("template_images_id") REFERENCES "public"."template_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "community_templates_author_idx" ON "community_templates" USING btree ("author_id");
  CREATE INDEX "payload_locked_documents_rels_template_images_id_idx" ON "payload_locked_documents_rels" USING btree ("template_images_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  -- Who made each move, until now always a staff user: kept as the polymorphic relationship's users row.
  -- The path names the entry by its position in the history (counted before leaving out moves by nobody).
  INSERT INTO "community_templates_rels" ("parent_id", "path", "users_id")
    SELECT "_parent_id", 'history.' || "index" || '.by', "by_id"
    FROM (
      SELECT "_parent_id", "by_id", row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order") - 1 AS "index"
      FROM "community_templates_history"
    ) AS "entries"
    WHERE "by_id" IS NOT NULL;
  ALTER TABLE "community_templates_history" DROP COLUMN "by_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   -- Staff moves go back to the by_id column; members' moves lose their author (the column names users only).
  ALTER TABLE "community_templates_history" ADD COLUMN "by_id" integer;
  UPDATE "community_templates_history" AS h SET "by_id" = r."users_id"
    FROM (
      SELECT "_parent_id", "id", row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order") - 1 AS "index"
      FROM "community_templates_history"
    ) AS n, "community_templates_rels" AS r
    WHERE n."id" = h."id" AND r."parent_id" = n."_parent_id" AND r."path" = 'history.' || n."index" || '.by' AND r."users_id" IS NOT NULL;
  DELETE FROM "community_templates_images";
  ALTER TABLE "community_templates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "template_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "members" DISABLE ROW LEVEL SECURITY;
  -- CASCADE also drops the foreign keys pointing at these tables, hence IF EXISTS below.
  DROP TABLE "community_templates_rels" CASCADE;
  DROP TABLE "template_images" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  ALTER TABLE "community_templates_images" DROP CONSTRAINT IF EXISTS "community_templates_images_image_id_template_images_id_fk";
  
  ALTER TABLE "community_templates" DROP CONSTRAINT IF EXISTS "community_templates_author_id_members_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_template_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_members_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT IF EXISTS "payload_preferences_rels_members_fk";
  
  -- Queued emails of a task that no longer exists would not fit the older type.
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendTemplateStatusEmail';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendTemplateStatusEmail';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "community_templates_author_idx";
  DROP INDEX "payload_locked_documents_rels_template_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_members_id_idx";
  DROP INDEX "payload_preferences_rels_members_id_idx";
  ALTER TABLE "community_templates_images" ADD CONSTRAINT "community_templates_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_templates_history" ADD CONSTRAINT "community_templates_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "community_templates_history_by_idx" ON "community_templates_history" USING btree ("by_id");
  ALTER TABLE "community_templates" DROP COLUMN "author_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "template_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "members_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "members_id";
  DROP TYPE "public"."enum_members_locale";`)
}

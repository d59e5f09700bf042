import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_open_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_open_positions_locales" (
  	"heading" varchar DEFAULT 'Open positions',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_open_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_open_positions_locales" (
  	"heading" varchar DEFAULT 'Open positions',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team" varchar NOT NULL,
  	"location" varchar,
  	"apply_url" varchar NOT NULL,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "positions_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "positions_id" integer;
  ALTER TABLE "pages_blocks_open_positions" ADD CONSTRAINT "pages_blocks_open_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_open_positions_locales" ADD CONSTRAINT "pages_blocks_open_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_open_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_open_positions" ADD CONSTRAINT "_pages_v_blocks_open_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_open_positions_locales" ADD CONSTRAINT "_pages_v_blocks_open_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_open_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "positions_locales" ADD CONSTRAINT "positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_open_positions_order_idx" ON "pages_blocks_open_positions" USING btree ("_order");
  CREATE INDEX "pages_blocks_open_positions_parent_id_idx" ON "pages_blocks_open_positions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_open_positions_path_idx" ON "pages_blocks_open_positions" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_open_positions_locales_locale_parent_id_unique" ON "pages_blocks_open_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_open_positions_order_idx" ON "_pages_v_blocks_open_positions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_open_positions_parent_id_idx" ON "_pages_v_blocks_open_positions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_open_positions_path_idx" ON "_pages_v_blocks_open_positions" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_open_positions_locales_locale_parent_id_uniq" ON "_pages_v_blocks_open_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "positions_published_idx" ON "positions" USING btree ("published");
  CREATE INDEX "positions_updated_at_idx" ON "positions" USING btree ("updated_at");
  CREATE INDEX "positions_created_at_idx" ON "positions" USING btree ("created_at");
  CREATE UNIQUE INDEX "positions_locales_locale_parent_id_unique" ON "positions_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("positions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_open_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_open_positions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_open_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_open_positions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "positions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_open_positions" CASCADE;
  DROP TABLE "pages_blocks_open_positions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_open_positions" CASCADE;
  DROP TABLE "_pages_v_blocks_open_positions_locales" CASCADE;
  DROP TABLE "positions" CASCADE;
  DROP TABLE "positions_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_positions_fk";
  
  DROP INDEX "payload_locked_documents_rels_positions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "positions_id";`)
}

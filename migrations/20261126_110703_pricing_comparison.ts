import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pricing_cmp_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"free_included" boolean,
  	"basic_included" boolean,
  	"standard_included" boolean,
  	"pro_included" boolean,
  	"enterprise_included" boolean
  );
  
  CREATE TABLE "pricing_cmp_rows_locales" (
  	"feature" varchar,
  	"free_limit" varchar,
  	"basic_limit" varchar,
  	"standard_limit" varchar,
  	"pro_limit" varchar,
  	"enterprise_limit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_cmp" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pricing_cmp_locales" (
  	"group" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pricing_cmp_rows_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"free_included" boolean,
  	"basic_included" boolean,
  	"standard_included" boolean,
  	"pro_included" boolean,
  	"enterprise_included" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_cmp_rows_v_locales" (
  	"feature" varchar,
  	"free_limit" varchar,
  	"basic_limit" varchar,
  	"standard_limit" varchar,
  	"pro_limit" varchar,
  	"enterprise_limit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_cmp_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_cmp_v_locales" (
  	"group" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pricing_cmp_rows" ADD CONSTRAINT "pricing_cmp_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_cmp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_cmp_rows_locales" ADD CONSTRAINT "pricing_cmp_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_cmp_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_cmp" ADD CONSTRAINT "pricing_cmp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_cmp_locales" ADD CONSTRAINT "pricing_cmp_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_cmp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_cmp_rows_v" ADD CONSTRAINT "_pricing_cmp_rows_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_cmp_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_cmp_rows_v_locales" ADD CONSTRAINT "_pricing_cmp_rows_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_cmp_rows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_cmp_v" ADD CONSTRAINT "_pricing_cmp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_cmp_v_locales" ADD CONSTRAINT "_pricing_cmp_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_cmp_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pricing_cmp_rows_order_idx" ON "pricing_cmp_rows" USING btree ("_order");
  CREATE INDEX "pricing_cmp_rows_parent_id_idx" ON "pricing_cmp_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_cmp_rows_locales_locale_parent_id_unique" ON "pricing_cmp_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_cmp_order_idx" ON "pricing_cmp" USING btree ("_order");
  CREATE INDEX "pricing_cmp_parent_id_idx" ON "pricing_cmp" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_cmp_locales_locale_parent_id_unique" ON "pricing_cmp_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_cmp_rows_v_order_idx" ON "_pricing_cmp_rows_v" USING btree ("_order");
  CREATE INDEX "_pricing_cmp_rows_v_parent_id_idx" ON "_pricing_cmp_rows_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_cmp_rows_v_locales_locale_parent_id_unique" ON "_pricing_cmp_rows_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_cmp_v_order_idx" ON "_pricing_cmp_v" USING btree ("_order");
  CREATE INDEX "_pricing_cmp_v_parent_id_idx" ON "_pricing_cmp_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_cmp_v_locales_locale_parent_id_unique" ON "_pricing_cmp_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pricing_cmp_rows" CASCADE;
  DROP TABLE "pricing_cmp_rows_locales" CASCADE;
  DROP TABLE "pricing_cmp" CASCADE;
  DROP TABLE "pricing_cmp_locales" CASCADE;
  DROP TABLE "_pricing_cmp_rows_v" CASCADE;
  DROP TABLE "_pricing_cmp_rows_v_locales" CASCADE;
  DROP TABLE "_pricing_cmp_v" CASCADE;
  DROP TABLE "_pricing_cmp_v_locales" CASCADE;`)
}

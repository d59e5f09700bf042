import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The help centre's full-text search (src/cms/queries/search-help-articles.ts): one document per
 * article and locale from its title, excerpt and the texts of its rich-text body, weighted in
 * that order, with a GIN index per locale in that locale's text-search configuration.
 */
// A copy of src/domain/articles/search.ts's table, not an import: a migration stays as it ran.
const SEARCH_CONFIGS: Record<string, string> = {
  en: 'english',
  'en-sg': 'english',
  'en-ph': 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  ru: 'russian',
  it: 'italian',
  nl: 'dutch',
  tr: 'turkish',
  sv: 'swedish',
  ja: 'simple',
  ko: 'simple',
  pl: 'simple',
  'zh-tw': 'simple',
}

const SEARCH_DOCUMENT_FUNCTION = `
  CREATE FUNCTION article_search_document(config regconfig, title text, excerpt text, body jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector(config, coalesce(title, '')), 'A')
      || setweight(to_tsvector(config, coalesce(excerpt, '')), 'B')
      || setweight(jsonb_to_tsvector(config, coalesce(jsonb_path_query_array(body, 'strict $.**.text'), '[]'::jsonb), '["string"]'), 'C')
  $$;`

const searchIndexName = (locale: string) => `articles_locales_search_${locale.replace('-', '_')}_idx`

const SEARCH_INDEXES = Object.entries(SEARCH_CONFIGS)
  .map(
    ([locale, config]) =>
      `CREATE INDEX "${searchIndexName(locale)}" ON "articles_locales" USING gin (article_search_document('${config}'::regconfig, "title", "excerpt", "body")) WHERE "_locale" = '${locale}';`,
  )
  .join('\n')

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_article_list_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TYPE "public"."enum__pages_v_blocks_article_list_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TYPE "public"."enum_articles_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TABLE "pages_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_article_list_kind" DEFAULT 'blog',
  	"per_page" numeric DEFAULT 5,
  	"search_box" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_list_locales" (
  	"heading" varchar DEFAULT 'Latest articles',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_article_list_kind" DEFAULT 'blog',
  	"per_page" numeric DEFAULT 5,
  	"search_box" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_list_locales" (
  	"heading" varchar DEFAULT 'Latest articles',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_kind" DEFAULT 'blog',
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"category" varchar,
  	"picture_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'blog',
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_category" varchar,
  	"version_picture_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "pages_blocks_article_list" ADD CONSTRAINT "pages_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_list_locales" ADD CONSTRAINT "pages_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_list" ADD CONSTRAINT "_pages_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_list_locales" ADD CONSTRAINT "_pages_v_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_article_list_order_idx" ON "pages_blocks_article_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_list_parent_id_idx" ON "pages_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_list_path_idx" ON "pages_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_article_list_locales_locale_parent_id_unique" ON "pages_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_article_list_order_idx" ON "_pages_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_list_parent_id_idx" ON "_pages_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_list_path_idx" ON "_pages_v_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_article_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");
  CREATE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_picture_idx" ON "articles" USING btree ("picture_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "kind_slug_idx" ON "articles" USING btree ("kind","slug");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_kind_idx" ON "_articles_v" USING btree ("version_kind");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_picture_idx" ON "_articles_v" USING btree ("version_picture_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "version_kind_version_slug_idx" ON "_articles_v" USING btree ("version_kind","version_slug");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");`)
  await db.execute(sql.raw(SEARCH_DOCUMENT_FUNCTION))
  await db.execute(sql.raw(SEARCH_INDEXES))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(
      Object.keys(SEARCH_CONFIGS)
        .map((locale) => `DROP INDEX IF EXISTS "${searchIndexName(locale)}";`)
        .join('\n'),
    ),
  )
  await db.execute(sql`
   ALTER TABLE "pages_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_article_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_article_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_article_list" CASCADE;
  DROP TABLE "pages_blocks_article_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_article_list" CASCADE;
  DROP TABLE "_pages_v_blocks_article_list_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  DROP TYPE "public"."enum_pages_blocks_article_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_article_list_kind";
  DROP TYPE "public"."enum_articles_kind";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";`)
  await db.execute(sql`DROP FUNCTION IF EXISTS article_search_document(regconfig, text, text, jsonb);`)
}

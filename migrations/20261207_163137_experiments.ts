import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ab_tests_blocks_product_cards_cards_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_ab_tests_blocks_pricing_table_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_ab_tests_blocks_pricing_table_billing" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_ab_tests_blocks_template_gallery_category" AS ENUM('trending', 'mostUsed', 'editorsChoice', 'latest');
  CREATE TYPE "public"."enum_ab_tests_blocks_form_block_form" AS ENUM('contactSales', 'support', 'crm');
  CREATE TYPE "public"."enum_ab_tests_blocks_form_block_display" AS ENUM('link', 'form');
  CREATE TYPE "public"."enum_ab_tests_blocks_article_list_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TYPE "public"."enum_ab_tests_goal" AS ENUM('signup_click', 'contact_sales_submit', 'get_quote', 'page_reached');
  CREATE TYPE "public"."enum_audiences_languages" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_audiences_clusters" AS ENUM('marketing', 'crm', 'project_management', 'tech', 'operations', 'hr');
  CREATE TYPE "public"."enum_audiences_industries" AS ENUM('technology', 'retail', 'healthcare', 'education', 'finance', 'nonprofit');
  CREATE TYPE "public"."enum_audiences_device" AS ENUM('any', 'mobile', 'desktop');
  CREATE TYPE "public"."enum_audiences_visitors" AS ENUM('any', 'new', 'returning');
  CREATE TYPE "public"."enum_personalisations_blocks_product_cards_cards_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_personalisations_blocks_pricing_table_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_personalisations_blocks_pricing_table_billing" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_personalisations_blocks_template_gallery_category" AS ENUM('trending', 'mostUsed', 'editorsChoice', 'latest');
  CREATE TYPE "public"."enum_personalisations_blocks_form_block_form" AS ENUM('contactSales', 'support', 'crm');
  CREATE TYPE "public"."enum_personalisations_blocks_form_block_display" AS ENUM('link', 'form');
  CREATE TYPE "public"."enum_personalisations_blocks_article_list_kind" AS ENUM('blog', 'help', 'webinar', 'news');
  CREATE TABLE "ab_tests_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "ab_tests_blocks_hero_links_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_hero_locales" (
  	"heading" varchar NOT NULL,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_rich_text_locales" (
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "ab_tests_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_team_picker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_team_picker_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_product_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_ab_tests_blocks_product_cards_cards_product" NOT NULL,
  	"link_url" varchar NOT NULL,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "ab_tests_blocks_product_cards_cards_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_product_cards_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_pricing_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_ab_tests_blocks_pricing_table_product" DEFAULT 'work-management' NOT NULL,
  	"billing" "enum_ab_tests_blocks_pricing_table_billing" DEFAULT 'monthly' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_pricing_table_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_logo_wall_logos_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_logo_wall_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_customer_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_customer_story_locales" (
  	"quote" varchar NOT NULL,
  	"person" varchar NOT NULL,
  	"role" varchar,
  	"company" varchar NOT NULL,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_link_url" varchar NOT NULL,
  	"primary_link_new_tab" boolean DEFAULT false,
  	"has_secondary_link" boolean DEFAULT false,
  	"secondary_link_url" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"primary_link_text" varchar NOT NULL,
  	"secondary_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_template_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_ab_tests_blocks_template_gallery_category" DEFAULT 'trending' NOT NULL,
  	"limit" numeric DEFAULT 6 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_template_gallery_locales" (
  	"heading" varchar NOT NULL,
  	"link_text" varchar DEFAULT 'Browse all templates' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_ab_tests_blocks_form_block_form" DEFAULT 'contactSales' NOT NULL,
  	"display" "enum_ab_tests_blocks_form_block_display" DEFAULT 'link' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_form_block_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_cookie_table_locales" (
  	"heading" varchar DEFAULT 'Cookies we use' NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_open_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_open_positions_locales" (
  	"heading" varchar DEFAULT 'Open positions' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ab_tests_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_ab_tests_blocks_article_list_kind" DEFAULT 'blog' NOT NULL,
  	"per_page" numeric DEFAULT 5 NOT NULL,
  	"search_box" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "ab_tests_blocks_article_list_locales" (
  	"heading" varchar DEFAULT 'Latest articles' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "audiences_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_audiences_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "audiences_clusters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_audiences_clusters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "audiences_industries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_audiences_industries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "audiences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"device" "enum_audiences_device" DEFAULT 'any' NOT NULL,
  	"visitors" "enum_audiences_visitors" DEFAULT 'any' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audiences_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "personalisations_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "personalisations_blocks_hero_links_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_hero_locales" (
  	"heading" varchar NOT NULL,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_rich_text_locales" (
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "personalisations_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_team_picker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_team_picker_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_product_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_personalisations_blocks_product_cards_cards_product" NOT NULL,
  	"link_url" varchar NOT NULL,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "personalisations_blocks_product_cards_cards_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_product_cards_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_pricing_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_personalisations_blocks_pricing_table_product" DEFAULT 'work-management' NOT NULL,
  	"billing" "enum_personalisations_blocks_pricing_table_billing" DEFAULT 'monthly' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_pricing_table_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_logo_wall_logos_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_logo_wall_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_customer_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_customer_story_locales" (
  	"quote" varchar NOT NULL,
  	"person" varchar NOT NULL,
  	"role" varchar,
  	"company" varchar NOT NULL,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_link_url" varchar NOT NULL,
  	"primary_link_new_tab" boolean DEFAULT false,
  	"has_secondary_link" boolean DEFAULT false,
  	"secondary_link_url" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"primary_link_text" varchar NOT NULL,
  	"secondary_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_template_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_personalisations_blocks_template_gallery_category" DEFAULT 'trending' NOT NULL,
  	"limit" numeric DEFAULT 6 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_template_gallery_locales" (
  	"heading" varchar NOT NULL,
  	"link_text" varchar DEFAULT 'Browse all templates' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_personalisations_blocks_form_block_form" DEFAULT 'contactSales' NOT NULL,
  	"display" "enum_personalisations_blocks_form_block_display" DEFAULT 'link' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_form_block_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_cookie_table_locales" (
  	"heading" varchar DEFAULT 'Cookies we use' NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_open_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_open_positions_locales" (
  	"heading" varchar DEFAULT 'Open positions' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_personalisations_blocks_article_list_kind" DEFAULT 'blog' NOT NULL,
  	"per_page" numeric DEFAULT 5 NOT NULL,
  	"search_box" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "personalisations_blocks_article_list_locales" (
  	"heading" varchar DEFAULT 'Latest articles' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personalisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"page_id" integer NOT NULL,
  	"audience_id" integer NOT NULL,
  	"active" boolean DEFAULT false,
  	"priority" numeric DEFAULT 10,
  	"replaces_block" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ab_tests" ADD COLUMN "page_id" integer;
  ALTER TABLE "ab_tests" ADD COLUMN "audience_id" integer;
  ALTER TABLE "ab_tests" ADD COLUMN "goal" "enum_ab_tests_goal" DEFAULT 'signup_click';
  ALTER TABLE "ab_tests" ADD COLUMN "goal_path" varchar;
  ALTER TABLE "ab_tests" ADD COLUMN "replaces_block" numeric;
  ALTER TABLE "ab_tests" ADD COLUMN "promoted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audiences_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personalisations_id" integer;
  ALTER TABLE "ab_tests_blocks_hero_links" ADD CONSTRAINT "ab_tests_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_hero_links_locales" ADD CONSTRAINT "ab_tests_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_hero" ADD CONSTRAINT "ab_tests_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_hero" ADD CONSTRAINT "ab_tests_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_hero_locales" ADD CONSTRAINT "ab_tests_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_rich_text" ADD CONSTRAINT "ab_tests_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_rich_text_locales" ADD CONSTRAINT "ab_tests_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_feature_grid_items" ADD CONSTRAINT "ab_tests_blocks_feature_grid_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_feature_grid_items" ADD CONSTRAINT "ab_tests_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_feature_grid_items_locales" ADD CONSTRAINT "ab_tests_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_feature_grid" ADD CONSTRAINT "ab_tests_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_feature_grid_locales" ADD CONSTRAINT "ab_tests_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_team_picker" ADD CONSTRAINT "ab_tests_blocks_team_picker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_team_picker_locales" ADD CONSTRAINT "ab_tests_blocks_team_picker_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_team_picker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_product_cards_cards" ADD CONSTRAINT "ab_tests_blocks_product_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_product_cards_cards_locales" ADD CONSTRAINT "ab_tests_blocks_product_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_product_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_product_cards" ADD CONSTRAINT "ab_tests_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_product_cards_locales" ADD CONSTRAINT "ab_tests_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_pricing_table" ADD CONSTRAINT "ab_tests_blocks_pricing_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_pricing_table_locales" ADD CONSTRAINT "ab_tests_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_logo_wall_logos" ADD CONSTRAINT "ab_tests_blocks_logo_wall_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_logo_wall_logos" ADD CONSTRAINT "ab_tests_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_logo_wall_logos_locales" ADD CONSTRAINT "ab_tests_blocks_logo_wall_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_logo_wall_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_logo_wall" ADD CONSTRAINT "ab_tests_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_logo_wall_locales" ADD CONSTRAINT "ab_tests_blocks_logo_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_customer_story" ADD CONSTRAINT "ab_tests_blocks_customer_story_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_customer_story" ADD CONSTRAINT "ab_tests_blocks_customer_story_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_customer_story" ADD CONSTRAINT "ab_tests_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_customer_story_locales" ADD CONSTRAINT "ab_tests_blocks_customer_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_customer_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_call_to_action" ADD CONSTRAINT "ab_tests_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_call_to_action_locales" ADD CONSTRAINT "ab_tests_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_faq_items" ADD CONSTRAINT "ab_tests_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_faq_items_locales" ADD CONSTRAINT "ab_tests_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_faq" ADD CONSTRAINT "ab_tests_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_faq_locales" ADD CONSTRAINT "ab_tests_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_media_block" ADD CONSTRAINT "ab_tests_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_media_block" ADD CONSTRAINT "ab_tests_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_media_block_locales" ADD CONSTRAINT "ab_tests_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_template_gallery" ADD CONSTRAINT "ab_tests_blocks_template_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_template_gallery_locales" ADD CONSTRAINT "ab_tests_blocks_template_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_template_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_form_block" ADD CONSTRAINT "ab_tests_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_form_block_locales" ADD CONSTRAINT "ab_tests_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_cookie_table" ADD CONSTRAINT "ab_tests_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_cookie_table_locales" ADD CONSTRAINT "ab_tests_blocks_cookie_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_cookie_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_open_positions" ADD CONSTRAINT "ab_tests_blocks_open_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_open_positions_locales" ADD CONSTRAINT "ab_tests_blocks_open_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_open_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_article_list" ADD CONSTRAINT "ab_tests_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_blocks_article_list_locales" ADD CONSTRAINT "ab_tests_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audiences_languages" ADD CONSTRAINT "audiences_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audiences_clusters" ADD CONSTRAINT "audiences_clusters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audiences_industries" ADD CONSTRAINT "audiences_industries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audiences_texts" ADD CONSTRAINT "audiences_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_hero_links" ADD CONSTRAINT "personalisations_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_hero_links_locales" ADD CONSTRAINT "personalisations_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_hero" ADD CONSTRAINT "personalisations_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_hero" ADD CONSTRAINT "personalisations_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_hero_locales" ADD CONSTRAINT "personalisations_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_rich_text" ADD CONSTRAINT "personalisations_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_rich_text_locales" ADD CONSTRAINT "personalisations_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_feature_grid_items" ADD CONSTRAINT "personalisations_blocks_feature_grid_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_feature_grid_items" ADD CONSTRAINT "personalisations_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_feature_grid_items_locales" ADD CONSTRAINT "personalisations_blocks_feature_grid_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_feature_grid" ADD CONSTRAINT "personalisations_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_feature_grid_locales" ADD CONSTRAINT "personalisations_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_team_picker" ADD CONSTRAINT "personalisations_blocks_team_picker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_team_picker_locales" ADD CONSTRAINT "personalisations_blocks_team_picker_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_team_picker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_product_cards_cards" ADD CONSTRAINT "personalisations_blocks_product_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_product_cards_cards_locales" ADD CONSTRAINT "personalisations_blocks_product_cards_cards_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_product_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_product_cards" ADD CONSTRAINT "personalisations_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_product_cards_locales" ADD CONSTRAINT "personalisations_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_pricing_table" ADD CONSTRAINT "personalisations_blocks_pricing_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_pricing_table_locales" ADD CONSTRAINT "personalisations_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_logo_wall_logos" ADD CONSTRAINT "personalisations_blocks_logo_wall_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_logo_wall_logos" ADD CONSTRAINT "personalisations_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_logo_wall_logos_locales" ADD CONSTRAINT "personalisations_blocks_logo_wall_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_logo_wall_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_logo_wall" ADD CONSTRAINT "personalisations_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_logo_wall_locales" ADD CONSTRAINT "personalisations_blocks_logo_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_customer_story" ADD CONSTRAINT "personalisations_blocks_customer_story_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_customer_story" ADD CONSTRAINT "personalisations_blocks_customer_story_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_customer_story" ADD CONSTRAINT "personalisations_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_customer_story_locales" ADD CONSTRAINT "personalisations_blocks_customer_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_customer_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_call_to_action" ADD CONSTRAINT "personalisations_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_call_to_action_locales" ADD CONSTRAINT "personalisations_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_faq_items" ADD CONSTRAINT "personalisations_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_faq_items_locales" ADD CONSTRAINT "personalisations_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_faq" ADD CONSTRAINT "personalisations_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_faq_locales" ADD CONSTRAINT "personalisations_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_media_block" ADD CONSTRAINT "personalisations_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_media_block" ADD CONSTRAINT "personalisations_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_media_block_locales" ADD CONSTRAINT "personalisations_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_template_gallery" ADD CONSTRAINT "personalisations_blocks_template_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_template_gallery_locales" ADD CONSTRAINT "personalisations_blocks_template_gallery_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_template_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_form_block" ADD CONSTRAINT "personalisations_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_form_block_locales" ADD CONSTRAINT "personalisations_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_cookie_table" ADD CONSTRAINT "personalisations_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_cookie_table_locales" ADD CONSTRAINT "personalisations_blocks_cookie_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_cookie_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_open_positions" ADD CONSTRAINT "personalisations_blocks_open_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_open_positions_locales" ADD CONSTRAINT "personalisations_blocks_open_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_open_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_article_list" ADD CONSTRAINT "personalisations_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations_blocks_article_list_locales" ADD CONSTRAINT "personalisations_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personalisations_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personalisations" ADD CONSTRAINT "personalisations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personalisations" ADD CONSTRAINT "personalisations_audience_id_audiences_id_fk" FOREIGN KEY ("audience_id") REFERENCES "public"."audiences"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ab_tests_blocks_hero_links_order_idx" ON "ab_tests_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_hero_links_parent_id_idx" ON "ab_tests_blocks_hero_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_hero_links_locales_locale_parent_id_unique" ON "ab_tests_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_hero_order_idx" ON "ab_tests_blocks_hero" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_hero_parent_id_idx" ON "ab_tests_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_hero_path_idx" ON "ab_tests_blocks_hero" USING btree ("_path");
  CREATE INDEX "ab_tests_blocks_hero_image_idx" ON "ab_tests_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_hero_locales_locale_parent_id_unique" ON "ab_tests_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_rich_text_order_idx" ON "ab_tests_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_rich_text_parent_id_idx" ON "ab_tests_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_rich_text_path_idx" ON "ab_tests_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_rich_text_locales_locale_parent_id_unique" ON "ab_tests_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_feature_grid_items_order_idx" ON "ab_tests_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_feature_grid_items_parent_id_idx" ON "ab_tests_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_feature_grid_items_icon_idx" ON "ab_tests_blocks_feature_grid_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_feature_grid_items_locales_locale_parent_id_" ON "ab_tests_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_feature_grid_order_idx" ON "ab_tests_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_feature_grid_parent_id_idx" ON "ab_tests_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_feature_grid_path_idx" ON "ab_tests_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_feature_grid_locales_locale_parent_id_unique" ON "ab_tests_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_team_picker_order_idx" ON "ab_tests_blocks_team_picker" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_team_picker_parent_id_idx" ON "ab_tests_blocks_team_picker" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_team_picker_path_idx" ON "ab_tests_blocks_team_picker" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_team_picker_locales_locale_parent_id_unique" ON "ab_tests_blocks_team_picker_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_product_cards_cards_order_idx" ON "ab_tests_blocks_product_cards_cards" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_product_cards_cards_parent_id_idx" ON "ab_tests_blocks_product_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_product_cards_cards_locales_locale_parent_id" ON "ab_tests_blocks_product_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_product_cards_order_idx" ON "ab_tests_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_product_cards_parent_id_idx" ON "ab_tests_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_product_cards_path_idx" ON "ab_tests_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_product_cards_locales_locale_parent_id_uniqu" ON "ab_tests_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_pricing_table_order_idx" ON "ab_tests_blocks_pricing_table" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_pricing_table_parent_id_idx" ON "ab_tests_blocks_pricing_table" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_pricing_table_path_idx" ON "ab_tests_blocks_pricing_table" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_pricing_table_locales_locale_parent_id_uniqu" ON "ab_tests_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_logo_wall_logos_order_idx" ON "ab_tests_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_logo_wall_logos_parent_id_idx" ON "ab_tests_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_logo_wall_logos_image_idx" ON "ab_tests_blocks_logo_wall_logos" USING btree ("image_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_logo_wall_logos_locales_locale_parent_id_uni" ON "ab_tests_blocks_logo_wall_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_logo_wall_order_idx" ON "ab_tests_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_logo_wall_parent_id_idx" ON "ab_tests_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_logo_wall_path_idx" ON "ab_tests_blocks_logo_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_logo_wall_locales_locale_parent_id_unique" ON "ab_tests_blocks_logo_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_customer_story_order_idx" ON "ab_tests_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_customer_story_parent_id_idx" ON "ab_tests_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_customer_story_path_idx" ON "ab_tests_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "ab_tests_blocks_customer_story_logo_idx" ON "ab_tests_blocks_customer_story" USING btree ("logo_id");
  CREATE INDEX "ab_tests_blocks_customer_story_image_idx" ON "ab_tests_blocks_customer_story" USING btree ("image_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_customer_story_locales_locale_parent_id_uniq" ON "ab_tests_blocks_customer_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_call_to_action_order_idx" ON "ab_tests_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_call_to_action_parent_id_idx" ON "ab_tests_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_call_to_action_path_idx" ON "ab_tests_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_call_to_action_locales_locale_parent_id_uniq" ON "ab_tests_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_faq_items_order_idx" ON "ab_tests_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_faq_items_parent_id_idx" ON "ab_tests_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_faq_items_locales_locale_parent_id_unique" ON "ab_tests_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_faq_order_idx" ON "ab_tests_blocks_faq" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_faq_parent_id_idx" ON "ab_tests_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_faq_path_idx" ON "ab_tests_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_faq_locales_locale_parent_id_unique" ON "ab_tests_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_media_block_order_idx" ON "ab_tests_blocks_media_block" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_media_block_parent_id_idx" ON "ab_tests_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_media_block_path_idx" ON "ab_tests_blocks_media_block" USING btree ("_path");
  CREATE INDEX "ab_tests_blocks_media_block_image_idx" ON "ab_tests_blocks_media_block" USING btree ("image_id");
  CREATE UNIQUE INDEX "ab_tests_blocks_media_block_locales_locale_parent_id_unique" ON "ab_tests_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_template_gallery_order_idx" ON "ab_tests_blocks_template_gallery" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_template_gallery_parent_id_idx" ON "ab_tests_blocks_template_gallery" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_template_gallery_path_idx" ON "ab_tests_blocks_template_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_template_gallery_locales_locale_parent_id_un" ON "ab_tests_blocks_template_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_form_block_order_idx" ON "ab_tests_blocks_form_block" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_form_block_parent_id_idx" ON "ab_tests_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_form_block_path_idx" ON "ab_tests_blocks_form_block" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_form_block_locales_locale_parent_id_unique" ON "ab_tests_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_cookie_table_order_idx" ON "ab_tests_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_cookie_table_parent_id_idx" ON "ab_tests_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_cookie_table_path_idx" ON "ab_tests_blocks_cookie_table" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_cookie_table_locales_locale_parent_id_unique" ON "ab_tests_blocks_cookie_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_open_positions_order_idx" ON "ab_tests_blocks_open_positions" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_open_positions_parent_id_idx" ON "ab_tests_blocks_open_positions" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_open_positions_path_idx" ON "ab_tests_blocks_open_positions" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_open_positions_locales_locale_parent_id_uniq" ON "ab_tests_blocks_open_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_blocks_article_list_order_idx" ON "ab_tests_blocks_article_list" USING btree ("_order");
  CREATE INDEX "ab_tests_blocks_article_list_parent_id_idx" ON "ab_tests_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_blocks_article_list_path_idx" ON "ab_tests_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "ab_tests_blocks_article_list_locales_locale_parent_id_unique" ON "ab_tests_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "audiences_languages_order_idx" ON "audiences_languages" USING btree ("order");
  CREATE INDEX "audiences_languages_parent_idx" ON "audiences_languages" USING btree ("parent_id");
  CREATE INDEX "audiences_clusters_order_idx" ON "audiences_clusters" USING btree ("order");
  CREATE INDEX "audiences_clusters_parent_idx" ON "audiences_clusters" USING btree ("parent_id");
  CREATE INDEX "audiences_industries_order_idx" ON "audiences_industries" USING btree ("order");
  CREATE INDEX "audiences_industries_parent_idx" ON "audiences_industries" USING btree ("parent_id");
  CREATE UNIQUE INDEX "audiences_name_idx" ON "audiences" USING btree ("name");
  CREATE INDEX "audiences_updated_at_idx" ON "audiences" USING btree ("updated_at");
  CREATE INDEX "audiences_created_at_idx" ON "audiences" USING btree ("created_at");
  CREATE INDEX "audiences_texts_order_parent" ON "audiences_texts" USING btree ("order","parent_id");
  CREATE INDEX "personalisations_blocks_hero_links_order_idx" ON "personalisations_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_hero_links_parent_id_idx" ON "personalisations_blocks_hero_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personalisations_blocks_hero_links_locales_locale_parent_id_" ON "personalisations_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_hero_order_idx" ON "personalisations_blocks_hero" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_hero_parent_id_idx" ON "personalisations_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_hero_path_idx" ON "personalisations_blocks_hero" USING btree ("_path");
  CREATE INDEX "personalisations_blocks_hero_image_idx" ON "personalisations_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "personalisations_blocks_hero_locales_locale_parent_id_unique" ON "personalisations_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_rich_text_order_idx" ON "personalisations_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_rich_text_parent_id_idx" ON "personalisations_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_rich_text_path_idx" ON "personalisations_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_rich_text_locales_locale_parent_id_u" ON "personalisations_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_feature_grid_items_order_idx" ON "personalisations_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_feature_grid_items_parent_id_idx" ON "personalisations_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_feature_grid_items_icon_idx" ON "personalisations_blocks_feature_grid_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "personalisations_blocks_feature_grid_items_locales_locale_pa" ON "personalisations_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_feature_grid_order_idx" ON "personalisations_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_feature_grid_parent_id_idx" ON "personalisations_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_feature_grid_path_idx" ON "personalisations_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_feature_grid_locales_locale_parent_i" ON "personalisations_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_team_picker_order_idx" ON "personalisations_blocks_team_picker" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_team_picker_parent_id_idx" ON "personalisations_blocks_team_picker" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_team_picker_path_idx" ON "personalisations_blocks_team_picker" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_team_picker_locales_locale_parent_id" ON "personalisations_blocks_team_picker_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_product_cards_cards_order_idx" ON "personalisations_blocks_product_cards_cards" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_product_cards_cards_parent_id_idx" ON "personalisations_blocks_product_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personalisations_blocks_product_cards_cards_locales_locale_p" ON "personalisations_blocks_product_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_product_cards_order_idx" ON "personalisations_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_product_cards_parent_id_idx" ON "personalisations_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_product_cards_path_idx" ON "personalisations_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_product_cards_locales_locale_parent_" ON "personalisations_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_pricing_table_order_idx" ON "personalisations_blocks_pricing_table" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_pricing_table_parent_id_idx" ON "personalisations_blocks_pricing_table" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_pricing_table_path_idx" ON "personalisations_blocks_pricing_table" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_pricing_table_locales_locale_parent_" ON "personalisations_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_logo_wall_logos_order_idx" ON "personalisations_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_logo_wall_logos_parent_id_idx" ON "personalisations_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_logo_wall_logos_image_idx" ON "personalisations_blocks_logo_wall_logos" USING btree ("image_id");
  CREATE UNIQUE INDEX "personalisations_blocks_logo_wall_logos_locales_locale_paren" ON "personalisations_blocks_logo_wall_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_logo_wall_order_idx" ON "personalisations_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_logo_wall_parent_id_idx" ON "personalisations_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_logo_wall_path_idx" ON "personalisations_blocks_logo_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_logo_wall_locales_locale_parent_id_u" ON "personalisations_blocks_logo_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_customer_story_order_idx" ON "personalisations_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_customer_story_parent_id_idx" ON "personalisations_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_customer_story_path_idx" ON "personalisations_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "personalisations_blocks_customer_story_logo_idx" ON "personalisations_blocks_customer_story" USING btree ("logo_id");
  CREATE INDEX "personalisations_blocks_customer_story_image_idx" ON "personalisations_blocks_customer_story" USING btree ("image_id");
  CREATE UNIQUE INDEX "personalisations_blocks_customer_story_locales_locale_parent" ON "personalisations_blocks_customer_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_call_to_action_order_idx" ON "personalisations_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_call_to_action_parent_id_idx" ON "personalisations_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_call_to_action_path_idx" ON "personalisations_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_call_to_action_locales_locale_parent" ON "personalisations_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_faq_items_order_idx" ON "personalisations_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_faq_items_parent_id_idx" ON "personalisations_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personalisations_blocks_faq_items_locales_locale_parent_id_u" ON "personalisations_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_faq_order_idx" ON "personalisations_blocks_faq" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_faq_parent_id_idx" ON "personalisations_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_faq_path_idx" ON "personalisations_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_faq_locales_locale_parent_id_unique" ON "personalisations_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_media_block_order_idx" ON "personalisations_blocks_media_block" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_media_block_parent_id_idx" ON "personalisations_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_media_block_path_idx" ON "personalisations_blocks_media_block" USING btree ("_path");
  CREATE INDEX "personalisations_blocks_media_block_image_idx" ON "personalisations_blocks_media_block" USING btree ("image_id");
  CREATE UNIQUE INDEX "personalisations_blocks_media_block_locales_locale_parent_id" ON "personalisations_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_template_gallery_order_idx" ON "personalisations_blocks_template_gallery" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_template_gallery_parent_id_idx" ON "personalisations_blocks_template_gallery" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_template_gallery_path_idx" ON "personalisations_blocks_template_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_template_gallery_locales_locale_pare" ON "personalisations_blocks_template_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_form_block_order_idx" ON "personalisations_blocks_form_block" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_form_block_parent_id_idx" ON "personalisations_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_form_block_path_idx" ON "personalisations_blocks_form_block" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_form_block_locales_locale_parent_id_" ON "personalisations_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_cookie_table_order_idx" ON "personalisations_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_cookie_table_parent_id_idx" ON "personalisations_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_cookie_table_path_idx" ON "personalisations_blocks_cookie_table" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_cookie_table_locales_locale_parent_i" ON "personalisations_blocks_cookie_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_open_positions_order_idx" ON "personalisations_blocks_open_positions" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_open_positions_parent_id_idx" ON "personalisations_blocks_open_positions" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_open_positions_path_idx" ON "personalisations_blocks_open_positions" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_open_positions_locales_locale_parent" ON "personalisations_blocks_open_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_blocks_article_list_order_idx" ON "personalisations_blocks_article_list" USING btree ("_order");
  CREATE INDEX "personalisations_blocks_article_list_parent_id_idx" ON "personalisations_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "personalisations_blocks_article_list_path_idx" ON "personalisations_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "personalisations_blocks_article_list_locales_locale_parent_i" ON "personalisations_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personalisations_page_idx" ON "personalisations" USING btree ("page_id");
  CREATE INDEX "personalisations_audience_idx" ON "personalisations" USING btree ("audience_id");
  CREATE INDEX "personalisations_updated_at_idx" ON "personalisations" USING btree ("updated_at");
  CREATE INDEX "personalisations_created_at_idx" ON "personalisations" USING btree ("created_at");
  ALTER TABLE "ab_tests" ADD CONSTRAINT "ab_tests_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ab_tests" ADD CONSTRAINT "ab_tests_audience_id_audiences_id_fk" FOREIGN KEY ("audience_id") REFERENCES "public"."audiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audiences_fk" FOREIGN KEY ("audiences_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personalisations_fk" FOREIGN KEY ("personalisations_id") REFERENCES "public"."personalisations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ab_tests_page_idx" ON "ab_tests" USING btree ("page_id");
  CREATE INDEX "ab_tests_audience_idx" ON "ab_tests" USING btree ("audience_id");
  CREATE INDEX "payload_locked_documents_rels_audiences_id_idx" ON "payload_locked_documents_rels" USING btree ("audiences_id");
  CREATE INDEX "payload_locked_documents_rels_personalisations_id_idx" ON "payload_locked_documents_rels" USING btree ("personalisations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ab_tests_blocks_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_team_picker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_team_picker_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_product_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_product_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_product_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_pricing_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_logo_wall_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_logo_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_customer_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_customer_story_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_template_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_template_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_cookie_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_open_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_open_positions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_blocks_article_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audiences_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audiences_clusters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audiences_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audiences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audiences_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_team_picker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_team_picker_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_product_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_product_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_product_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_pricing_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_logo_wall_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_logo_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_customer_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_customer_story_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_template_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_template_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_cookie_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_open_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_open_positions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations_blocks_article_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personalisations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ab_tests_blocks_hero_links" CASCADE;
  DROP TABLE "ab_tests_blocks_hero_links_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_hero" CASCADE;
  DROP TABLE "ab_tests_blocks_hero_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_rich_text" CASCADE;
  DROP TABLE "ab_tests_blocks_rich_text_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_feature_grid_items" CASCADE;
  DROP TABLE "ab_tests_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_feature_grid" CASCADE;
  DROP TABLE "ab_tests_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_team_picker" CASCADE;
  DROP TABLE "ab_tests_blocks_team_picker_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_product_cards_cards" CASCADE;
  DROP TABLE "ab_tests_blocks_product_cards_cards_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_product_cards" CASCADE;
  DROP TABLE "ab_tests_blocks_product_cards_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_pricing_table" CASCADE;
  DROP TABLE "ab_tests_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "ab_tests_blocks_logo_wall_logos_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_logo_wall" CASCADE;
  DROP TABLE "ab_tests_blocks_logo_wall_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_customer_story" CASCADE;
  DROP TABLE "ab_tests_blocks_customer_story_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_call_to_action" CASCADE;
  DROP TABLE "ab_tests_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_faq_items" CASCADE;
  DROP TABLE "ab_tests_blocks_faq_items_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_faq" CASCADE;
  DROP TABLE "ab_tests_blocks_faq_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_media_block" CASCADE;
  DROP TABLE "ab_tests_blocks_media_block_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_template_gallery" CASCADE;
  DROP TABLE "ab_tests_blocks_template_gallery_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_form_block" CASCADE;
  DROP TABLE "ab_tests_blocks_form_block_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_cookie_table" CASCADE;
  DROP TABLE "ab_tests_blocks_cookie_table_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_open_positions" CASCADE;
  DROP TABLE "ab_tests_blocks_open_positions_locales" CASCADE;
  DROP TABLE "ab_tests_blocks_article_list" CASCADE;
  DROP TABLE "ab_tests_blocks_article_list_locales" CASCADE;
  DROP TABLE "audiences_languages" CASCADE;
  DROP TABLE "audiences_clusters" CASCADE;
  DROP TABLE "audiences_industries" CASCADE;
  DROP TABLE "audiences" CASCADE;
  DROP TABLE "audiences_texts" CASCADE;
  DROP TABLE "personalisations_blocks_hero_links" CASCADE;
  DROP TABLE "personalisations_blocks_hero_links_locales" CASCADE;
  DROP TABLE "personalisations_blocks_hero" CASCADE;
  DROP TABLE "personalisations_blocks_hero_locales" CASCADE;
  DROP TABLE "personalisations_blocks_rich_text" CASCADE;
  DROP TABLE "personalisations_blocks_rich_text_locales" CASCADE;
  DROP TABLE "personalisations_blocks_feature_grid_items" CASCADE;
  DROP TABLE "personalisations_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "personalisations_blocks_feature_grid" CASCADE;
  DROP TABLE "personalisations_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "personalisations_blocks_team_picker" CASCADE;
  DROP TABLE "personalisations_blocks_team_picker_locales" CASCADE;
  DROP TABLE "personalisations_blocks_product_cards_cards" CASCADE;
  DROP TABLE "personalisations_blocks_product_cards_cards_locales" CASCADE;
  DROP TABLE "personalisations_blocks_product_cards" CASCADE;
  DROP TABLE "personalisations_blocks_product_cards_locales" CASCADE;
  DROP TABLE "personalisations_blocks_pricing_table" CASCADE;
  DROP TABLE "personalisations_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "personalisations_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "personalisations_blocks_logo_wall_logos_locales" CASCADE;
  DROP TABLE "personalisations_blocks_logo_wall" CASCADE;
  DROP TABLE "personalisations_blocks_logo_wall_locales" CASCADE;
  DROP TABLE "personalisations_blocks_customer_story" CASCADE;
  DROP TABLE "personalisations_blocks_customer_story_locales" CASCADE;
  DROP TABLE "personalisations_blocks_call_to_action" CASCADE;
  DROP TABLE "personalisations_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "personalisations_blocks_faq_items" CASCADE;
  DROP TABLE "personalisations_blocks_faq_items_locales" CASCADE;
  DROP TABLE "personalisations_blocks_faq" CASCADE;
  DROP TABLE "personalisations_blocks_faq_locales" CASCADE;
  DROP TABLE "personalisations_blocks_media_block" CASCADE;
  DROP TABLE "personalisations_blocks_media_block_locales" CASCADE;
  DROP TABLE "personalisations_blocks_template_gallery" CASCADE;
  DROP TABLE "personalisations_blocks_template_gallery_locales" CASCADE;
  DROP TABLE "personalisations_blocks_form_block" CASCADE;
  DROP TABLE "personalisations_blocks_form_block_locales" CASCADE;
  DROP TABLE "personalisations_blocks_cookie_table" CASCADE;
  DROP TABLE "personalisations_blocks_cookie_table_locales" CASCADE;
  DROP TABLE "personalisations_blocks_open_positions" CASCADE;
  DROP TABLE "personalisations_blocks_open_positions_locales" CASCADE;
  DROP TABLE "personalisations_blocks_article_list" CASCADE;
  DROP TABLE "personalisations_blocks_article_list_locales" CASCADE;
  DROP TABLE "personalisations" CASCADE;
  ALTER TABLE "ab_tests" DROP CONSTRAINT "ab_tests_page_id_pages_id_fk";
  
  ALTER TABLE "ab_tests" DROP CONSTRAINT "ab_tests_audience_id_audiences_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audiences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personalisations_fk";
  
  DROP INDEX "ab_tests_page_idx";
  DROP INDEX "ab_tests_audience_idx";
  DROP INDEX "payload_locked_documents_rels_audiences_id_idx";
  DROP INDEX "payload_locked_documents_rels_personalisations_id_idx";
  ALTER TABLE "ab_tests" DROP COLUMN "page_id";
  ALTER TABLE "ab_tests" DROP COLUMN "audience_id";
  ALTER TABLE "ab_tests" DROP COLUMN "goal";
  ALTER TABLE "ab_tests" DROP COLUMN "goal_path";
  ALTER TABLE "ab_tests" DROP COLUMN "replaces_block";
  ALTER TABLE "ab_tests" DROP COLUMN "promoted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audiences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personalisations_id";
  DROP TYPE "public"."enum_ab_tests_blocks_product_cards_cards_product";
  DROP TYPE "public"."enum_ab_tests_blocks_pricing_table_product";
  DROP TYPE "public"."enum_ab_tests_blocks_pricing_table_billing";
  DROP TYPE "public"."enum_ab_tests_blocks_template_gallery_category";
  DROP TYPE "public"."enum_ab_tests_blocks_form_block_form";
  DROP TYPE "public"."enum_ab_tests_blocks_form_block_display";
  DROP TYPE "public"."enum_ab_tests_blocks_article_list_kind";
  DROP TYPE "public"."enum_ab_tests_goal";
  DROP TYPE "public"."enum_audiences_languages";
  DROP TYPE "public"."enum_audiences_clusters";
  DROP TYPE "public"."enum_audiences_industries";
  DROP TYPE "public"."enum_audiences_device";
  DROP TYPE "public"."enum_audiences_visitors";
  DROP TYPE "public"."enum_personalisations_blocks_product_cards_cards_product";
  DROP TYPE "public"."enum_personalisations_blocks_pricing_table_product";
  DROP TYPE "public"."enum_personalisations_blocks_pricing_table_billing";
  DROP TYPE "public"."enum_personalisations_blocks_template_gallery_category";
  DROP TYPE "public"."enum_personalisations_blocks_form_block_form";
  DROP TYPE "public"."enum_personalisations_blocks_form_block_display";
  DROP TYPE "public"."enum_personalisations_blocks_article_list_kind";`)
}

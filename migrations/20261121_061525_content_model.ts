import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_pages_blocks_product_cards_cards_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_pages_blocks_pricing_table_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_pages_blocks_pricing_table_billing" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_pages_blocks_template_gallery_category" AS ENUM('trending', 'mostUsed', 'editorsChoice', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_form_block_form" AS ENUM('contactSales', 'support', 'crm');
  CREATE TYPE "public"."enum_pages_header_variant" AS ENUM('main', 'developers', 'slim');
  CREATE TYPE "public"."enum__pages_v_blocks_product_cards_cards_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_table_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_table_billing" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum__pages_v_blocks_template_gallery_category" AS ENUM('trending', 'mostUsed', 'editorsChoice', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_form_block_form" AS ENUM('contactSales', 'support', 'crm');
  CREATE TYPE "public"."enum__pages_v_version_header_variant" AS ENUM('main', 'developers', 'slim');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_mini_sites_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_mini_sites_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mini_sites_v_version_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum__mini_sites_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mini_sites_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_footer_link_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_link_groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_link_groups_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_cookie_definitions_category" AS ENUM('necessary', 'functional', 'analytics', 'marketing');
  CREATE TYPE "public"."enum_ab_tests_languages" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_ab_tests_status" AS ENUM('draft', 'running', 'paused', 'finished');
  CREATE TYPE "public"."enum_community_templates_images_type" AS ENUM('selfie', 'board');
  CREATE TYPE "public"."enum_community_templates_tags_category" AS ENUM('1', '2', '3', '4', '5');
  CREATE TYPE "public"."enum_community_templates_scores_type" AS ENUM('admin', 'likes', 'views', 'usage', 'posts', 'featured', 'editor_choice');
  CREATE TYPE "public"."enum_community_templates_status" AS ENUM('pending', 'approved', 'rejected', 'approved_paid', 'pending_user_to_approve', 'approved_by_user', 'rejected_by_user', 'duplicated', 'deleted');
  CREATE TYPE "public"."enum_community_templates_reject_reason" AS ENUM('None', 'Bad Selfie', 'Bad Text', 'Bad Selfie and Text');
  CREATE TYPE "public"."enum_community_templates_language" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_community_templates_board_link_status" AS ENUM('Linked', 'Not Linked', 'Mismatch');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('307', '308');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_header_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_menus_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_side_menu_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__side_menu_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__side_menu_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TYPE "public"."enum_pricing_products_plans_prices_currency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'BRL', 'INR');
  CREATE TYPE "public"."enum_pricing_products_plans_tier" AS ENUM('free', 'basic', 'standard', 'pro', 'enterprise');
  CREATE TYPE "public"."enum_pricing_products_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_version_products_plans_prices_currency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'BRL', 'INR');
  CREATE TYPE "public"."enum__pricing_v_version_products_plans_tier" AS ENUM('free', 'basic', 'standard', 'pro', 'enterprise');
  CREATE TYPE "public"."enum__pricing_v_version_products_product" AS ENUM('crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph');
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_hero_links_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "pages_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_pages_blocks_product_cards_cards_product",
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_product_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_cards_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_pages_blocks_pricing_table_product" DEFAULT 'work-management',
  	"billing" "enum_pages_blocks_pricing_table_billing" DEFAULT 'monthly',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing_table_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_logo_wall_logos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_wall_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_customer_story" (
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
  
  CREATE TABLE "pages_blocks_customer_story_locales" (
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"company" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_link_url" varchar,
  	"primary_link_new_tab" boolean DEFAULT false,
  	"has_secondary_link" boolean DEFAULT false,
  	"secondary_link_url" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_link_text" varchar,
  	"secondary_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_template_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_pages_blocks_template_gallery_category" DEFAULT 'trending',
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_template_gallery_locales" (
  	"heading" varchar,
  	"link_text" varchar DEFAULT 'Browse all templates',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_form_block_form" DEFAULT 'contactSales',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__pages_v_blocks_product_cards_cards_product",
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__pages_v_blocks_pricing_table_product" DEFAULT 'work-management',
  	"billing" "enum__pages_v_blocks_pricing_table_billing" DEFAULT 'monthly',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_logos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_customer_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_story_locales" (
  	"quote" varchar,
  	"person" varchar,
  	"role" varchar,
  	"company" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_link_url" varchar,
  	"primary_link_new_tab" boolean DEFAULT false,
  	"has_secondary_link" boolean DEFAULT false,
  	"secondary_link_url" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_link_text" varchar,
  	"secondary_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_template_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__pages_v_blocks_template_gallery_category" DEFAULT 'trending',
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_template_gallery_locales" (
  	"heading" varchar,
  	"link_text" varchar DEFAULT 'Browse all templates',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_form_block_form" DEFAULT 'contactSales',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mini_sites_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"link_is_pricing_page" boolean,
  	"link_remove_from_unified" boolean
  );
  
  CREATE TABLE "mini_sites_links_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mini_sites_dynamic_assets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"src_id" integer
  );
  
  CREATE TABLE "mini_sites_dynamic_assets_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mini_sites_dynamic_texts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar
  );
  
  CREATE TABLE "mini_sites_dynamic_texts_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mini_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"product" "enum_mini_sites_product",
  	"logo_src_id" integer,
  	"logo_mobile_src_id" integer,
  	"logo_url" varchar,
  	"unified_desktop_logo_src_id" integer,
  	"unified_desktop_logo_url" varchar,
  	"alternative_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_mini_sites_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_mini_sites_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"link_is_pricing_page" boolean,
  	"link_remove_from_unified" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mini_sites_v_version_links_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mini_sites_v_version_dynamic_assets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"src_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mini_sites_v_version_dynamic_assets_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mini_sites_v_version_dynamic_texts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mini_sites_v_version_dynamic_texts_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mini_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_product" "enum__mini_sites_v_version_product",
  	"version_logo_src_id" integer,
  	"version_logo_mobile_src_id" integer,
  	"version_logo_url" varchar,
  	"version_unified_desktop_logo_src_id" integer,
  	"version_unified_desktop_logo_url" varchar,
  	"version_alternative_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__mini_sites_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mini_sites_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "footer_link_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "footer_link_groups_links_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_link_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"icon_id" integer,
  	"open_in_new_tab" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_footer_link_groups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "footer_link_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_link_groups_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_link_groups_v_version_links_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_link_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_icon_id" integer,
  	"version_open_in_new_tab" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__footer_link_groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_link_groups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_link_groups_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cookie_definitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum_cookie_definitions_category" NOT NULL,
  	"mandatory" boolean DEFAULT false,
  	"expiry_days" numeric,
  	"domain" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cookie_definitions_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ab_tests_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"traffic" numeric NOT NULL
  );
  
  CREATE TABLE "ab_tests_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ab_tests_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ab_tests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"test_name" varchar NOT NULL,
  	"new_variation" varchar NOT NULL,
  	"description" varchar,
  	"status" "enum_ab_tests_status" DEFAULT 'draft' NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ab_tests_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "community_templates_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "community_templates_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_community_templates_images_type" NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "community_templates_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_community_templates_tags_category" NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "community_templates_scores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_community_templates_scores_type" NOT NULL,
  	"value" numeric NOT NULL
  );
  
  CREATE TABLE "community_templates_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_status" numeric,
  	"to_status" numeric NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"reject_reason" varchar
  );
  
  CREATE TABLE "community_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"status" "enum_community_templates_status" DEFAULT 'pending' NOT NULL,
  	"reject_reason" "enum_community_templates_reject_reason" DEFAULT 'None',
  	"status_code" numeric,
  	"language" "enum_community_templates_language" DEFAULT 'en',
  	"creator_name" varchar,
  	"creator_email" varchar,
  	"creator_platform_user_id" varchar,
  	"creator_platform_account_id" varchar,
  	"board_id" varchar,
  	"board_link_status" "enum_community_templates_board_link_status" DEFAULT 'Not Linked',
  	"campaign_campaign" varchar,
  	"campaign_source" varchar,
  	"campaign_medium" varchar,
  	"campaign_content" varchar,
  	"campaign_campaign_date" timestamp(3) with time zone,
  	"campaign_slug" varchar,
  	"terms_accepted" boolean DEFAULT false,
  	"terms_accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status_code" "enum_redirects_status_code" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_menus_main_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_main_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_main_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus_developers_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_developers_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus_developers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_developers_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus_slim_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_slim_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus_slim" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menus_slim_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_header_menus_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_header_menus_v_version_main_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_main_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v_version_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_main_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v_version_developers_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_developers_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v_version_developers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_developers_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v_version_slim_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_slim_children_locales" (
  	"link_text" varchar,
  	"link_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v_version_slim" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_menus_v_version_slim_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__header_menus_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_menus_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "side_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "side_menu_items_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "side_menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_side_menu_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_side_menu_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_side_menu_v_version_items_locales" (
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_side_menu_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__side_menu_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__side_menu_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Orbit' NOT NULL,
  	"brand_slug" varchar DEFAULT 'orbit' NOT NULL,
  	"default_country" varchar DEFAULT 'US' NOT NULL,
  	"hosts_auth" varchar DEFAULT 'https://auth.orbit.example' NOT NULL,
  	"hosts_microfrontends" varchar,
  	"hosts_community" varchar,
  	"hosts_investors" varchar,
  	"hosts_app_store" varchar,
  	"hosts_google_play" varchar,
  	"tracking_url" varchar DEFAULT '/api/events',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_products_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_pricing_products_plans_prices_currency",
  	"monthly_per_seat" numeric,
  	"yearly_per_seat" numeric
  );
  
  CREATE TABLE "pricing_products_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pricing_products_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_products_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier" "enum_pricing_products_plans_tier",
  	"highlighted" boolean,
  	"min_seats" numeric DEFAULT 1,
  	"max_seats" numeric,
  	"contact_sales" boolean
  );
  
  CREATE TABLE "pricing_products_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_pricing_products_product"
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_pricing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pricing_v_version_products_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum__pricing_v_version_products_plans_prices_currency",
  	"monthly_per_seat" numeric,
  	"yearly_per_seat" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_products_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_products_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_products_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tier" "enum__pricing_v_version_products_plans_tier",
  	"highlighted" boolean,
  	"min_seats" numeric DEFAULT 1,
  	"max_seats" numeric,
  	"contact_sales" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_products_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__pricing_v_version_products_product",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pricing_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "pages" ADD COLUMN "header_variant" "enum_pages_header_variant" DEFAULT 'main';
  ALTER TABLE "pages" ADD COLUMN "mini_site_id" integer;
  ALTER TABLE "pages" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_header_variant" "enum__pages_v_version_header_variant" DEFAULT 'main';
  ALTER TABLE "_pages_v" ADD COLUMN "version_mini_site_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mini_sites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "footer_link_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cookie_definitions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ab_tests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links_locales" ADD CONSTRAINT "pages_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items" ADD CONSTRAINT "pages_blocks_feature_grid_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items" ADD CONSTRAINT "pages_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items_locales" ADD CONSTRAINT "pages_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid" ADD CONSTRAINT "pages_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_locales" ADD CONSTRAINT "pages_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards_cards" ADD CONSTRAINT "pages_blocks_product_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards_cards_locales" ADD CONSTRAINT "pages_blocks_product_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards" ADD CONSTRAINT "pages_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards_locales" ADD CONSTRAINT "pages_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table" ADD CONSTRAINT "pages_blocks_pricing_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_locales" ADD CONSTRAINT "pages_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos_locales" ADD CONSTRAINT "pages_blocks_logo_wall_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall" ADD CONSTRAINT "pages_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_locales" ADD CONSTRAINT "pages_blocks_logo_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_story" ADD CONSTRAINT "pages_blocks_customer_story_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_story" ADD CONSTRAINT "pages_blocks_customer_story_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_story" ADD CONSTRAINT "pages_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_story_locales" ADD CONSTRAINT "pages_blocks_customer_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block_locales" ADD CONSTRAINT "pages_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_template_gallery" ADD CONSTRAINT "pages_blocks_template_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_template_gallery_locales" ADD CONSTRAINT "pages_blocks_template_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_template_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block_locales" ADD CONSTRAINT "pages_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links_locales" ADD CONSTRAINT "_pages_v_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_cards" ADD CONSTRAINT "_pages_v_blocks_product_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_product_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards" ADD CONSTRAINT "_pages_v_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_locales" ADD CONSTRAINT "_pages_v_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table" ADD CONSTRAINT "_pages_v_blocks_pricing_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos_locales" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall" ADD CONSTRAINT "_pages_v_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_locales" ADD CONSTRAINT "_pages_v_blocks_logo_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_story" ADD CONSTRAINT "_pages_v_blocks_customer_story_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_story" ADD CONSTRAINT "_pages_v_blocks_customer_story_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_story" ADD CONSTRAINT "_pages_v_blocks_customer_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_story_locales" ADD CONSTRAINT "_pages_v_blocks_customer_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block_locales" ADD CONSTRAINT "_pages_v_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_template_gallery" ADD CONSTRAINT "_pages_v_blocks_template_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_template_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_template_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_template_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block_locales" ADD CONSTRAINT "_pages_v_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_links" ADD CONSTRAINT "mini_sites_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_links_locales" ADD CONSTRAINT "mini_sites_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_dynamic_assets" ADD CONSTRAINT "mini_sites_dynamic_assets_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mini_sites_dynamic_assets" ADD CONSTRAINT "mini_sites_dynamic_assets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_dynamic_assets_locales" ADD CONSTRAINT "mini_sites_dynamic_assets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites_dynamic_assets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_dynamic_texts" ADD CONSTRAINT "mini_sites_dynamic_texts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites_dynamic_texts_locales" ADD CONSTRAINT "mini_sites_dynamic_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mini_sites_dynamic_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mini_sites" ADD CONSTRAINT "mini_sites_logo_src_id_media_id_fk" FOREIGN KEY ("logo_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mini_sites" ADD CONSTRAINT "mini_sites_logo_mobile_src_id_media_id_fk" FOREIGN KEY ("logo_mobile_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mini_sites" ADD CONSTRAINT "mini_sites_unified_desktop_logo_src_id_media_id_fk" FOREIGN KEY ("unified_desktop_logo_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mini_sites" ADD CONSTRAINT "mini_sites_alternative_id_mini_sites_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."mini_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_links" ADD CONSTRAINT "_mini_sites_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_links_locales" ADD CONSTRAINT "_mini_sites_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_dynamic_assets" ADD CONSTRAINT "_mini_sites_v_version_dynamic_assets_src_id_media_id_fk" FOREIGN KEY ("src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_dynamic_assets" ADD CONSTRAINT "_mini_sites_v_version_dynamic_assets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_dynamic_assets_locales" ADD CONSTRAINT "_mini_sites_v_version_dynamic_assets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v_version_dynamic_assets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_dynamic_texts" ADD CONSTRAINT "_mini_sites_v_version_dynamic_texts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v_version_dynamic_texts_locales" ADD CONSTRAINT "_mini_sites_v_version_dynamic_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mini_sites_v_version_dynamic_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mini_sites_v" ADD CONSTRAINT "_mini_sites_v_parent_id_mini_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mini_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v" ADD CONSTRAINT "_mini_sites_v_version_logo_src_id_media_id_fk" FOREIGN KEY ("version_logo_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v" ADD CONSTRAINT "_mini_sites_v_version_logo_mobile_src_id_media_id_fk" FOREIGN KEY ("version_logo_mobile_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v" ADD CONSTRAINT "_mini_sites_v_version_unified_desktop_logo_src_id_media_id_fk" FOREIGN KEY ("version_unified_desktop_logo_src_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mini_sites_v" ADD CONSTRAINT "_mini_sites_v_version_alternative_id_mini_sites_id_fk" FOREIGN KEY ("version_alternative_id") REFERENCES "public"."mini_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_link_groups_links" ADD CONSTRAINT "footer_link_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups_links_locales" ADD CONSTRAINT "footer_link_groups_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_link_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups" ADD CONSTRAINT "footer_link_groups_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_link_groups_locales" ADD CONSTRAINT "footer_link_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_link_groups_v_version_links" ADD CONSTRAINT "_footer_link_groups_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_link_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_link_groups_v_version_links_locales" ADD CONSTRAINT "_footer_link_groups_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_link_groups_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_link_groups_v" ADD CONSTRAINT "_footer_link_groups_v_parent_id_footer_link_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_link_groups_v" ADD CONSTRAINT "_footer_link_groups_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_link_groups_v_locales" ADD CONSTRAINT "_footer_link_groups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_link_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_definitions_locales" ADD CONSTRAINT "cookie_definitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_variants" ADD CONSTRAINT "ab_tests_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_languages" ADD CONSTRAINT "ab_tests_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ab_tests_texts" ADD CONSTRAINT "ab_tests_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_paragraphs" ADD CONSTRAINT "community_templates_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_images" ADD CONSTRAINT "community_templates_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_templates_images" ADD CONSTRAINT "community_templates_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_tags" ADD CONSTRAINT "community_templates_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_scores" ADD CONSTRAINT "community_templates_scores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates_history" ADD CONSTRAINT "community_templates_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_templates_history" ADD CONSTRAINT "community_templates_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_main_children" ADD CONSTRAINT "header_menus_main_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_main"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_main_children_locales" ADD CONSTRAINT "header_menus_main_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_main_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_main" ADD CONSTRAINT "header_menus_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_main_locales" ADD CONSTRAINT "header_menus_main_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_main"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_developers_children" ADD CONSTRAINT "header_menus_developers_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_developers_children_locales" ADD CONSTRAINT "header_menus_developers_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_developers_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_developers" ADD CONSTRAINT "header_menus_developers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_developers_locales" ADD CONSTRAINT "header_menus_developers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_slim_children" ADD CONSTRAINT "header_menus_slim_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_slim"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_slim_children_locales" ADD CONSTRAINT "header_menus_slim_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_slim_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_slim" ADD CONSTRAINT "header_menus_slim_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menus_slim_locales" ADD CONSTRAINT "header_menus_slim_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menus_slim"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_main_children" ADD CONSTRAINT "_header_menus_v_version_main_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_main"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_main_children_locales" ADD CONSTRAINT "_header_menus_v_version_main_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_main_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_main" ADD CONSTRAINT "_header_menus_v_version_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_main_locales" ADD CONSTRAINT "_header_menus_v_version_main_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_main"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_developers_children" ADD CONSTRAINT "_header_menus_v_version_developers_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_developers_children_locales" ADD CONSTRAINT "_header_menus_v_version_developers_children_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_developers_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_developers" ADD CONSTRAINT "_header_menus_v_version_developers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_developers_locales" ADD CONSTRAINT "_header_menus_v_version_developers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_developers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_slim_children" ADD CONSTRAINT "_header_menus_v_version_slim_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_slim"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_slim_children_locales" ADD CONSTRAINT "_header_menus_v_version_slim_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_slim_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_slim" ADD CONSTRAINT "_header_menus_v_version_slim_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_menus_v_version_slim_locales" ADD CONSTRAINT "_header_menus_v_version_slim_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_menus_v_version_slim"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "side_menu_items" ADD CONSTRAINT "side_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."side_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "side_menu_items_locales" ADD CONSTRAINT "side_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."side_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_side_menu_v_version_items" ADD CONSTRAINT "_side_menu_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_side_menu_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_side_menu_v_version_items_locales" ADD CONSTRAINT "_side_menu_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_side_menu_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_plans_prices" ADD CONSTRAINT "pricing_products_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_plans_features" ADD CONSTRAINT "pricing_products_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_plans_features_locales" ADD CONSTRAINT "pricing_products_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_plans" ADD CONSTRAINT "pricing_products_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_plans_locales" ADD CONSTRAINT "pricing_products_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products" ADD CONSTRAINT "pricing_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products_plans_prices" ADD CONSTRAINT "_pricing_v_version_products_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products_plans_features" ADD CONSTRAINT "_pricing_v_version_products_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products_plans_features_locales" ADD CONSTRAINT "_pricing_v_version_products_plans_features_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products_plans" ADD CONSTRAINT "_pricing_v_version_products_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products_plans_locales" ADD CONSTRAINT "_pricing_v_version_products_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_products_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_products" ADD CONSTRAINT "_pricing_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_links_locales_locale_parent_id_unique" ON "pages_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_items_order_idx" ON "pages_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_items_parent_id_idx" ON "pages_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_items_icon_idx" ON "pages_blocks_feature_grid_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_items_locales_locale_parent_id_uni" ON "pages_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_order_idx" ON "pages_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_parent_id_idx" ON "pages_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_path_idx" ON "pages_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_locales_locale_parent_id_unique" ON "pages_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_cards_cards_order_idx" ON "pages_blocks_product_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_cards_cards_parent_id_idx" ON "pages_blocks_product_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_cards_cards_locales_locale_parent_id_un" ON "pages_blocks_product_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_cards_order_idx" ON "pages_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_cards_parent_id_idx" ON "pages_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_cards_path_idx" ON "pages_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_cards_locales_locale_parent_id_unique" ON "pages_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pricing_table_order_idx" ON "pages_blocks_pricing_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_table_parent_id_idx" ON "pages_blocks_pricing_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_table_path_idx" ON "pages_blocks_pricing_table" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_locales_locale_parent_id_unique" ON "pages_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_logos_order_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_logos_parent_id_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_logos_image_idx" ON "pages_blocks_logo_wall_logos" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_logo_wall_logos_locales_locale_parent_id_unique" ON "pages_blocks_logo_wall_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_order_idx" ON "pages_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_parent_id_idx" ON "pages_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_path_idx" ON "pages_blocks_logo_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_logo_wall_locales_locale_parent_id_unique" ON "pages_blocks_logo_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_customer_story_order_idx" ON "pages_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_story_parent_id_idx" ON "pages_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_story_path_idx" ON "pages_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "pages_blocks_customer_story_logo_idx" ON "pages_blocks_customer_story" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_customer_story_image_idx" ON "pages_blocks_customer_story" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_customer_story_locales_locale_parent_id_unique" ON "pages_blocks_customer_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_media_block_order_idx" ON "pages_blocks_media_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_block_parent_id_idx" ON "pages_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_block_path_idx" ON "pages_blocks_media_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_image_idx" ON "pages_blocks_media_block" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_media_block_locales_locale_parent_id_unique" ON "pages_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_template_gallery_order_idx" ON "pages_blocks_template_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_template_gallery_parent_id_idx" ON "pages_blocks_template_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_template_gallery_path_idx" ON "pages_blocks_template_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_template_gallery_locales_locale_parent_id_uniqu" ON "pages_blocks_template_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_form_block_order_idx" ON "pages_blocks_form_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_block_parent_id_idx" ON "pages_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_block_path_idx" ON "pages_blocks_form_block" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_form_block_locales_locale_parent_id_unique" ON "pages_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_links_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_order_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_parent_id_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_icon_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_items_locales_locale_parent_id_" ON "_pages_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_cards_order_idx" ON "_pages_v_blocks_product_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_cards_cards_parent_id_idx" ON "_pages_v_blocks_product_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_cards_cards_locales_locale_parent_id" ON "_pages_v_blocks_product_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_order_idx" ON "_pages_v_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_cards_parent_id_idx" ON "_pages_v_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_path_idx" ON "_pages_v_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_cards_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_table_order_idx" ON "_pages_v_blocks_pricing_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_table_parent_id_idx" ON "_pages_v_blocks_pricing_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_table_path_idx" ON "_pages_v_blocks_pricing_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_order_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_parent_id_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_image_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_logo_wall_logos_locales_locale_parent_id_uni" ON "_pages_v_blocks_logo_wall_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_order_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_parent_id_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_path_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_logo_wall_locales_locale_parent_id_unique" ON "_pages_v_blocks_logo_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_story_order_idx" ON "_pages_v_blocks_customer_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_story_parent_id_idx" ON "_pages_v_blocks_customer_story" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_story_path_idx" ON "_pages_v_blocks_customer_story" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_customer_story_logo_idx" ON "_pages_v_blocks_customer_story" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_customer_story_image_idx" ON "_pages_v_blocks_customer_story" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_customer_story_locales_locale_parent_id_uniq" ON "_pages_v_blocks_customer_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_media_block_order_idx" ON "_pages_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_block_parent_id_idx" ON "_pages_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_block_path_idx" ON "_pages_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_image_idx" ON "_pages_v_blocks_media_block" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_media_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_template_gallery_order_idx" ON "_pages_v_blocks_template_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_template_gallery_parent_id_idx" ON "_pages_v_blocks_template_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_template_gallery_path_idx" ON "_pages_v_blocks_template_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_template_gallery_locales_locale_parent_id_un" ON "_pages_v_blocks_template_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_order_idx" ON "_pages_v_blocks_form_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_block_parent_id_idx" ON "_pages_v_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_path_idx" ON "_pages_v_blocks_form_block" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_form_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mini_sites_links_order_idx" ON "mini_sites_links" USING btree ("_order");
  CREATE INDEX "mini_sites_links_parent_id_idx" ON "mini_sites_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "mini_sites_links_locales_locale_parent_id_unique" ON "mini_sites_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mini_sites_dynamic_assets_order_idx" ON "mini_sites_dynamic_assets" USING btree ("_order");
  CREATE INDEX "mini_sites_dynamic_assets_parent_id_idx" ON "mini_sites_dynamic_assets" USING btree ("_parent_id");
  CREATE INDEX "mini_sites_dynamic_assets_src_idx" ON "mini_sites_dynamic_assets" USING btree ("src_id");
  CREATE UNIQUE INDEX "mini_sites_dynamic_assets_locales_locale_parent_id_unique" ON "mini_sites_dynamic_assets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mini_sites_dynamic_texts_order_idx" ON "mini_sites_dynamic_texts" USING btree ("_order");
  CREATE INDEX "mini_sites_dynamic_texts_parent_id_idx" ON "mini_sites_dynamic_texts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "mini_sites_dynamic_texts_locales_locale_parent_id_unique" ON "mini_sites_dynamic_texts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mini_sites_logo_logo_src_idx" ON "mini_sites" USING btree ("logo_src_id");
  CREATE INDEX "mini_sites_logo_logo_mobile_src_idx" ON "mini_sites" USING btree ("logo_mobile_src_id");
  CREATE INDEX "mini_sites_unified_desktop_logo_unified_desktop_logo_src_idx" ON "mini_sites" USING btree ("unified_desktop_logo_src_id");
  CREATE INDEX "mini_sites_alternative_idx" ON "mini_sites" USING btree ("alternative_id");
  CREATE INDEX "mini_sites_updated_at_idx" ON "mini_sites" USING btree ("updated_at");
  CREATE INDEX "mini_sites_created_at_idx" ON "mini_sites" USING btree ("created_at");
  CREATE INDEX "mini_sites__status_idx" ON "mini_sites" USING btree ("_status");
  CREATE INDEX "_mini_sites_v_version_links_order_idx" ON "_mini_sites_v_version_links" USING btree ("_order");
  CREATE INDEX "_mini_sites_v_version_links_parent_id_idx" ON "_mini_sites_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mini_sites_v_version_links_locales_locale_parent_id_unique" ON "_mini_sites_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mini_sites_v_version_dynamic_assets_order_idx" ON "_mini_sites_v_version_dynamic_assets" USING btree ("_order");
  CREATE INDEX "_mini_sites_v_version_dynamic_assets_parent_id_idx" ON "_mini_sites_v_version_dynamic_assets" USING btree ("_parent_id");
  CREATE INDEX "_mini_sites_v_version_dynamic_assets_src_idx" ON "_mini_sites_v_version_dynamic_assets" USING btree ("src_id");
  CREATE UNIQUE INDEX "_mini_sites_v_version_dynamic_assets_locales_locale_parent_i" ON "_mini_sites_v_version_dynamic_assets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mini_sites_v_version_dynamic_texts_order_idx" ON "_mini_sites_v_version_dynamic_texts" USING btree ("_order");
  CREATE INDEX "_mini_sites_v_version_dynamic_texts_parent_id_idx" ON "_mini_sites_v_version_dynamic_texts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mini_sites_v_version_dynamic_texts_locales_locale_parent_id" ON "_mini_sites_v_version_dynamic_texts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mini_sites_v_parent_idx" ON "_mini_sites_v" USING btree ("parent_id");
  CREATE INDEX "_mini_sites_v_version_logo_version_logo_src_idx" ON "_mini_sites_v" USING btree ("version_logo_src_id");
  CREATE INDEX "_mini_sites_v_version_logo_version_logo_mobile_src_idx" ON "_mini_sites_v" USING btree ("version_logo_mobile_src_id");
  CREATE INDEX "_mini_sites_v_version_unified_desktop_logo_version_unifi_idx" ON "_mini_sites_v" USING btree ("version_unified_desktop_logo_src_id");
  CREATE INDEX "_mini_sites_v_version_version_alternative_idx" ON "_mini_sites_v" USING btree ("version_alternative_id");
  CREATE INDEX "_mini_sites_v_version_version_updated_at_idx" ON "_mini_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_mini_sites_v_version_version_created_at_idx" ON "_mini_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_mini_sites_v_version_version__status_idx" ON "_mini_sites_v" USING btree ("version__status");
  CREATE INDEX "_mini_sites_v_created_at_idx" ON "_mini_sites_v" USING btree ("created_at");
  CREATE INDEX "_mini_sites_v_updated_at_idx" ON "_mini_sites_v" USING btree ("updated_at");
  CREATE INDEX "_mini_sites_v_snapshot_idx" ON "_mini_sites_v" USING btree ("snapshot");
  CREATE INDEX "_mini_sites_v_published_locale_idx" ON "_mini_sites_v" USING btree ("published_locale");
  CREATE INDEX "_mini_sites_v_latest_idx" ON "_mini_sites_v" USING btree ("latest");
  CREATE INDEX "footer_link_groups_links_order_idx" ON "footer_link_groups_links" USING btree ("_order");
  CREATE INDEX "footer_link_groups_links_parent_id_idx" ON "footer_link_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_link_groups_links_locales_locale_parent_id_unique" ON "footer_link_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_link_groups_icon_idx" ON "footer_link_groups" USING btree ("icon_id");
  CREATE INDEX "footer_link_groups_updated_at_idx" ON "footer_link_groups" USING btree ("updated_at");
  CREATE INDEX "footer_link_groups_created_at_idx" ON "footer_link_groups" USING btree ("created_at");
  CREATE INDEX "footer_link_groups__status_idx" ON "footer_link_groups" USING btree ("_status");
  CREATE UNIQUE INDEX "footer_link_groups_locales_locale_parent_id_unique" ON "footer_link_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_link_groups_v_version_links_order_idx" ON "_footer_link_groups_v_version_links" USING btree ("_order");
  CREATE INDEX "_footer_link_groups_v_version_links_parent_id_idx" ON "_footer_link_groups_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_link_groups_v_version_links_locales_locale_parent_id" ON "_footer_link_groups_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_link_groups_v_parent_idx" ON "_footer_link_groups_v" USING btree ("parent_id");
  CREATE INDEX "_footer_link_groups_v_version_version_icon_idx" ON "_footer_link_groups_v" USING btree ("version_icon_id");
  CREATE INDEX "_footer_link_groups_v_version_version_updated_at_idx" ON "_footer_link_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_footer_link_groups_v_version_version_created_at_idx" ON "_footer_link_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_footer_link_groups_v_version_version__status_idx" ON "_footer_link_groups_v" USING btree ("version__status");
  CREATE INDEX "_footer_link_groups_v_created_at_idx" ON "_footer_link_groups_v" USING btree ("created_at");
  CREATE INDEX "_footer_link_groups_v_updated_at_idx" ON "_footer_link_groups_v" USING btree ("updated_at");
  CREATE INDEX "_footer_link_groups_v_snapshot_idx" ON "_footer_link_groups_v" USING btree ("snapshot");
  CREATE INDEX "_footer_link_groups_v_published_locale_idx" ON "_footer_link_groups_v" USING btree ("published_locale");
  CREATE INDEX "_footer_link_groups_v_latest_idx" ON "_footer_link_groups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_footer_link_groups_v_locales_locale_parent_id_unique" ON "_footer_link_groups_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cookie_definitions_name_idx" ON "cookie_definitions" USING btree ("name");
  CREATE INDEX "cookie_definitions_updated_at_idx" ON "cookie_definitions" USING btree ("updated_at");
  CREATE INDEX "cookie_definitions_created_at_idx" ON "cookie_definitions" USING btree ("created_at");
  CREATE UNIQUE INDEX "cookie_definitions_locales_locale_parent_id_unique" ON "cookie_definitions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ab_tests_variants_order_idx" ON "ab_tests_variants" USING btree ("_order");
  CREATE INDEX "ab_tests_variants_parent_id_idx" ON "ab_tests_variants" USING btree ("_parent_id");
  CREATE INDEX "ab_tests_languages_order_idx" ON "ab_tests_languages" USING btree ("order");
  CREATE INDEX "ab_tests_languages_parent_idx" ON "ab_tests_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "ab_tests_test_name_idx" ON "ab_tests" USING btree ("test_name");
  CREATE INDEX "ab_tests_updated_at_idx" ON "ab_tests" USING btree ("updated_at");
  CREATE INDEX "ab_tests_created_at_idx" ON "ab_tests" USING btree ("created_at");
  CREATE INDEX "ab_tests_texts_order_parent" ON "ab_tests_texts" USING btree ("order","parent_id");
  CREATE INDEX "community_templates_paragraphs_order_idx" ON "community_templates_paragraphs" USING btree ("_order");
  CREATE INDEX "community_templates_paragraphs_parent_id_idx" ON "community_templates_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "community_templates_images_order_idx" ON "community_templates_images" USING btree ("_order");
  CREATE INDEX "community_templates_images_parent_id_idx" ON "community_templates_images" USING btree ("_parent_id");
  CREATE INDEX "community_templates_images_image_idx" ON "community_templates_images" USING btree ("image_id");
  CREATE INDEX "community_templates_tags_order_idx" ON "community_templates_tags" USING btree ("_order");
  CREATE INDEX "community_templates_tags_parent_id_idx" ON "community_templates_tags" USING btree ("_parent_id");
  CREATE INDEX "community_templates_scores_order_idx" ON "community_templates_scores" USING btree ("_order");
  CREATE INDEX "community_templates_scores_parent_id_idx" ON "community_templates_scores" USING btree ("_parent_id");
  CREATE INDEX "community_templates_history_order_idx" ON "community_templates_history" USING btree ("_order");
  CREATE INDEX "community_templates_history_parent_id_idx" ON "community_templates_history" USING btree ("_parent_id");
  CREATE INDEX "community_templates_history_by_idx" ON "community_templates_history" USING btree ("by_id");
  CREATE INDEX "community_templates_status_code_idx" ON "community_templates" USING btree ("status_code");
  CREATE INDEX "community_templates_updated_at_idx" ON "community_templates" USING btree ("updated_at");
  CREATE INDEX "community_templates_created_at_idx" ON "community_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "header_menus_main_children_order_idx" ON "header_menus_main_children" USING btree ("_order");
  CREATE INDEX "header_menus_main_children_parent_id_idx" ON "header_menus_main_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_main_children_locales_locale_parent_id_unique" ON "header_menus_main_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus_main_order_idx" ON "header_menus_main" USING btree ("_order");
  CREATE INDEX "header_menus_main_parent_id_idx" ON "header_menus_main" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_main_locales_locale_parent_id_unique" ON "header_menus_main_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus_developers_children_order_idx" ON "header_menus_developers_children" USING btree ("_order");
  CREATE INDEX "header_menus_developers_children_parent_id_idx" ON "header_menus_developers_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_developers_children_locales_locale_parent_id_un" ON "header_menus_developers_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus_developers_order_idx" ON "header_menus_developers" USING btree ("_order");
  CREATE INDEX "header_menus_developers_parent_id_idx" ON "header_menus_developers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_developers_locales_locale_parent_id_unique" ON "header_menus_developers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus_slim_children_order_idx" ON "header_menus_slim_children" USING btree ("_order");
  CREATE INDEX "header_menus_slim_children_parent_id_idx" ON "header_menus_slim_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_slim_children_locales_locale_parent_id_unique" ON "header_menus_slim_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus_slim_order_idx" ON "header_menus_slim" USING btree ("_order");
  CREATE INDEX "header_menus_slim_parent_id_idx" ON "header_menus_slim" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_menus_slim_locales_locale_parent_id_unique" ON "header_menus_slim_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_menus__status_idx" ON "header_menus" USING btree ("_status");
  CREATE INDEX "_header_menus_v_version_main_children_order_idx" ON "_header_menus_v_version_main_children" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_main_children_parent_id_idx" ON "_header_menus_v_version_main_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_main_children_locales_locale_parent_" ON "_header_menus_v_version_main_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_main_order_idx" ON "_header_menus_v_version_main" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_main_parent_id_idx" ON "_header_menus_v_version_main" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_main_locales_locale_parent_id_unique" ON "_header_menus_v_version_main_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_developers_children_order_idx" ON "_header_menus_v_version_developers_children" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_developers_children_parent_id_idx" ON "_header_menus_v_version_developers_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_developers_children_locales_locale_p" ON "_header_menus_v_version_developers_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_developers_order_idx" ON "_header_menus_v_version_developers" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_developers_parent_id_idx" ON "_header_menus_v_version_developers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_developers_locales_locale_parent_id_" ON "_header_menus_v_version_developers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_slim_children_order_idx" ON "_header_menus_v_version_slim_children" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_slim_children_parent_id_idx" ON "_header_menus_v_version_slim_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_slim_children_locales_locale_parent_" ON "_header_menus_v_version_slim_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_slim_order_idx" ON "_header_menus_v_version_slim" USING btree ("_order");
  CREATE INDEX "_header_menus_v_version_slim_parent_id_idx" ON "_header_menus_v_version_slim" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_menus_v_version_slim_locales_locale_parent_id_unique" ON "_header_menus_v_version_slim_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_menus_v_version_version__status_idx" ON "_header_menus_v" USING btree ("version__status");
  CREATE INDEX "_header_menus_v_created_at_idx" ON "_header_menus_v" USING btree ("created_at");
  CREATE INDEX "_header_menus_v_updated_at_idx" ON "_header_menus_v" USING btree ("updated_at");
  CREATE INDEX "_header_menus_v_snapshot_idx" ON "_header_menus_v" USING btree ("snapshot");
  CREATE INDEX "_header_menus_v_published_locale_idx" ON "_header_menus_v" USING btree ("published_locale");
  CREATE INDEX "_header_menus_v_latest_idx" ON "_header_menus_v" USING btree ("latest");
  CREATE INDEX "side_menu_items_order_idx" ON "side_menu_items" USING btree ("_order");
  CREATE INDEX "side_menu_items_parent_id_idx" ON "side_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "side_menu_items_locales_locale_parent_id_unique" ON "side_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "side_menu__status_idx" ON "side_menu" USING btree ("_status");
  CREATE INDEX "_side_menu_v_version_items_order_idx" ON "_side_menu_v_version_items" USING btree ("_order");
  CREATE INDEX "_side_menu_v_version_items_parent_id_idx" ON "_side_menu_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_side_menu_v_version_items_locales_locale_parent_id_unique" ON "_side_menu_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_side_menu_v_version_version__status_idx" ON "_side_menu_v" USING btree ("version__status");
  CREATE INDEX "_side_menu_v_created_at_idx" ON "_side_menu_v" USING btree ("created_at");
  CREATE INDEX "_side_menu_v_updated_at_idx" ON "_side_menu_v" USING btree ("updated_at");
  CREATE INDEX "_side_menu_v_snapshot_idx" ON "_side_menu_v" USING btree ("snapshot");
  CREATE INDEX "_side_menu_v_published_locale_idx" ON "_side_menu_v" USING btree ("published_locale");
  CREATE INDEX "_side_menu_v_latest_idx" ON "_side_menu_v" USING btree ("latest");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "pricing_products_plans_prices_order_idx" ON "pricing_products_plans_prices" USING btree ("_order");
  CREATE INDEX "pricing_products_plans_prices_parent_id_idx" ON "pricing_products_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "pricing_products_plans_features_order_idx" ON "pricing_products_plans_features" USING btree ("_order");
  CREATE INDEX "pricing_products_plans_features_parent_id_idx" ON "pricing_products_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_products_plans_features_locales_locale_parent_id_uni" ON "pricing_products_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_products_plans_order_idx" ON "pricing_products_plans" USING btree ("_order");
  CREATE INDEX "pricing_products_plans_parent_id_idx" ON "pricing_products_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_products_plans_locales_locale_parent_id_unique" ON "pricing_products_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_products_order_idx" ON "pricing_products" USING btree ("_order");
  CREATE INDEX "pricing_products_parent_id_idx" ON "pricing_products" USING btree ("_parent_id");
  CREATE INDEX "pricing__status_idx" ON "pricing" USING btree ("_status");
  CREATE INDEX "_pricing_v_version_products_plans_prices_order_idx" ON "_pricing_v_version_products_plans_prices" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_products_plans_prices_parent_id_idx" ON "_pricing_v_version_products_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_products_plans_features_order_idx" ON "_pricing_v_version_products_plans_features" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_products_plans_features_parent_id_idx" ON "_pricing_v_version_products_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_products_plans_features_locales_locale_pa" ON "_pricing_v_version_products_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_products_plans_order_idx" ON "_pricing_v_version_products_plans" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_products_plans_parent_id_idx" ON "_pricing_v_version_products_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_products_plans_locales_locale_parent_id_u" ON "_pricing_v_version_products_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_products_order_idx" ON "_pricing_v_version_products" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_products_parent_id_idx" ON "_pricing_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v" USING btree ("version__status");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_snapshot_idx" ON "_pricing_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_v_published_locale_idx" ON "_pricing_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_mini_site_id_mini_sites_id_fk" FOREIGN KEY ("mini_site_id") REFERENCES "public"."mini_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_mini_site_id_mini_sites_id_fk" FOREIGN KEY ("version_mini_site_id") REFERENCES "public"."mini_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mini_sites_fk" FOREIGN KEY ("mini_sites_id") REFERENCES "public"."mini_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footer_link_groups_fk" FOREIGN KEY ("footer_link_groups_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cookie_definitions_fk" FOREIGN KEY ("cookie_definitions_id") REFERENCES "public"."cookie_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ab_tests_fk" FOREIGN KEY ("ab_tests_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_templates_fk" FOREIGN KEY ("community_templates_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_mini_site_idx" ON "pages" USING btree ("mini_site_id");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "_pages_v_version_version_mini_site_idx" ON "_pages_v" USING btree ("version_mini_site_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_mini_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("mini_sites_id");
  CREATE INDEX "payload_locked_documents_rels_footer_link_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("footer_link_groups_id");
  CREATE INDEX "payload_locked_documents_rels_cookie_definitions_id_idx" ON "payload_locked_documents_rels" USING btree ("cookie_definitions_id");
  CREATE INDEX "payload_locked_documents_rels_ab_tests_id_idx" ON "payload_locked_documents_rels" USING btree ("ab_tests_id");
  CREATE INDEX "payload_locked_documents_rels_community_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("community_templates_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  -- Keep what editors wrote before pages became localized and made of blocks: the title
  -- and summary move to the English locale row, the body becomes a rich text block.
  INSERT INTO "pages_locales" ("title", "seo_description", "_locale", "_parent_id")
    SELECT "title", "summary", 'en', "id" FROM "pages";
  INSERT INTO "_pages_v_locales" ("version_title", "version_seo_description", "_locale", "_parent_id")
    SELECT "version_title", "version_summary", 'en', "id" FROM "_pages_v";
  INSERT INTO "pages_blocks_rich_text" ("_order", "_parent_id", "_path", "id")
    SELECT 1, "id", 'layout', 'migrated-body-' || "id" FROM "pages" WHERE "body" IS NOT NULL;
  INSERT INTO "pages_blocks_rich_text_locales" ("content", "_locale", "_parent_id")
    SELECT "body", 'en', 'migrated-body-' || "id" FROM "pages" WHERE "body" IS NOT NULL;
  -- The same for every saved version, which is what the admin opens and what drafts are made of.
  INSERT INTO "_pages_v_blocks_rich_text" ("_order", "_parent_id", "_path", "_uuid")
    SELECT 1, "id", 'version.layout', 'migrated-body-' || "parent_id" FROM "_pages_v" WHERE "version_body" IS NOT NULL;
  INSERT INTO "_pages_v_blocks_rich_text_locales" ("content", "_locale", "_parent_id")
    SELECT v."version_body", 'en', b."id" FROM "_pages_v" v
    JOIN "_pages_v_blocks_rich_text" b ON b."_parent_id" = v."id" AND b."_uuid" = 'migrated-body-' || v."parent_id"
    WHERE v."version_body" IS NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "summary";
  ALTER TABLE "pages" DROP COLUMN "body";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_body";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_customer_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_customer_story_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_template_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_template_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_customer_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_customer_story_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_template_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_template_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_dynamic_assets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_dynamic_assets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_dynamic_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites_dynamic_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mini_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_dynamic_assets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_dynamic_assets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_dynamic_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v_version_dynamic_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mini_sites_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_link_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_link_groups_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_link_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_link_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_link_groups_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_link_groups_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_link_groups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_link_groups_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_definitions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_definitions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ab_tests_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_scores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_main_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_main_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_main" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_main_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_developers_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_developers_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_developers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_developers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_slim_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_slim_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_slim" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus_slim_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_main_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_main_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_main" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_main_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_developers_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_developers_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_developers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_developers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_slim_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_slim_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_slim" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v_version_slim_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "side_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "side_menu_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "side_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_side_menu_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_side_menu_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_side_menu_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_plans_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products_plans_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero_links_locales" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_items" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_product_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_product_cards_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_product_cards" CASCADE;
  DROP TABLE "pages_blocks_product_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_logos_locales" CASCADE;
  DROP TABLE "pages_blocks_logo_wall" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_locales" CASCADE;
  DROP TABLE "pages_blocks_customer_story" CASCADE;
  DROP TABLE "pages_blocks_customer_story_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_blocks_media_block" CASCADE;
  DROP TABLE "pages_blocks_media_block_locales" CASCADE;
  DROP TABLE "pages_blocks_template_gallery" CASCADE;
  DROP TABLE "pages_blocks_template_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_form_block" CASCADE;
  DROP TABLE "pages_blocks_form_block_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_logos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_story" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_story_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_template_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_template_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "mini_sites_links" CASCADE;
  DROP TABLE "mini_sites_links_locales" CASCADE;
  DROP TABLE "mini_sites_dynamic_assets" CASCADE;
  DROP TABLE "mini_sites_dynamic_assets_locales" CASCADE;
  DROP TABLE "mini_sites_dynamic_texts" CASCADE;
  DROP TABLE "mini_sites_dynamic_texts_locales" CASCADE;
  DROP TABLE "mini_sites" CASCADE;
  DROP TABLE "_mini_sites_v_version_links" CASCADE;
  DROP TABLE "_mini_sites_v_version_links_locales" CASCADE;
  DROP TABLE "_mini_sites_v_version_dynamic_assets" CASCADE;
  DROP TABLE "_mini_sites_v_version_dynamic_assets_locales" CASCADE;
  DROP TABLE "_mini_sites_v_version_dynamic_texts" CASCADE;
  DROP TABLE "_mini_sites_v_version_dynamic_texts_locales" CASCADE;
  DROP TABLE "_mini_sites_v" CASCADE;
  DROP TABLE "footer_link_groups_links" CASCADE;
  DROP TABLE "footer_link_groups_links_locales" CASCADE;
  DROP TABLE "footer_link_groups" CASCADE;
  DROP TABLE "footer_link_groups_locales" CASCADE;
  DROP TABLE "_footer_link_groups_v_version_links" CASCADE;
  DROP TABLE "_footer_link_groups_v_version_links_locales" CASCADE;
  DROP TABLE "_footer_link_groups_v" CASCADE;
  DROP TABLE "_footer_link_groups_v_locales" CASCADE;
  DROP TABLE "cookie_definitions" CASCADE;
  DROP TABLE "cookie_definitions_locales" CASCADE;
  DROP TABLE "ab_tests_variants" CASCADE;
  DROP TABLE "ab_tests_languages" CASCADE;
  DROP TABLE "ab_tests" CASCADE;
  DROP TABLE "ab_tests_texts" CASCADE;
  DROP TABLE "community_templates_paragraphs" CASCADE;
  DROP TABLE "community_templates_images" CASCADE;
  DROP TABLE "community_templates_tags" CASCADE;
  DROP TABLE "community_templates_scores" CASCADE;
  DROP TABLE "community_templates_history" CASCADE;
  DROP TABLE "community_templates" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "header_menus_main_children" CASCADE;
  DROP TABLE "header_menus_main_children_locales" CASCADE;
  DROP TABLE "header_menus_main" CASCADE;
  DROP TABLE "header_menus_main_locales" CASCADE;
  DROP TABLE "header_menus_developers_children" CASCADE;
  DROP TABLE "header_menus_developers_children_locales" CASCADE;
  DROP TABLE "header_menus_developers" CASCADE;
  DROP TABLE "header_menus_developers_locales" CASCADE;
  DROP TABLE "header_menus_slim_children" CASCADE;
  DROP TABLE "header_menus_slim_children_locales" CASCADE;
  DROP TABLE "header_menus_slim" CASCADE;
  DROP TABLE "header_menus_slim_locales" CASCADE;
  DROP TABLE "header_menus" CASCADE;
  DROP TABLE "_header_menus_v_version_main_children" CASCADE;
  DROP TABLE "_header_menus_v_version_main_children_locales" CASCADE;
  DROP TABLE "_header_menus_v_version_main" CASCADE;
  DROP TABLE "_header_menus_v_version_main_locales" CASCADE;
  DROP TABLE "_header_menus_v_version_developers_children" CASCADE;
  DROP TABLE "_header_menus_v_version_developers_children_locales" CASCADE;
  DROP TABLE "_header_menus_v_version_developers" CASCADE;
  DROP TABLE "_header_menus_v_version_developers_locales" CASCADE;
  DROP TABLE "_header_menus_v_version_slim_children" CASCADE;
  DROP TABLE "_header_menus_v_version_slim_children_locales" CASCADE;
  DROP TABLE "_header_menus_v_version_slim" CASCADE;
  DROP TABLE "_header_menus_v_version_slim_locales" CASCADE;
  DROP TABLE "_header_menus_v" CASCADE;
  DROP TABLE "side_menu_items" CASCADE;
  DROP TABLE "side_menu_items_locales" CASCADE;
  DROP TABLE "side_menu" CASCADE;
  DROP TABLE "_side_menu_v_version_items" CASCADE;
  DROP TABLE "_side_menu_v_version_items_locales" CASCADE;
  DROP TABLE "_side_menu_v" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "pricing_products_plans_prices" CASCADE;
  DROP TABLE "pricing_products_plans_features" CASCADE;
  DROP TABLE "pricing_products_plans_features_locales" CASCADE;
  DROP TABLE "pricing_products_plans" CASCADE;
  DROP TABLE "pricing_products_plans_locales" CASCADE;
  DROP TABLE "pricing_products" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "_pricing_v_version_products_plans_prices" CASCADE;
  DROP TABLE "_pricing_v_version_products_plans_features" CASCADE;
  DROP TABLE "_pricing_v_version_products_plans_features_locales" CASCADE;
  DROP TABLE "_pricing_v_version_products_plans" CASCADE;
  DROP TABLE "_pricing_v_version_products_plans_locales" CASCADE;
  DROP TABLE "_pricing_v_version_products" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_mini_site_id_mini_sites_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_mini_site_id_mini_sites_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mini_sites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_footer_link_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cookie_definitions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ab_tests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_community_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "pages_mini_site_idx";
  DROP INDEX "pages_seo_seo_image_idx";
  DROP INDEX "_pages_v_version_version_mini_site_idx";
  DROP INDEX "_pages_v_version_seo_version_seo_image_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_mini_sites_id_idx";
  DROP INDEX "payload_locked_documents_rels_footer_link_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_cookie_definitions_id_idx";
  DROP INDEX "payload_locked_documents_rels_ab_tests_id_idx";
  DROP INDEX "payload_locked_documents_rels_community_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "pages" DROP COLUMN "header_variant";
  ALTER TABLE "pages" DROP COLUMN "mini_site_id";
  ALTER TABLE "pages" DROP COLUMN "seo_image_id";
  ALTER TABLE "pages" DROP COLUMN "seo_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_header_variant";
  ALTER TABLE "_pages_v" DROP COLUMN "version_mini_site_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mini_sites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "footer_link_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cookie_definitions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ab_tests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "community_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_product_cards_cards_product";
  DROP TYPE "public"."enum_pages_blocks_pricing_table_product";
  DROP TYPE "public"."enum_pages_blocks_pricing_table_billing";
  DROP TYPE "public"."enum_pages_blocks_template_gallery_category";
  DROP TYPE "public"."enum_pages_blocks_form_block_form";
  DROP TYPE "public"."enum_pages_header_variant";
  DROP TYPE "public"."enum__pages_v_blocks_product_cards_cards_product";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_table_product";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_table_billing";
  DROP TYPE "public"."enum__pages_v_blocks_template_gallery_category";
  DROP TYPE "public"."enum__pages_v_blocks_form_block_form";
  DROP TYPE "public"."enum__pages_v_version_header_variant";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_mini_sites_product";
  DROP TYPE "public"."enum_mini_sites_status";
  DROP TYPE "public"."enum__mini_sites_v_version_product";
  DROP TYPE "public"."enum__mini_sites_v_version_status";
  DROP TYPE "public"."enum__mini_sites_v_published_locale";
  DROP TYPE "public"."enum_footer_link_groups_status";
  DROP TYPE "public"."enum__footer_link_groups_v_version_status";
  DROP TYPE "public"."enum__footer_link_groups_v_published_locale";
  DROP TYPE "public"."enum_cookie_definitions_category";
  DROP TYPE "public"."enum_ab_tests_languages";
  DROP TYPE "public"."enum_ab_tests_status";
  DROP TYPE "public"."enum_community_templates_images_type";
  DROP TYPE "public"."enum_community_templates_tags_category";
  DROP TYPE "public"."enum_community_templates_scores_type";
  DROP TYPE "public"."enum_community_templates_status";
  DROP TYPE "public"."enum_community_templates_reject_reason";
  DROP TYPE "public"."enum_community_templates_language";
  DROP TYPE "public"."enum_community_templates_board_link_status";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_header_menus_status";
  DROP TYPE "public"."enum__header_menus_v_version_status";
  DROP TYPE "public"."enum__header_menus_v_published_locale";
  DROP TYPE "public"."enum_side_menu_status";
  DROP TYPE "public"."enum__side_menu_v_version_status";
  DROP TYPE "public"."enum__side_menu_v_published_locale";
  DROP TYPE "public"."enum_pricing_products_plans_prices_currency";
  DROP TYPE "public"."enum_pricing_products_plans_tier";
  DROP TYPE "public"."enum_pricing_products_product";
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_version_products_plans_prices_currency";
  DROP TYPE "public"."enum__pricing_v_version_products_plans_tier";
  DROP TYPE "public"."enum__pricing_v_version_products_product";
  DROP TYPE "public"."enum__pricing_v_version_status";
  DROP TYPE "public"."enum__pricing_v_published_locale";`)
}

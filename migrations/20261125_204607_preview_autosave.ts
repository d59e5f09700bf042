import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_mini_sites_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_footer_link_groups_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_header_menus_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_side_menu_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_mini_sites_v_autosave_idx" ON "_mini_sites_v" USING btree ("autosave");
  CREATE INDEX "_footer_link_groups_v_autosave_idx" ON "_footer_link_groups_v" USING btree ("autosave");
  CREATE INDEX "_header_menus_v_autosave_idx" ON "_header_menus_v" USING btree ("autosave");
  CREATE INDEX "_side_menu_v_autosave_idx" ON "_side_menu_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_mini_sites_v_autosave_idx";
  DROP INDEX "_footer_link_groups_v_autosave_idx";
  DROP INDEX "_header_menus_v_autosave_idx";
  DROP INDEX "_side_menu_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_mini_sites_v" DROP COLUMN "autosave";
  ALTER TABLE "_footer_link_groups_v" DROP COLUMN "autosave";
  ALTER TABLE "_header_menus_v" DROP COLUMN "autosave";
  ALTER TABLE "_side_menu_v" DROP COLUMN "autosave";`)
}

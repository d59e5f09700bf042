import type { ArrayField, GlobalConfig } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { publishedOrEditor } from '@/cms/access/publishedOrEditor'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { link } from '@/cms/fields/link'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/livePreview'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'

const menu = (name: string, label: string, description: string): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows: 12,
  admin: { description, initCollapsed: true, components: { RowLabel: rowLabel({ singular: 'Menu item', fields: ['link.text'] }) } },
  fields: [
    link(),
    {
      name: 'children',
      label: 'Submenu',
      type: 'array',
      maxRows: 16,
      admin: { components: { RowLabel: rowLabel({ singular: 'Submenu link', fields: ['link.text'] }) } },
      fields: [link({ extraFields: [{ name: 'description', type: 'text', localized: true, maxLength: 140 }] })],
    },
  ],
})

/** The three header variants a page can choose: main, developers and slim. */
export const HeaderMenus: GlobalConfig = {
  slug: 'header-menus',
  admin: { group: 'Navigation' },
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE }, max: 20 },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome)] },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Main', fields: [menu('main', 'Main menu', 'The header of most pages.')] },
        { label: 'Developers', fields: [menu('developers', 'Developers menu', 'The header of the developer documentation.')] },
        { label: 'Slim', fields: [menu('slim', 'Slim menu', 'A minimal header for landing pages.')] },
      ],
    },
  ],
}

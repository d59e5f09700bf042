import type { ArrayField, GlobalConfig } from 'payload'

import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { link } from '@/cms/fields/link'
import { rowsField } from '@/cms/fields/rows'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/live-preview'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

const menu = (name: string, label: string, description: string): ArrayField =>
  rowsField({ name, label, singular: 'Menu item', labelFields: ['link.text'], maxRows: 12, admin: { description, initCollapsed: true } }, [
    link(),
    rowsField({ name: 'children', label: 'Submenu', singular: 'Submenu link', labelFields: ['link.text'], maxRows: 16 }, [
      link({ extraFields: [{ name: 'description', type: 'text', localized: true, maxLength: 140 }] }),
    ]),
  ])

export const HeaderMenus: GlobalConfig = withEnglishSourceIn({
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
})

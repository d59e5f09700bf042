import type { GlobalConfig } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { publishedOrEditor } from '@/cms/access/publishedOrEditor'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { link } from '@/cms/fields/link'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/livePreview'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'

/** The menu small screens show: why-product, product, pricing, contact sales, careers, log in. */
export const SideMenu: GlobalConfig = {
  slug: 'side-menu',
  admin: { group: 'Navigation' },
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE }, max: 20 },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome)] },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [
    {
      name: 'items',
      type: 'array',
      maxRows: 12,
      admin: { components: { RowLabel: rowLabel({ singular: 'Menu item', fields: ['link.text'] }) } },
      fields: [link()],
    },
  ],
}

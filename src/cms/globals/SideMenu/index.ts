import type { GlobalConfig } from 'payload'

import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { link } from '@/cms/fields/link'
import { rowsField } from '@/cms/fields/rows'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/live-preview'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

export const SideMenu: GlobalConfig = withEnglishSourceIn({
  slug: 'side-menu',
  admin: { group: 'Navigation' },
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE }, max: 20 },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome)] },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [rowsField({ name: 'items', singular: 'Menu item', labelFields: ['link.text'], maxRows: 12 }, [link()])],
})

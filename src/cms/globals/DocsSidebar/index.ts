import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { link } from '@/cms/fields/link'
import { rowsField } from '@/cms/fields/rows'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

export const DocsSidebar: GlobalConfig = withEnglishSourceIn({
  slug: 'docs-sidebar',
  label: 'Developer docs sidebar',
  admin: { group: 'Navigation' },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome)] },
  access: { read: anyone, update: isContentEditor },
  fields: [
    rowsField({ name: 'sections', singular: 'Section', labelFields: ['title'], maxRows: 20, admin: { initCollapsed: true } }, [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
      rowsField({ name: 'links', singular: 'Link', labelFields: ['link.text'], maxRows: 40 }, [link()]),
    ]),
  ],
})

import type { GlobalConfig } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { anyone } from '@/cms/access/anyone'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { link } from '@/cms/fields/link'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'

/** The sidebar of the developer documentation: sections of links, shown on pages with the developers header. */
export const DocsSidebar: GlobalConfig = {
  slug: 'docs-sidebar',
  label: 'Developer docs sidebar',
  admin: { group: 'Navigation' },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome)] },
  access: { read: anyone, update: isContentEditor },
  fields: [
    {
      name: 'sections',
      type: 'array',
      maxRows: 20,
      admin: { initCollapsed: true, components: { RowLabel: rowLabel({ singular: 'Section', fields: ['title'] }) } },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
        {
          name: 'links',
          type: 'array',
          maxRows: 40,
          admin: { components: { RowLabel: rowLabel({ singular: 'Link', fields: ['link.text'] }) } },
          fields: [link()],
        },
      ],
    },
  ],
}

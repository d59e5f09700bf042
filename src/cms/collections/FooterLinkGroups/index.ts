import type { CollectionConfig } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { link } from '@/cms/fields/link'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/live-preview'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

export const FooterLinkGroups: CollectionConfig = withEnglishSourceIn({
  slug: 'footer-link-groups',
  labels: { singular: 'Footer link group', plural: 'Footer link groups' },
  admin: { useAsTitle: 'title', group: 'Navigation', defaultColumns: ['title', 'order', '_status'] },
  defaultSort: 'order',
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE }, maxPerDoc: 20 },
  hooks: { afterChange: [refreshTagAfterChange(CACHE_TAGS.siteChrome)], afterDelete: [refreshTagAfterDelete(CACHE_TAGS.siteChrome)] },
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'order',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          max: 100,
          admin: { width: '50%', description: 'Lower numbers come first.' },
        },
        { name: 'icon', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
      ],
    },
    { name: 'openInNewTab', type: 'checkbox', defaultValue: false, label: 'Open every link of this group in a new tab' },
    {
      name: 'links',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      admin: { components: { RowLabel: rowLabel({ singular: 'Link', fields: ['link.text'] }) } },
      fields: [link()],
    },
  ],
})

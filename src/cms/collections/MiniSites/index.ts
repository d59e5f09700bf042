import type { CollectionConfig } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { link, linkUrlField } from '@/cms/fields/link'
import { productField } from '@/cms/fields/product'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/live-preview'
import { validatePagePath } from '@/domain/routing/paths'

import { refuseInvalidMiniSite } from './hooks/refuse-invalid-mini-site'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

const pagePath = {
  name: 'path',
  type: 'text',
  required: true,
  maxLength: 200,
  admin: { description: 'The page it belongs to, such as /crm.' },
  validate: (value: unknown) => validatePagePath(value),
} as const

/** A product's own branding on its pages; publishing an incomplete one is refused. */
export const MiniSites: CollectionConfig = withEnglishSourceIn({
  slug: 'mini-sites',
  labels: { singular: 'Mini-site', plural: 'Mini-sites' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'product', '_status', 'updatedAt'] },
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE }, maxPerDoc: 30 },
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeChange: [refuseInvalidMiniSite],
    afterChange: [refreshTagAfterChange(CACHE_TAGS.miniSites)],
    afterDelete: [refreshTagAfterDelete(CACHE_TAGS.miniSites)],
  },
  fields: [
    {
      type: 'row',
      fields: [{ name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } }, productField({ admin: { width: '50%' } })],
    },
    {
      name: 'logo',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'src', label: 'Logo', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
            { name: 'mobileSrc', label: 'Logo on small screens', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
          ],
        },
        linkUrlField({ label: 'Logo links to' }),
      ],
    },
    {
      name: 'unifiedDesktopLogo',
      type: 'group',
      admin: { description: 'The logo in the unified header on large screens.' },
      fields: [{ name: 'src', label: 'Logo', type: 'upload', relationTo: 'media', required: true }, linkUrlField({ label: 'Logo links to' })],
    },
    {
      name: 'links',
      type: 'array',
      maxRows: 10,
      admin: { components: { RowLabel: rowLabel({ singular: 'Link', fields: ['link.text'] }) } },
      fields: [
        link({
          extraFields: [
            {
              type: 'row',
              fields: [
                { name: 'isPricingPage', type: 'checkbox', label: 'This is the pricing link' },
                { name: 'removeFromUnified', type: 'checkbox', label: 'Hide in the unified header' },
              ],
            },
          ],
        }),
      ],
    },
    {
      name: 'dynamicAssets',
      type: 'array',
      admin: {
        description: 'An image per page; shown only with its alternative text.',
        components: { RowLabel: rowLabel({ singular: 'Image', fields: ['path', 'alt'] }) },
      },
      fields: [pagePath, { name: 'src', label: 'Image', type: 'upload', relationTo: 'media' }, { name: 'alt', type: 'text', localized: true, maxLength: 300 }],
    },
    {
      name: 'dynamicTexts',
      type: 'array',
      admin: { description: 'A headline per page.', components: { RowLabel: rowLabel({ singular: 'Headline', fields: ['path', 'title'] }) } },
      fields: [pagePath, { name: 'title', type: 'text', localized: true, maxLength: 120 }, { name: 'subtitle', type: 'text', localized: true, maxLength: 240 }],
    },
    {
      name: 'alternative',
      label: 'Alternative product mini-site',
      type: 'relationship',
      relationTo: 'mini-sites',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
  ],
})

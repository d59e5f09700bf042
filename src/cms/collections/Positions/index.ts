import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { listedOrEditor } from '@/cms/access/listed-or-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { isApplyUrl } from '@/domain/pages/careers'

export const Positions: CollectionConfig = {
  slug: 'positions',
  labels: { singular: 'Open position', plural: 'Open positions' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'team', 'location', 'published'] },
  defaultSort: 'title',
  // Visitors see published positions only; marketers edit them.
  access: { read: listedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // The careers page lists them.
  hooks: {
    afterChange: [refreshTagAfterChange(CACHE_TAGS.positions)],
    afterDelete: [refreshTagAfterDelete(CACHE_TAGS.positions)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'team', type: 'text', required: true, maxLength: 120, admin: { width: '50%', description: 'Positions are grouped by team.' } },
        { name: 'location', type: 'text', maxLength: 120, admin: { width: '50%', description: 'A city, a country or “Remote”.' } },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    {
      name: 'applyUrl',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: { description: 'Where candidates apply: an https:// address or a path on this site.' },
      validate: (value: unknown) => (isApplyUrl(value) ? true : 'Enter an https:// address or a path on this site such as /careers/apply.'),
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Listed on the careers page.' },
    },
  ],
}

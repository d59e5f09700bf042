import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/isContentEditor'
import { listedOrEditor } from '@/cms/access/listedOrEditor'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { isApplyUrl } from '@/domain/careers'

/** Open positions listed on /careers (unless an applicant-tracking feed is configured). */
export const Positions: CollectionConfig = {
  slug: 'positions',
  labels: { singular: 'Open position', plural: 'Open positions' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'team', 'location', 'published'] },
  defaultSort: 'title',
  // Visitors see published positions only (/api/positions); marketers edit them.
  access: { read: listedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // The careers page lists them: a change shows there at once.
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

import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access/is-admin'
import { isModerator } from '@/cms/access/is-moderator'
import { nobody } from '@/cms/access/nobody'

/**
 * The site's own counts per template and Trending's score, moved only by atomic SQL (src/cms/gallery/counters.ts) and
 * copied into the template's scores, so a moderator saving older numbers is corrected by the next event.
 */
export const TemplateStats: CollectionConfig = {
  slug: 'template-stats',
  labels: { singular: 'Template counts', plural: 'Template counts' },
  admin: {
    group: 'Community',
    defaultColumns: ['template', 'likes', 'views', 'uses', 'trendingAt'],
    description: 'What the gallery counted per template. Written by the site.',
  },
  access: { read: isModerator, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  fields: [
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'community-templates',
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'likes', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, width: '33%' } },
        { name: 'views', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, width: '33%' } },
        { name: 'uses', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'trendingScore',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true, width: '50%', description: 'The decayed sum of weighted events, as of the time beside it.' },
        },
        { name: 'trendingAt', type: 'date', admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}

import type { Block } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** A heading over a grid of short feature descriptions, each with an optional icon. */
export const FeatureGrid: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  admin: {
    components: { Label: blockLabel('Feature grid', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('featureGrid') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', localized: true, maxLength: 400 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      admin: { components: { RowLabel: rowLabel({ singular: 'Feature', fields: ['title'] }) } },
      fields: [
        {
          name: 'icon',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A small square image; shown at 48 × 48 pixels.' },
        },
        { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
      ],
    },
  ],
}

import type { Block } from 'payload'

/** A heading over a grid of short feature descriptions, each with an optional icon. */
export const FeatureGrid: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
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

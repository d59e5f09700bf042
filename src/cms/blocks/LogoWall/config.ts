import type { Block } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** Customers' logos in a row, as social proof. */
export const LogoWall: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  admin: {
    components: { Label: blockLabel('Logo wall', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('logoWall') },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: 'Optional, for example “Trusted by teams at”.' },
    },
    {
      name: 'logos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      labels: { singular: 'Logo', plural: 'Logos' },
      admin: { components: { RowLabel: rowLabel({ singular: 'Logo', fields: ['name'] }) } },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'A logo on a transparent or white background; its alt text should be the company’s name.' },
        },
        { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
      ],
    },
  ],
}

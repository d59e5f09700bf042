import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** One image across the content column, with an optional caption. */
export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    components: { Label: blockLabel('Image', ['blockName', 'caption']) },
    images: { thumbnail: blockThumbnail('mediaBlock') },
  },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', localized: true, maxLength: 300 },
  ],
}

import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { link } from '@/cms/fields/link'

/** A customer's quote with who said it, and optionally a link to the whole story. */
export const CustomerStory: Block = {
  slug: 'customerStory',
  interfaceName: 'CustomerStoryBlock',
  labels: { singular: 'Customer story', plural: 'Customer stories' },
  admin: {
    components: { Label: blockLabel('Customer story', ['blockName', 'quote', 'person']) },
    images: { thumbnail: blockThumbnail('customerStory') },
  },
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true, maxLength: 600 },
    {
      type: 'row',
      fields: [
        { name: 'person', type: 'text', required: true, localized: true, maxLength: 80, admin: { width: '33%' } },
        { name: 'role', type: 'text', localized: true, maxLength: 80, admin: { width: '33%' } },
        { name: 'company', type: 'text', required: true, localized: true, maxLength: 80, admin: { width: '33%' } },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'The customer’s logo.' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'A photo of the person or the team.' } },
    { name: 'hasLink', type: 'checkbox', label: 'Link to the whole story', defaultValue: false },
    {
      ...link({ label: 'Story link' }),
      admin: { condition: (_data, siblingData) => Boolean(siblingData?.hasLink) },
    },
  ],
}

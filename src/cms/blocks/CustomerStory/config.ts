import { link } from '@/cms/fields/link'

import { layoutBlock } from '../layout-block'

export const CustomerStory = layoutBlock(
  { slug: 'customerStory', interfaceName: 'CustomerStoryBlock', singular: 'Customer story', plural: 'Customer stories', labelFields: ['quote', 'person'] },
  [
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
)

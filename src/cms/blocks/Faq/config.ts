import type { Block } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** Questions and answers; each answer opens under its question. */
export const Faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    components: { Label: blockLabel('FAQ', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('faq') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { components: { RowLabel: rowLabel({ singular: 'Question', fields: ['question'] }) } },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, maxLength: 200 },
        { name: 'answer', type: 'richText', required: true, localized: true },
      ],
    },
  ],
}

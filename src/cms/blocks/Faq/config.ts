import type { Block } from 'payload'

/** Questions and answers; each answer opens under its question. */
export const Faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, maxLength: 200 },
        { name: 'answer', type: 'richText', required: true, localized: true },
      ],
    },
  ],
}

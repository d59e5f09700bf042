import type { Block } from 'payload'

/** Free text written in the editor: paragraphs, lists, links and sub-headings. */
export const RichText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      admin: { description: 'Sub-headings here start at Heading 3: the page title and block headings come first.' },
    },
  ],
}

import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** Free text written in the editor: paragraphs, lists, links and sub-headings. */
export const RichText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: {
    components: { Label: blockLabel('Rich text', ['blockName', 'content.root.children.0.children.0.text']) },
    images: { thumbnail: blockThumbnail('richText') },
  },
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

import { layoutBlock } from '../layout-block'

export const RichText = layoutBlock(
  { slug: 'richText', interfaceName: 'RichTextBlock', singular: 'Rich text', plural: 'Rich text', labelFields: ['content.root.children.0.children.0.text'] },
  [
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      admin: { description: 'Sub-headings here start at Heading 3: the page title and block headings come first.' },
    },
  ],
)

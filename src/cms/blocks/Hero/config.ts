import type { Block } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { link } from '@/cms/fields/link'

/** The opening of a page: its main heading, a sentence or two, up to two buttons and an image. */
export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  admin: {
    components: { Label: blockLabel('Hero', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('hero') },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
      admin: { description: 'The page’s main heading when the hero opens the page.' },
    },
    { name: 'subheading', type: 'textarea', localized: true, maxLength: 300 },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      admin: {
        components: { RowLabel: rowLabel({ singular: 'Button', fields: ['text'] }) },
        description: 'The first button is the main call to action; the second is shown as a quieter link.',
      },
      fields: link().fields,
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the text on wide screens, under it on phones.' },
    },
  ],
}

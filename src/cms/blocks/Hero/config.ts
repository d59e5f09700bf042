import type { Block } from 'payload'

import { link } from '@/cms/fields/link'

/** The opening of a page: its main heading, a sentence or two, up to two buttons and an image. */
export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
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
      admin: { description: 'The first button is the main call to action; the second is shown as a quieter link.' },
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

import { link } from '@/cms/fields/link'
import { rowsField } from '@/cms/fields/rows'

import { layoutBlock } from '../layout-block'

export const Hero = layoutBlock({ slug: 'hero', interfaceName: 'HeroBlock', singular: 'Hero', plural: 'Heroes' }, [
  {
    name: 'heading',
    type: 'text',
    required: true,
    localized: true,
    maxLength: 120,
    admin: { description: 'The page’s main heading when the hero opens the page.' },
  },
  { name: 'subheading', type: 'textarea', localized: true, maxLength: 300 },
  rowsField(
    {
      name: 'links',
      singular: 'Button',
      plural: 'Buttons',
      labelFields: ['text'],
      maxRows: 2,
      admin: { description: 'The first button is the main call to action; the second is shown as a quieter link.' },
    },
    link().fields,
  ),
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Shown beside the text on wide screens, under it on phones.' },
  },
])

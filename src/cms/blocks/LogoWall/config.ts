import { rowsField } from '@/cms/fields/rows'

import { layoutBlock } from '../layout-block'

export const LogoWall = layoutBlock({ slug: 'logoWall', interfaceName: 'LogoWallBlock', singular: 'Logo wall', plural: 'Logo walls' }, [
  {
    name: 'heading',
    type: 'text',
    localized: true,
    maxLength: 120,
    admin: { description: 'Optional, for example “Trusted by teams at”.' },
  },
  rowsField({ name: 'logos', singular: 'Logo', plural: 'Logos', labelFields: ['name'], required: true, maxRows: 24 }, [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'A logo on a transparent or white background; its alt text should be the company’s name.' },
    },
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
  ]),
])

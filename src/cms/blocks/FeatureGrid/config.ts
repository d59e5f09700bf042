import { rowsField } from '@/cms/fields/rows'

import { headingField, layoutBlock } from '../layout-block'

export const FeatureGrid = layoutBlock({ slug: 'featureGrid', interfaceName: 'FeatureGridBlock', singular: 'Feature grid', plural: 'Feature grids' }, [
  headingField,
  { name: 'intro', type: 'textarea', localized: true, maxLength: 400 },
  rowsField({ name: 'items', singular: 'Feature', plural: 'Features', labelFields: ['title'], required: true, maxRows: 12 }, [
    {
      name: 'icon',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A small square image; shown at 48 × 48 pixels.' },
    },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
  ]),
])

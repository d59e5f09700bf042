import { rowsField } from '@/cms/fields/rows'
import { link } from '@/cms/fields/link'
import { productField } from '@/cms/fields/product'
import { PRODUCT_IDS } from '@/domain/products'

import { headingField, layoutBlock } from '../layout-block'

/** One card per product line, in the product's colour, leading to its page. */
export const ProductCards = layoutBlock({ slug: 'productCards', interfaceName: 'ProductCardsBlock', singular: 'Product cards', plural: 'Product cards' }, [
  headingField,
  rowsField({ name: 'cards', singular: 'Card', plural: 'Cards', labelFields: ['title'], required: true, maxRows: PRODUCT_IDS.length }, [
    productField({ admin: { description: 'Gives the card the product’s colour.' } }),
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
    link({ label: 'Link' }),
  ]),
])

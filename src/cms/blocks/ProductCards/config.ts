import type { Block } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { link } from '@/cms/fields/link'
import { productField } from '@/cms/fields/product'
import { PRODUCT_IDS } from '@/domain/products'

/** One card per product line, each in the product's colour and leading to its page. */
export const ProductCards: Block = {
  slug: 'productCards',
  interfaceName: 'ProductCardsBlock',
  labels: { singular: 'Product cards', plural: 'Product cards' },
  admin: {
    components: { Label: blockLabel('Product cards', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('productCards') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: PRODUCT_IDS.length,
      labels: { singular: 'Card', plural: 'Cards' },
      admin: { components: { RowLabel: rowLabel({ singular: 'Card', fields: ['title'] }) } },
      fields: [
        productField({ admin: { description: 'Gives the card the product’s colour.' } }),
        { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
        link({ label: 'Link' }),
      ],
    },
  ],
}

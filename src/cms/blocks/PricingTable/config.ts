import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { productField } from '@/cms/fields/product'

/**
 * Where a product's plans appear on a page. Plans and prices live in the Pricing global; the
 * block only chooses which product and which billing period is shown first.
 */
export const PricingTable: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  admin: {
    components: { Label: blockLabel('Pricing table', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('pricingTable') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    productField({
      defaultValue: 'work-management',
      admin: { description: 'Whose plans to show. Edit the plans and prices themselves in Globals → Pricing.' },
    }),
    {
      name: 'billing',
      type: 'select',
      required: true,
      defaultValue: 'monthly',
      options: [
        { label: 'Monthly', value: 'monthly' },
        { label: 'Yearly', value: 'yearly' },
      ],
      admin: { description: 'The billing period selected when the page opens.' },
    },
  ],
}

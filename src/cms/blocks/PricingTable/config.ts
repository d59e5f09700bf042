import type { Block } from 'payload'

import { PRODUCT_IDS, PRODUCTS } from '@/domain/products'

/**
 * Where a product's plans appear on a page. Plans and prices live in the Pricing global; the
 * block only chooses which product and which billing period is shown first.
 */
export const PricingTable: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'product',
      type: 'select',
      required: true,
      defaultValue: 'work-management',
      options: PRODUCT_IDS.map((id) => ({ label: PRODUCTS[id].displayName, value: id })),
      admin: { description: 'Whose plans to show. Edit the plans and prices themselves in Globals → Pricing.' },
    },
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

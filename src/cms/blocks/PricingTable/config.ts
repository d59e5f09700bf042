import { productField } from '@/cms/fields/product'

import { headingField, layoutBlock } from '../layout-block'

/** Plans and prices live in the Pricing global; the block only picks the product and the billing period shown first. */
export const PricingTable = layoutBlock({ slug: 'pricingTable', interfaceName: 'PricingTableBlock', singular: 'Pricing table', plural: 'Pricing tables' }, [
  headingField,
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
])

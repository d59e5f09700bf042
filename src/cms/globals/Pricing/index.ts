import type { GlobalConfig } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'
import { productField } from '@/cms/fields/product'
import { PRICE_CURRENCIES } from '@/domain/pricing/currency'
import { PLAN_TIERS, validatePrices } from '@/domain/pricing/pricing'
import { PRODUCT_IDS } from '@/domain/products'

import { comparisonField } from './comparison'
import { withEnglishSourceIn } from '@/cms/fields/english-source'

export const Pricing: GlobalConfig = withEnglishSourceIn({
  slug: 'pricing',
  admin: { group: 'Content' },
  versions: { drafts: true, max: 50 },
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.pricing)] },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [
    {
      name: 'products',
      type: 'array',
      maxRows: PRODUCT_IDS.length,
      admin: { initCollapsed: true, components: { RowLabel: rowLabel({ singular: 'Product', fields: ['product'] }) } },
      fields: [
        productField(),
        {
          name: 'plans',
          type: 'array',
          minRows: 1,
          maxRows: 6,
          admin: { components: { RowLabel: rowLabel({ singular: 'Plan', fields: ['name', 'tier'] }) } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'tier', type: 'select', required: true, options: [...PLAN_TIERS], admin: { width: '33%' } },
                { name: 'name', type: 'text', required: true, localized: true, maxLength: 40, admin: { width: '33%' } },
                { name: 'highlighted', type: 'checkbox', label: 'Most popular', admin: { width: '33%' } },
              ],
            },
            { name: 'description', type: 'text', localized: true, maxLength: 200 },
            {
              type: 'row',
              fields: [
                { name: 'minSeats', type: 'number', min: 1, max: 100_000, defaultValue: 1, admin: { width: '50%' } },
                { name: 'maxSeats', type: 'number', min: 1, max: 100_000, admin: { width: '50%', description: 'Empty: no limit.' } },
              ],
            },
            {
              name: 'contactSales',
              type: 'checkbox',
              admin: { description: 'No public price: the plan shows “Contact sales”.' },
            },
            {
              name: 'prices',
              type: 'array',
              maxRows: PRICE_CURRENCIES.length,
              admin: { components: { RowLabel: rowLabel({ singular: 'Price', fields: ['currency'] }) } },
              validate: validatePrices,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'currency', type: 'select', required: true, options: [...PRICE_CURRENCIES], admin: { width: '33%' } },
                    { name: 'monthlyPerSeat', type: 'number', required: true, min: 0, max: 10_000, admin: { width: '33%' } },
                    {
                      name: 'yearlyPerSeat',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 10_000,
                      admin: { width: '33%', description: 'Per seat per month, billed yearly.' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'features',
              type: 'array',
              maxRows: 30,
              admin: { components: { RowLabel: rowLabel({ singular: 'Feature', fields: ['text'] }) } },
              fields: [{ name: 'text', type: 'text', required: true, localized: true, maxLength: 160 }],
            },
          ],
        },
        comparisonField,
      ],
    },
  ],
})

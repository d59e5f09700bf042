import type { Field } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { PLAN_TIERS } from '@/domain/pricing/pricing'

/** Stored as columns of the row. */
const tierCell = (tier: (typeof PLAN_TIERS)[number]): Field => ({
  name: tier,
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'included', type: 'checkbox', admin: { width: '40%' } },
        {
          name: 'limit',
          type: 'text',
          localized: true,
          maxLength: 60,
          admin: { width: '60%', description: 'Shown instead of the check mark, e.g. “Up to 3 seats” or “Unlimited”.' },
        },
      ],
    },
  ],
})

/**
 * Cells are keyed by tier, not column, so an A/B test that hides or renames a plan does the same to its column;
 * columns rather than a nested array, which would cost a join on every read and save.
 */
export const comparisonField: Field = {
  name: 'comparison',
  type: 'array',
  dbName: 'pricing_cmp',
  maxRows: 12,
  labels: { singular: 'Feature group', plural: 'Feature comparison' },
  admin: {
    initCollapsed: true,
    description: 'The comparison table under the plan cards: one column per plan, one row per feature.',
    components: { RowLabel: rowLabel({ singular: 'Feature group', fields: ['group'] }) },
  },
  fields: [
    { name: 'group', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      name: 'rows',
      type: 'array',
      dbName: 'pricing_cmp_rows',
      maxRows: 30,
      admin: { components: { RowLabel: rowLabel({ singular: 'Feature', fields: ['feature'] }) } },
      fields: [{ name: 'feature', type: 'text', required: true, localized: true, maxLength: 120 }, ...PLAN_TIERS.map(tierCell)],
    },
  ],
}

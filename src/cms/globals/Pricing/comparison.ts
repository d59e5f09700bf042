import type { Field } from 'payload'

import { rowLabel } from '@/cms/admin/rowLabels'
import { PLAN_TIERS } from '@/domain/pricing'

/**
 * The feature comparison under a product's plan cards: groups of rows, each row a feature with
 * one cell per plan tier. Cells are keyed by tier, not by column, so an A/B test that hides or
 * renames a plan hides or renames its column too. Short database names keep the nested
 * tables (and their versions' tables) under PostgreSQL's 63-character identifier limit.
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
      fields: [
        { name: 'feature', type: 'text', required: true, localized: true, maxLength: 120 },
        {
          name: 'cells',
          type: 'array',
          dbName: 'pricing_cmp_cells',
          maxRows: PLAN_TIERS.length,
          admin: { components: { RowLabel: rowLabel({ singular: 'Cell', fields: ['tier'] }) } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'tier', type: 'select', required: true, options: [...PLAN_TIERS], dbName: 'pricing_cmp_tier', admin: { width: '25%' } },
                { name: 'included', type: 'checkbox', admin: { width: '25%' } },
                {
                  name: 'limit',
                  type: 'text',
                  localized: true,
                  maxLength: 60,
                  admin: { width: '50%', description: 'Shown instead of the check mark, e.g. “Up to 3 seats” or “Unlimited”.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

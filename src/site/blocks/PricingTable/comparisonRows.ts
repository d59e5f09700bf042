import type { PlanTier } from '@/domain/pricing'
import type { Pricing } from '@/payload-types'

type StoredGroup = NonNullable<NonNullable<NonNullable<Pricing['products']>[number]['comparison']>[number]>

/** One plan's entry in a feature row: its limit ("Up to 500"), or whether the feature is included. */
export type ComparisonCell = string | boolean

type ComparisonRow = { feature: string; cells: ComparisonCell[] }

export type ComparisonGroup = { name: string; rows: ComparisonRow[] }

/**
 * The comparison table's content as plain data, one cell per shown plan in the cards' order,
 * groups without rows left out. The table is drawn from this on the server and hydrated from it
 * in the browser: a few bytes a row in the page's data instead of the whole table's markup again.
 */
export function comparisonGroups(groups: readonly StoredGroup[], tiers: readonly PlanTier[]): ComparisonGroup[] {
  return groups
    .filter((group) => (group.rows ?? []).length > 0)
    .map((group) => ({
      name: group.group,
      rows: (group.rows ?? []).map((row) => ({
        feature: row.feature,
        cells: tiers.map((tier) => row[tier]?.limit || Boolean(row[tier]?.included)),
      })),
    }))
}

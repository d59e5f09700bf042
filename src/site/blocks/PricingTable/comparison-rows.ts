import type { PlanTier } from '@/domain/pricing/pricing'
import type { Pricing } from '@/payload-types'

type StoredGroup = NonNullable<NonNullable<NonNullable<Pricing['products']>[number]['comparison']>[number]>

export type ComparisonCell = string | boolean

type ComparisonRow = { feature: string; cells: ComparisonCell[] }

export type ComparisonGroup = { name: string; rows: ComparisonRow[] }

/** Plain data, so the page's data carries a few bytes a row instead of the whole table's markup again. */
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

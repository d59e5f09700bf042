import { COOKIE_NAMES } from '../consent/cookies'
import type { SolutionCategory } from '../pages/solutions'
import type { ProductId } from '../products'

/**
 * The teams the "What does your team do?" picker offers (SPEC §3's clusters), each with the product
 * lines whose examples suit it, best first. Each is one more cached copy of the pages that adapt.
 */
export const TEAM_PRODUCTS = {
  marketing: ['marketer', 'marketing_campaigns'],
  crm: ['crm'],
  project_management: ['projects', 'work-management'],
  tech: ['dev'],
  operations: ['work-management', 'service'],
  hr: ['work-management'],
} as const satisfies Partial<Record<SolutionCategory, readonly ProductId[]>>

export type TeamCluster = keyof typeof TEAM_PRODUCTS

export const TEAM_CLUSTERS = Object.keys(TEAM_PRODUCTS) as TeamCluster[]

/** A choice that takes the examples back to every team's; stored as the cluster "fits any team". */
export const ANY_TEAM: SolutionCategory = 'generic'

/** The industries the picker offers; kept for the product's sign-up and the sales team's leads. */
export const TEAM_INDUSTRIES = ['technology', 'retail', 'healthcare', 'education', 'finance', 'nonprofit'] as const

export type TeamIndustry = (typeof TEAM_INDUSTRIES)[number]

/** The query parameters the picker's form sends, which the landing rules keep as cookies (landing-cookies.ts). */
export const TEAM_PARAMS = { cluster: 'cluster', industry: 'industry' } as const

/** In a cached page's variant: `team.marketing`. */
export const TEAM_VARIANT = 'team'

export function isTeamCluster(value: unknown): value is TeamCluster {
  return typeof value === 'string' && Object.hasOwn(TEAM_PRODUCTS, value)
}

/**
 * The team whose examples a page shows: the one just picked (the form's parameter, shown even where
 * consent keeps it from being stored), else the one the visitor's cookie remembers.
 */
export function chosenTeam(searchParams: URLSearchParams, cookie: (name: string) => string | undefined): TeamCluster | undefined {
  const picked = searchParams.get(TEAM_PARAMS.cluster)?.trim().toLowerCase()
  if (picked) return isTeamCluster(picked) ? picked : undefined
  const kept = cookie(COOKIE_NAMES.cluster)?.trim().toLowerCase()
  return isTeamCluster(kept) ? kept : undefined
}

/**
 * Product examples in the order a team would look at them: those suiting the team first, in the
 * team's order, the rest as the editor placed them. Also says which one is the team's.
 */
export function examplesForTeam<T extends { product: ProductId }>(items: readonly T[], team: TeamCluster | undefined): { items: T[]; suggested?: T } {
  if (!team) return { items: [...items] }
  const rank = (item: T) => {
    const at = (TEAM_PRODUCTS[team] as readonly ProductId[]).indexOf(item.product)
    return at === -1 ? Number.MAX_SAFE_INTEGER : at
  }
  const ordered = items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
  const first = ordered[0]
  return { items: ordered.map(({ item }) => item), suggested: first && rank(first.item) !== Number.MAX_SAFE_INTEGER ? first.item : undefined }
}

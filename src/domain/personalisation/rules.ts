import { isInAudience, type Audience, type AudienceFacts } from './audience'

/** A published rule as the proxy's snapshot carries it, in the order marketers ranked them. */
export type PersonalisationRule = { id: number; path: string; audience?: Audience }

/** In a cached page's variant: `for.12`, the rule whose blocks the page shows. */
export const PERSONALISATION_VARIANT = 'for'

/**
 * Pages show one rule at a time, the first that matches, so a page has at most one cached copy per
 * rule rather than one per combination of rules.
 */
export function personalisationFor(rules: readonly PersonalisationRule[], path: string, facts: AudienceFacts): number | undefined {
  return rules.find((rule) => rule.path === path && isInAudience(rule.audience, facts))?.id
}

export function personalisationOfVariant(variant: Readonly<Record<string, string>>): number | undefined {
  const value = variant[PERSONALISATION_VARIANT]
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined
}

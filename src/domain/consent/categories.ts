import type { CookieCategory } from './cookies'

/**
 * The categories a visitor chooses among (necessary cookies never ask, so they are not one).
 * Apart from ./consent so that the consent banner's first-load script needs only this list.
 */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'marketing'] as const satisfies readonly CookieCategory[]

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

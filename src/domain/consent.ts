import type { CookieCategory } from './cookies'

/**
 * The visitor's cookie choice (RELIABILITY.md, “Consent”), as the `cookie_consent` cookie keeps
 * it and the data layer carries it. Necessary cookies never ask, so they are not part of it.
 */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'marketing'] as const satisfies readonly CookieCategory[]

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type ConsentChoice = {
  /** The cookie policy version the visitor answered; a newer policy asks again. */
  policyVersion: number
  /** When they chose, in milliseconds since the epoch. */
  chosenAt: number
  granted: Record<ConsentCategory, boolean>
}

/** Whether this visitor must be asked first: from the page's render variant (their country). */
export type ConsentRegion = 'required' | 'not-required'

/** Where the cookie policy lives (seeded, linked from the banner and the footer). */
export const COOKIE_POLICY_PATH = '/l/cookie-policy'

/** The policy version a site starts with; raising it in the site settings asks everyone again. */
export const DEFAULT_COOKIE_POLICY_VERSION = 1

/** The data layer entry that carries the current consent state (SPEC §5). */
export const CONSENT_DATA_LAYER_EVENT = 'orbit_consent'
export const CONSENT_DATA_LAYER_KEY = 'orbit_consent'

/** What the data layer entry holds per category: the tag manager spelling. */
export type ConsentDataLayerValue = Record<CookieCategory, 'granted' | 'denied'>

/** Cookie text: `v{version}.{chosenAt}.{f}{a}{m}` with 1 or 0 per category, e.g. `v1.1732000000000.101`. */
export function serializeConsent(choice: ConsentChoice): string {
  const flags = CONSENT_CATEGORIES.map((category) => (choice.granted[category] ? '1' : '0')).join('')
  return `v${choice.policyVersion}.${choice.chosenAt}.${flags}`
}

/**
 * The cookie's shape. Exported because the head bootstrap (src/site/consent/bootstrap.ts), plain
 * JavaScript that runs before React, builds its own parser from this very pattern.
 */
export const CONSENT_COOKIE_PATTERN = /^v(\d{1,6})\.(\d{1,15})\.([01]{3})$/

/** The choice a cookie holds, or undefined for a missing or tampered one (which asks again). */
export function parseConsent(value: string | undefined | null): ConsentChoice | undefined {
  const match = value ? CONSENT_COOKIE_PATTERN.exec(value) : null
  if (!match) return undefined
  const flags = match[3]!
  return {
    policyVersion: Number(match[1]),
    chosenAt: Number(match[2]),
    granted: { functional: flags[0] === '1', analytics: flags[1] === '1', marketing: flags[2] === '1' },
  }
}

export type ConsentContext = {
  region: ConsentRegion
  /** The cookie policy version now in force (site settings). */
  policyVersion: number
  choice: ConsentChoice | undefined
  /** `Sec-GPC: 1` or `navigator.globalPrivacyControl`: the visitor opts out of marketing. */
  globalPrivacyControl: boolean
}

/** Whether the visitor must still be asked: in a consent region with no answer to the current policy. */
export function needsConsentChoice({ region, policyVersion, choice }: ConsentContext): boolean {
  return region === 'required' && (choice === undefined || choice.policyVersion !== policyVersion)
}

/**
 * Whether a category is allowed for this visitor. Necessary always is; Global Privacy Control
 * refuses marketing everywhere; outside consent regions the rest defaults to allowed unless the
 * visitor said otherwise; inside, nothing optional is allowed before an answer to the current policy.
 */
export function isCategoryAllowed(context: ConsentContext, category: CookieCategory): boolean {
  if (category === 'necessary') return true
  if (category === 'marketing' && context.globalPrivacyControl) return false
  if (needsConsentChoice(context)) return false
  return context.choice?.policyVersion === context.policyVersion ? context.choice.granted[category] : true
}

/** The consent state as the data layer carries it. */
export function consentDataLayerValue(context: ConsentContext): ConsentDataLayerValue {
  const state = (category: CookieCategory) => (isCategoryAllowed(context, category) ? 'granted' : 'denied')
  return { necessary: 'granted', functional: state('functional'), analytics: state('analytics'), marketing: state('marketing') }
}

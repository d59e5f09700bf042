import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-categories'
import { COOKIE_NAMES, cookiePairs, type CookieCategory } from './cookies'

/*
 * The visitor's cookie choice (RELIABILITY.md, “Consent”), as the `cookie_consent` cookie keeps
 * it and the data layer carries it.
 */
export { CONSENT_CATEGORIES, type ConsentCategory }

/** Where the banner records a visitor's choice (POST, src/app/(payload)/api/consent/route.ts). */
export const CONSENT_ENDPOINT = '/api/consent'

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

/**
 * `<html>` attributes the head bootstrap (src/site/consent/bootstrap.ts), the banner and the
 * cookie setter read and write: the page's consent region, its policy version, and "ask first".
 */
export const CONSENT_ATTRIBUTES = {
  region: 'data-consent-region',
  policyVersion: 'data-consent-policy-version',
  pending: 'data-consent-pending',
} as const

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

/**
 * The choice in a `Cookie` header (or `document.cookie`): the first `cookie_consent` pair whose
 * value is well formed. Pairs without `=` and look-alike names are skipped; a malformed duplicate
 * (a host-only leftover beside the parent-domain cookie) does not hide a good one. The head
 * bootstrap reads the cookie the same way.
 */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | undefined {
  for (const [name, value] of cookiePairs(header)) {
    if (name !== COOKIE_NAMES.consent) continue
    const choice = parseConsent(value)
    if (choice) return choice
  }
  return undefined
}

export type ConsentContext = {
  region: ConsentRegion
  /** The cookie policy version now in force (site settings). */
  policyVersion: number
  choice: ConsentChoice | undefined
  /** `Sec-GPC: 1` or `navigator.globalPrivacyControl`: the visitor opts out of marketing. */
  globalPrivacyControl: boolean
}

/**
 * Whether a stored answer counts for the policy in force. A cookie may hold a newer version than
 * the page (a stale cached page after the version was raised): that is an answer, not none.
 */
export function isAnswered(choice: ConsentChoice | undefined, policyVersion: number): choice is ConsentChoice {
  return choice !== undefined && choice.policyVersion >= policyVersion
}

/** Whether the visitor must still be asked: in a consent region with no answer to the current policy. */
export function needsConsentChoice({ region, policyVersion, choice }: ConsentContext): boolean {
  return region === 'required' && !isAnswered(choice, policyVersion)
}

/**
 * Whether a category is allowed for this visitor. Necessary always is; Global Privacy Control
 * refuses marketing everywhere; inside consent regions nothing optional is allowed before an
 * answer to the current policy. Outside them the visitor's answer holds whatever version it was
 * given under (a new policy asks again only where asking is the law; raising the version must
 * not undo a refusal), and without an answer the rest defaults to allowed.
 */
export function isCategoryAllowed(context: ConsentContext, category: CookieCategory): boolean {
  if (category === 'necessary') return true
  if (category === 'marketing' && context.globalPrivacyControl) return false
  if (needsConsentChoice(context)) return false
  return context.choice ? context.choice.granted[category] : true
}

/** The consent state as the data layer carries it. */
export function consentDataLayerValue(context: ConsentContext): ConsentDataLayerValue {
  const state = (category: CookieCategory) => (isCategoryAllowed(context, category) ? 'granted' : 'denied')
  return { necessary: 'granted', functional: state('functional'), analytics: state('analytics'), marketing: state('marketing') }
}

import { CONSENT_CATEGORIES, type ConsentCategory } from './categories'
import { COOKIE_NAMES, cookiePairs, type CookieCategory } from './cookies'

export { CONSENT_CATEGORIES, type ConsentCategory }

// POST, src/app/(payload)/api/consent/route.ts
export const CONSENT_ENDPOINT = '/api/consent'

export type ConsentChoice = {
  // A newer policy asks again.
  policyVersion: number
  // Milliseconds since the epoch.
  chosenAt: number
  granted: Record<ConsentCategory, boolean>
}

// From the page's render variant (the visitor's country).
export type ConsentRegion = 'required' | 'not-required'

export const COOKIE_POLICY_PATH = '/l/cookie-policy'

// Raising it in the site settings asks everyone again.
export const DEFAULT_COOKIE_POLICY_VERSION = 1

// SPEC §5
export const CONSENT_DATA_LAYER_EVENT = 'orbit_consent'
export const CONSENT_DATA_LAYER_KEY = 'orbit_consent'

// Read and written by the head bootstrap (src/site/consent/bootstrap.ts), the banner and the cookie setter.
export const CONSENT_ATTRIBUTES = {
  region: 'data-consent-region',
  policyVersion: 'data-consent-policy-version',
  pending: 'data-consent-pending',
} as const

export type ConsentDataLayerValue = Record<CookieCategory, 'granted' | 'denied'>

// `v{version}.{chosenAt}.{f}{a}{m}`, e.g. `v1.1732000000000.101`.
export function serializeConsent(choice: ConsentChoice): string {
  const flags = CONSENT_CATEGORIES.map((category) => (choice.granted[category] ? '1' : '0')).join('')
  return `v${choice.policyVersion}.${choice.chosenAt}.${flags}`
}

// Exported because the head bootstrap, plain JavaScript that runs before React, builds its parser from it.
export const CONSENT_COOKIE_PATTERN = /^v(\d{1,6})\.(\d{1,15})\.([01]{3})$/

// A missing or tampered cookie asks again.
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

// A malformed duplicate (a host-only leftover beside the parent-domain cookie) must not hide a good
// one. The head bootstrap reads the cookie the same way.
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
  policyVersion: number
  choice: ConsentChoice | undefined
  // `Sec-GPC: 1` or `navigator.globalPrivacyControl`: the visitor opts out of marketing.
  globalPrivacyControl: boolean
}

// A cookie may hold a newer version than a stale cached page: that is an answer, not none.
export function isAnswered(choice: ConsentChoice | undefined, policyVersion: number): choice is ConsentChoice {
  return choice !== undefined && choice.policyVersion >= policyVersion
}

export function needsConsentChoice({ region, policyVersion, choice }: ConsentContext): boolean {
  return region === 'required' && !isAnswered(choice, policyVersion)
}

// Outside consent regions an answer holds whatever version it was given under: a new policy asks
// again only where asking is the law, and raising the version must not undo a refusal.
export function isCategoryAllowed(context: ConsentContext, category: CookieCategory): boolean {
  if (category === 'necessary') return true
  if (category === 'marketing' && context.globalPrivacyControl) return false
  if (needsConsentChoice(context)) return false
  return context.choice ? context.choice.granted[category] : true
}

export function consentDataLayerValue(context: ConsentContext): ConsentDataLayerValue {
  const state = (category: CookieCategory) => (isCategoryAllowed(context, category) ? 'granted' : 'denied')
  return { necessary: 'granted', functional: state('functional'), analytics: state('analytics'), marketing: state('marketing') }
}

import type { ConsentDataLayerValue } from './consent'

/**
 * Google Consent Mode v2: the consent types Google's tags read, and which of our cookie
 * categories answers each. Tags wait for these before they set anything (RELIABILITY.md,
 * “Consent”: denied by default before any tag in consent countries).
 */
export const GOOGLE_CONSENT_TYPES = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing', // v2: sending user data to Google for advertising
  ad_personalization: 'marketing', // v2: personalised advertising (remarketing)
  analytics_storage: 'analytics',
  functionality_storage: 'functional',
  personalization_storage: 'functional',
  security_storage: 'necessary', // fraud prevention and authentication: never asks
} as const satisfies Record<string, keyof ConsentDataLayerValue>

export type GoogleConsentType = keyof typeof GOOGLE_CONSENT_TYPES

export type GoogleConsentState = Record<GoogleConsentType, 'granted' | 'denied'>

/** How long Google's tags wait for a banner's answer before they go with the defaults. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500

/** Our consent state in Google's terms, for `gtag('consent', 'default' | 'update', …)`. */
export function googleConsentState(value: ConsentDataLayerValue): GoogleConsentState {
  const entries = Object.entries(GOOGLE_CONSENT_TYPES).map(([type, category]) => [type, value[category]] as const)
  return Object.fromEntries(entries) as GoogleConsentState
}

import { CONSENT_DATA_LAYER_EVENT, CONSENT_DATA_LAYER_KEY, type ConsentDataLayerValue } from '@/domain/consent/consent'
import { consentCategoryAllowed, type CookieCategory } from '@/domain/consent/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking/tracking'

import { sendToTracker } from './commands'

/** SPEC §5: the data layer holds consent; the head bootstrap and the banner push to it, then dispatch this event. */
export const CONSENT_CHANGE_EVENT = 'orbit:consent-change'

type DataLayerEntry = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[] | unknown[]
  }
}

export function currentConsent(): Partial<ConsentDataLayerValue> | undefined {
  if (typeof window === 'undefined') return undefined
  const layer = Array.isArray(window.dataLayer) ? window.dataLayer : []
  for (let index = layer.length - 1; index >= 0; index -= 1) {
    const entry = layer[index] as DataLayerEntry | null
    if (entry && typeof entry === 'object' && entry.event === CONSENT_DATA_LAYER_EVENT) {
      const value = entry[CONSENT_DATA_LAYER_KEY]
      if (value && typeof value === 'object') return value as Partial<ConsentDataLayerValue>
    }
  }
  return undefined
}

/** Unset in the data layer: the consent-category-unset event is sent and the category counts as allowed. */
export function isConsentCategoryAllowed(category: CookieCategory): boolean {
  if (typeof window === 'undefined') return true
  return consentCategoryAllowed(currentConsent()?.[category], () => sendToTracker('track_event', COOKIE_EVENTS.consentCategoryUnset, { info1: category }))
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener)
}

import Cookies from 'js-cookie'

import { CONSENT_CHANGE_EVENT } from '@/analytics/consent'
import { setSiteCookie } from '@/analytics/cookies'
import {
  CONSENT_DATA_LAYER_EVENT,
  CONSENT_DATA_LAYER_KEY,
  consentDataLayerValue,
  type ConsentCategory,
  type ConsentContext,
  DEFAULT_COOKIE_POLICY_VERSION,
  isCategoryAllowed,
  parseConsent,
  serializeConsent,
} from '@/domain/consent'
import { googleConsentState } from '@/domain/consent-mode'
import type { ConsentRecordBody } from '@/domain/consent-record'
import { COOKIE_NAMES } from '@/domain/cookies'
import type { Locale } from '@/domain/locales'

import { CONSENT_ATTRIBUTES } from './bootstrap'
import { clearCookiesOf } from './clearCookies'

/*
 * What happens in the browser when a visitor chooses, from the banner or the preferences panel.
 * The page's region and policy version come from <html>, as the head bootstrap read them.
 */

export type Granted = Record<ConsentCategory, boolean>

declare global {
  interface Window {
    /** Google's tag function, defined by the head bootstrap (src/site/consent/bootstrap.ts). */
    gtag?: (...args: unknown[]) => void
  }
}

export const CONSENT_ENDPOINT = '/api/consent'

/** The consent context of this page right now: the bootstrap's inputs, the cookie as it is. */
export function currentConsentContext(): ConsentContext {
  const html = document.documentElement
  return {
    region: html.getAttribute(CONSENT_ATTRIBUTES.region) === 'required' ? 'required' : 'not-required',
    policyVersion: Number(html.getAttribute(CONSENT_ATTRIBUTES.policyVersion)) || DEFAULT_COOKIE_POLICY_VERSION,
    choice: parseConsent(Cookies.get(COOKIE_NAMES.consent)),
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  }
}

/** What the preferences panel shows first: the categories allowed now (nothing, before a choice in consent regions). */
export function currentlyGranted(): Granted {
  const value = consentDataLayerValue(currentConsentContext())
  return { functional: value.functional === 'granted', analytics: value.analytics === 'granted', marketing: value.marketing === 'granted' }
}

/** A random id for the record; randomUUID needs a secure context, which production always is. */
function randomChoiceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Stores the visitor's choice and makes it take effect at once: the consent cookie (necessary,
 * 365 days), the data layer entry and Consent Mode update tags read, the change event the
 * site's tracker listens to, the cookies of refused categories removed, and the record kept
 * on the server. Recording is best effort: the choice holds in the browser either way.
 */
export function applyConsentChoice(granted: Granted, locale: Locale): void {
  const before = currentConsentContext()
  const choice = { policyVersion: before.policyVersion, chosenAt: Date.now(), granted }
  setSiteCookie(COOKIE_NAMES.consent, serializeConsent(choice))
  const context: ConsentContext = { ...before, choice }
  const value = consentDataLayerValue(context)

  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: CONSENT_DATA_LAYER_EVENT, [CONSENT_DATA_LAYER_KEY]: value })
  window.gtag?.('consent', 'update', googleConsentState(value))
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTES.pending)
  clearCookiesOf((category) => isCategoryAllowed(context, category))
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: value }))

  const body: ConsentRecordBody = {
    choiceId: randomChoiceId(),
    granted,
    policyVersion: choice.policyVersion,
    locale,
    gpc: context.globalPrivacyControl,
  }
  fetch(CONSENT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // Offline or the server busy: the choice is stored in the browser and honoured regardless.
  })
}

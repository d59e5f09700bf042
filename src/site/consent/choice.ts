import Cookies from 'js-cookie'

import { CONSENT_CHANGE_EVENT } from '@/analytics/consent'
import { setSiteCookie } from '@/analytics/cookies'
import {
  CONSENT_ATTRIBUTES,
  CONSENT_DATA_LAYER_EVENT,
  CONSENT_DATA_LAYER_KEY,
  CONSENT_ENDPOINT,
  consentDataLayerValue,
  type ConsentCategory,
  type ConsentContext,
  DEFAULT_COOKIE_POLICY_VERSION,
  consentFromCookieHeader,
  isCategoryAllowed,
  serializeConsent,
} from '@/domain/consent/consent'
import { googleConsentState } from '@/domain/consent/mode'
import type { ConsentRecordBody } from '@/domain/consent/record'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import type { Locale } from '@/domain/locales'

import { clearCookiesOf } from './clear-cookies'

export type Granted = Record<ConsentCategory, boolean>

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

export function currentConsentContext(): ConsentContext {
  const html = document.documentElement
  return {
    region: html.getAttribute(CONSENT_ATTRIBUTES.region) === 'required' ? 'required' : 'not-required',
    policyVersion: Number(html.getAttribute(CONSENT_ATTRIBUTES.policyVersion)) || DEFAULT_COOKIE_POLICY_VERSION,
    // As the head bootstrap reads it: the first well-formed value.
    choice: consentFromCookieHeader(document.cookie),
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  }
}

/** Nothing, before a choice in consent regions. */
export function currentlyGranted(): Granted {
  const value = consentDataLayerValue(currentConsentContext())
  return { functional: value.functional === 'granted', analytics: value.analytics === 'granted', marketing: value.marketing === 'granted' }
}

/** randomUUID needs a secure context, which production always is. */
function randomChoiceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The server was busy, not the record wrong. */
const RETRY_STATUSES: readonly number[] = [429, 503]
export const CONSENT_RECORD_RETRIES = 3
const FIRST_BACKOFF_MS = 1_000
const MAX_BACKOFF_MS = 30_000

/** The server's Retry-After if it gave one, else 1 s, 2 s, 4 s; at most 30 s. */
export function consentRecordBackoffMs(attempt: number, retryAfter: string | null | undefined, now = Date.now()): number {
  let wait = FIRST_BACKOFF_MS * 2 ** (attempt - 1)
  if (retryAfter) {
    const seconds = Number(retryAfter)
    const date = Date.parse(retryAfter)
    if (Number.isFinite(seconds) && seconds >= 0) wait = seconds * 1_000
    else if (Number.isFinite(date)) wait = Math.max(0, date - now)
  }
  return Math.min(wait, MAX_BACKOFF_MS)
}

type SendDeps = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Resending is safe: the server stores one record per choice id. Never rejects. */
export async function sendConsentRecord(body: ConsentRecordBody, { fetch: send = fetch, sleep = sleepFor }: SendDeps = {}): Promise<boolean> {
  const text = JSON.stringify(body)
  for (let attempt = 0; ; attempt += 1) {
    let retryAfter: string | null = null
    try {
      const response = await send(CONSENT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
        keepalive: true,
        credentials: 'omit',
      })
      if (response.ok) return true
      if (!RETRY_STATUSES.includes(response.status)) return false // refused: sending it again changes nothing
      retryAfter = response.headers.get('retry-after')
    } catch {
      // Offline or the connection dropped: worth another try.
    }
    if (attempt >= CONSENT_RECORD_RETRIES) return false
    await sleep(consentRecordBackoffMs(attempt + 1, retryAfter))
  }
}

/** Recording on the server is best effort: the choice holds in the browser either way. */
export function applyConsentChoice(granted: Granted, locale: Locale, deps: SendDeps = {}): Promise<boolean> {
  const before = currentConsentContext()
  // A stale cached page may know an older policy than the cookie: a lower version would make the next page ask again.
  const policyVersion = Math.max(before.policyVersion, before.choice?.policyVersion ?? 0)
  const choice = { policyVersion, chosenAt: Date.now(), granted }
  // A host-only copy would shadow the parent-domain cookie we write.
  Cookies.remove(COOKIE_NAMES.consent, { path: '/' })
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
    // The record proves what applies: under Global Privacy Control marketing stays refused even after
    // "Accept all". The cookie keeps the choice as made, should the signal go away.
    granted: { ...granted, marketing: granted.marketing && !context.globalPrivacyControl },
    policyVersion: choice.policyVersion,
    locale,
    gpc: context.globalPrivacyControl,
  }
  return sendConsentRecord(body, deps)
}

import Cookies from 'js-cookie'

import { COOKIE_NAMES } from '@/domain/consent/cookies'

import { setSiteCookie } from '../cookies'
import { clampText, type Identity } from './event-fields'

/** `randomUUID` exists only in secure contexts. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type CookieStore = {
  get: (name: string) => string | undefined
  set: (name: string, value: string) => void
}

const browserCookies: CookieStore = {
  get: (name) => Cookies.get(name),
  // Only called once the tracker's consent gate has allowed analytics (see cookieIdentity).
  set: (name, value) => {
    setSiteCookie(name, value, { isCategoryAllowed: () => true })
  },
}

/**
 * Analytics cookies: call only once analytics is allowed. The ids stay in memory too, so a browser
 * that refuses cookies gets one visit per page instead of one per batch.
 */
export function cookieIdentity(store: CookieStore = browserCookies, newId: () => string = randomId): () => Identity {
  let known: Identity | undefined
  return () => {
    const visitor = store.get(COOKIE_NAMES.visitorId) || known?.visitor_id || newId()
    const visit = store.get(COOKIE_NAMES.visitId) || known?.direct_object || newId()
    if (store.get(COOKIE_NAMES.visitorId) !== visitor) store.set(COOKIE_NAMES.visitorId, visitor)
    store.set(COOKIE_NAMES.visitId, visit)
    known = { visitor_id: clampText(visitor), direct_object: clampText(visit) }
    return known
  }
}

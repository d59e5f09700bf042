import Cookies from 'js-cookie'

import { COOKIE_NAMES } from '@/domain/cookies'

import { setSiteCookie } from '../cookies'
import { clampText, type Identity } from './event-fields'

/** A random id. `randomUUID` exists only in secure contexts; `getRandomValues` everywhere. */
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
 * The visitor id (one browser, across visits) and the visit id, the events' direct_object (one
 * visit, ending after 30 minutes without events). Both are analytics cookies: call this only
 * once analytics is allowed. The visit cookie is written again at each send, so its expiry
 * slides; the ids stay in memory too, so a browser that refuses cookies still gets one visit
 * per page instead of one per batch.
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

import Cookies from 'js-cookie'

import { checkCookieCategory, cookieAttributes, type CookieCategory } from '@/domain/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking'

import { sendToTracker } from './commands'

type Options = {
  /** Whether the visitor allowed the cookie's category; mandatory cookies never ask. */
  isCategoryAllowed?: (category: CookieCategory) => boolean
}

/**
 * The browser's one way to set a cookie: it knows each cookie's category, expiry and domain
 * (SPEC §5, §9). An uncategorised cookie is reported and not set; a cookie whose category the
 * visitor has not allowed is reported and, as the spec says, still set.
 */
export function setSiteCookie(name: string, value: string, { isCategoryAllowed = () => true }: Options = {}): boolean {
  const check = checkCookieCategory(name, isCategoryAllowed, (message) => console.error(message))
  if (check.status === 'uncategorized') {
    sendToTracker('track_event', COOKIE_EVENTS.uncategorizedCookie, { info1: name })
    return false
  }
  if (check.status === 'not-approved') sendToTracker('track_event', COOKIE_EVENTS.cookieNotApproved, { info1: name })
  const attributes = cookieAttributes(check.definition, window.location.hostname)
  Cookies.set(name, value, { ...attributes, sameSite: 'lax' })
  return true
}

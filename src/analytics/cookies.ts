import Cookies from 'js-cookie'

import {
  COOKIE_DEFINITIONS_ELEMENT_ID,
  parseEmbeddedDefinitions,
  shouldSetCookie,
  UNAPPROVED_COOKIES_ATTRIBUTE,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/cookie-policy'
import { checkCookieCategory, COOKIE_DEFINITIONS, cookieAttributes, type CookieCategory, type CookieDefinition } from '@/domain/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking'

import { sendToTracker } from './commands'
import { isConsentCategoryAllowed } from './consent'

type Options = {
  /** Whether the visitor allowed the cookie's category; by default the data layer says (SPEC §5). */
  isCategoryAllowed?: (category: CookieCategory) => boolean
}

let pageDefinitions: readonly CookieDefinition[] | undefined

/** The definitions marketers keep in the CMS, as the page carries them; the built-in ones otherwise. */
function definitions(): readonly CookieDefinition[] {
  pageDefinitions ??= parseEmbeddedDefinitions(document.getElementById(COOKIE_DEFINITIONS_ELEMENT_ID)?.textContent) ?? COOKIE_DEFINITIONS
  return pageDefinitions
}

/**
 * The browser's one way to set a cookie: it knows each cookie's category, expiry and domain
 * from the CMS (SPEC §5, §9). An uncategorised cookie is reported and not set. A cookie whose
 * category the visitor has not allowed is reported, and then set or blocked as the site settings
 * say. Returns whether the cookie was set.
 */
export function setSiteCookie(name: string, value: string, { isCategoryAllowed = isConsentCategoryAllowed }: Options = {}): boolean {
  const check = checkCookieCategory(name, isCategoryAllowed, (message) => console.error(message), definitions())
  if (check.status === 'uncategorized') sendToTracker('track_event', COOKIE_EVENTS.uncategorizedCookie, { info1: name })
  if (check.status === 'not-approved') sendToTracker('track_event', COOKIE_EVENTS.cookieNotApproved, { info1: name })
  const policy = unapprovedCookiePolicyOrDefault(document.documentElement.getAttribute(UNAPPROVED_COOKIES_ATTRIBUTE))
  if (check.status === 'uncategorized' || !shouldSetCookie(check, policy)) return false
  Cookies.set(name, value, { ...cookieAttributes(check.definition, window.location.hostname), sameSite: 'lax' })
  return true
}

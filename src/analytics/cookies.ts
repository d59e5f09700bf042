import Cookies from 'js-cookie'

import {
  clearingDefinitions,
  COOKIE_DEFINITIONS_ELEMENT_ID,
  parseEmbeddedDefinitions,
  setterDefinitions,
  shouldSetCookie,
  UNAPPROVED_COOKIES_ATTRIBUTE,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/cookie-policy'
import { CONSENT_ATTRIBUTES, type ConsentRegion } from '@/domain/consent'
import { checkCookieCategory, cookieAttributes, type CookieCategory, type CookieDefinition } from '@/domain/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking'

import { sendToTracker } from './commands'
import { isConsentCategoryAllowed } from './consent'

type Options = {
  /** Whether the visitor allowed the cookie's category; by default the data layer says (SPEC §5). */
  isCategoryAllowed?: (category: CookieCategory) => boolean
}

let pageDefinitions: readonly CookieDefinition[] | undefined

/** The definitions marketers keep in the CMS, as the page carries them (undefined when it carries none). */
function embeddedDefinitions(): readonly CookieDefinition[] | undefined {
  return parseEmbeddedDefinitions(document.getElementById(COOKIE_DEFINITIONS_ELEMENT_ID)?.textContent)
}

/**
 * What the setter goes by: the page's definitions, the built-in ones when it carries none, and
 * always the built-in ones for the site's own necessary cookies (setterDefinitions).
 */
export function siteCookieDefinitions(): readonly CookieDefinition[] {
  pageDefinitions ??= setterDefinitions(embeddedDefinitions())
  return pageDefinitions
}

/** What withdrawing clears by: the setter's definitions and every built-in one besides. */
export function siteClearingDefinitions(): readonly CookieDefinition[] {
  return clearingDefinitions(siteCookieDefinitions())
}

/** The page's consent region, as the head bootstrap reads it from <html>. */
function pageConsentRegion(): ConsentRegion {
  return document.documentElement.getAttribute(CONSENT_ATTRIBUTES.region) === 'required' ? 'required' : 'not-required'
}

/**
 * The browser's one way to set a cookie: it knows each cookie's category, expiry and domain
 * from the CMS (SPEC §5, §9). An uncategorised cookie is reported and not set. A cookie whose
 * category the visitor has not allowed is reported, and then blocked: always in consent regions,
 * elsewhere unless the site settings say to set it anyway. Returns whether the cookie was set.
 */
export function setSiteCookie(name: string, value: string, { isCategoryAllowed = isConsentCategoryAllowed }: Options = {}): boolean {
  const check = checkCookieCategory(name, isCategoryAllowed, (message) => console.error(message), siteCookieDefinitions())
  if (check.status === 'uncategorized') sendToTracker('track_event', COOKIE_EVENTS.uncategorizedCookie, { info1: name })
  if (check.status === 'not-approved') sendToTracker('track_event', COOKIE_EVENTS.cookieNotApproved, { info1: name })
  const policy = unapprovedCookiePolicyOrDefault(document.documentElement.getAttribute(UNAPPROVED_COOKIES_ATTRIBUTE))
  if (check.status === 'uncategorized' || !shouldSetCookie(check, policy, pageConsentRegion())) return false
  Cookies.set(name, value, { ...cookieAttributes(check.definition, window.location.hostname), sameSite: 'lax' })
  return true
}

import Cookies from 'js-cookie'

import {
  clearingDefinitions,
  COOKIE_DEFINITIONS_ELEMENT_ID,
  parseEmbeddedDefinitions,
  cookieVerdict,
  setterDefinitions,
  UNAPPROVED_COOKIES_ATTRIBUTE,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/consent/cookie-policy'
import { CONSENT_ATTRIBUTES, type ConsentRegion } from '@/domain/consent/consent'
import { cookieAttributes, uncategorizedCookieMessage, type CookieCategory, type CookieDefinition } from '@/domain/consent/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking/tracking'

import { sendToTracker } from './commands'
import { isConsentCategoryAllowed } from './consent'

type Options = {
  /** SPEC §5: by default the data layer says. */
  isCategoryAllowed?: (category: CookieCategory) => boolean
}

let pageDefinitions: readonly CookieDefinition[] | undefined

function embeddedDefinitions(): readonly CookieDefinition[] | undefined {
  return parseEmbeddedDefinitions(document.getElementById(COOKIE_DEFINITIONS_ELEMENT_ID)?.textContent)
}

/** The built-in definitions always cover the site's own necessary cookies. */
export function siteCookieDefinitions(): readonly CookieDefinition[] {
  pageDefinitions ??= setterDefinitions(embeddedDefinitions())
  return pageDefinitions
}

export function siteClearingDefinitions(): readonly CookieDefinition[] {
  return clearingDefinitions(siteCookieDefinitions())
}

function pageConsentRegion(): ConsentRegion {
  return document.documentElement.getAttribute(CONSENT_ATTRIBUTES.region) === 'required' ? 'required' : 'not-required'
}

function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** The browser's one way to set a cookie (SPEC §5, §9), by the proxy's rule (cookieVerdict): an uncategorised cookie is reported and not set. */
export function setSiteCookie(name: string, value: string, { isCategoryAllowed = isConsentCategoryAllowed }: Options = {}): boolean {
  const verdict = cookieVerdict(name, {
    definitions: siteCookieDefinitions(),
    isCategoryAllowed,
    policy: unapprovedCookiePolicyOrDefault(document.documentElement.getAttribute(UNAPPROVED_COOKIES_ATTRIBUTE)),
    region: pageConsentRegion(),
    globalPrivacyControl: globalPrivacyControl(),
  })
  if (verdict.status === 'uncategorized') {
    console.error(uncategorizedCookieMessage(name))
    sendToTracker('track_event', COOKIE_EVENTS.uncategorizedCookie, { info1: name })
    return false
  }
  if (verdict.status === 'not-approved') sendToTracker('track_event', COOKIE_EVENTS.cookieNotApproved, { info1: name })
  if (!verdict.set) return false
  Cookies.set(name, value, { ...cookieAttributes(verdict.definition, window.location.hostname), sameSite: 'lax' })
  return true
}

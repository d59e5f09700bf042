import { isCategoryAllowed, parseConsent, type ConsentRegion } from './consent'
import { ATTRIBUTION_PARAMETERS, COOKIE_NAMES, type CookieCategory, parentDomain, type CookieName } from './cookies'

/**
 * Campaign attribution (SPEC §3 “Cookie names”): what a landing request tells about where the
 * visitor came from, as cookies the sign-up later credits.
 *
 * Model: last non-direct touch, the web-analytics default. A request that carries attribution
 * parameters, or comes from another site, is a new touch: it replaces the whole set, so the
 * source of one campaign never sits beside the medium of another. Direct visits and clicks
 * inside the site are no touch and change nothing. (First touch would credit the ad that
 * brought someone a year ago for the sign-up today's campaign caused.)
 */

/** Every attribution cookie, the two the request itself fills included. */
export const ATTRIBUTION_COOKIES: readonly CookieName[] = [
  ...new Set<CookieName>([...Object.values(ATTRIBUTION_PARAMETERS), COOKIE_NAMES.referrer, COOKIE_NAMES.landingPage]),
]

/** Longer values are cut: a cookie header has limits, and no campaign name needs more. */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 200

export type LandingRequest = {
  /** The public path as the visitor asked for it, without the query: `/lang/de/pricing`. */
  pathname: string
  searchParams: URLSearchParams
  /** The Referer header, if any. */
  referer: string | null | undefined
  /** The host the visitor asked for (the Host header), to tell other sites from this one. */
  host: string
}

/** What a touch does to the attribution cookies: these values set, the rest of the set expired. */
export type AttributionChange = { set: ReadonlyMap<CookieName, string>; clear: readonly CookieName[] }

/** Control characters and surrounding spaces out, cut to length; empty means absent. */
function clean(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const text = value
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)
  return text === '' ? undefined : text
}

/** Hosts of one site share a parent domain (`www.` and `auth.` of `orbit.example`). */
function sameSite(a: string, b: string): boolean {
  const hostA = a.toLowerCase().replace(/:\d+$/, '')
  const hostB = b.toLowerCase().replace(/:\d+$/, '')
  if (hostA === hostB) return true
  const parent = parentDomain(hostA)
  return parent !== undefined && parent === parentDomain(hostB)
}

/**
 * The page that linked here, when it is another site: its origin and path only. The query
 * is left out, as it may hold a search or a token of the visitor's (data minimisation).
 */
export function externalReferrer(referer: string | null | undefined, host: string): string | undefined {
  if (!referer) return undefined
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (sameSite(url.host, host)) return undefined
  return clean(`${url.origin}${url.pathname === '/' ? '' : url.pathname}`)
}

/** The attribution cookies a landing request sets, or undefined when it is no touch. */
export function attributionChange(request: LandingRequest): AttributionChange | undefined {
  const set = new Map<CookieName, string>()
  // Several parameters may fill one cookie: the first listed in ATTRIBUTION_PARAMETERS wins.
  for (const [parameter, cookie] of Object.entries(ATTRIBUTION_PARAMETERS)) {
    const value = clean(request.searchParams.get(parameter))
    if (value !== undefined && !set.has(cookie)) set.set(cookie, value)
  }
  const referrer = externalReferrer(request.referer, request.host)
  if (set.size === 0 && referrer === undefined) return undefined
  if (referrer !== undefined) set.set(COOKIE_NAMES.referrer, referrer)
  const landingPage = clean(request.pathname)
  if (landingPage !== undefined) set.set(COOKIE_NAMES.landingPage, landingPage)
  return { set, clear: ATTRIBUTION_COOKIES.filter((name) => !set.has(name)) }
}

export type RequestConsent = {
  region: ConsentRegion
  /** The cookie policy version in force (site settings, through the proxy snapshot). */
  policyVersion: number
  /** The `cookie_consent` cookie the request carries. */
  consentCookie: string | undefined
  /** `Sec-GPC: 1`: the browser's Global Privacy Control opts out of marketing. */
  secGpc: boolean
}

/**
 * Whether the server may set marketing cookies on this request: the browser's own rule
 * (isCategoryAllowed) on what the request shows. Outside consent countries yes unless GPC or
 * a refusal; inside only with a marketing grant for the current policy version.
 */
export function marketingAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, 'marketing')
}

/**
 * Whether the server may set analytics cookies (the visitor id, A/B assignments) on this
 * request: outside consent countries unless refused, inside only with an analytics grant for
 * the current policy version. GPC concerns selling and sharing, not measurement.
 */
export function analyticsAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, 'analytics')
}

/** Whether the server may set a cookie of `category` on this request: the browser's rule on what the request shows. */
export function categoryAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent, category: CookieCategory): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, category)
}

/** `Sec-GPC: 1` is the only value the specification defines; anything else is no signal. */
export function hasGlobalPrivacyControl(header: string | null | undefined): boolean {
  return header?.trim() === '1'
}

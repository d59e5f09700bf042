import { isCategoryAllowed, parseConsent, type ConsentRegion } from '../consent/consent'
import { ATTRIBUTION_PARAMETERS, COOKIE_NAMES, type CookieCategory, parentDomain, type CookieName } from '../consent/cookies'

// Campaign attribution (SPEC §3 “Cookie names”): last non-direct touch, see
// docs/decisions/0007-last-touch-attribution.md.

// The two the request itself fills included.
export const ATTRIBUTION_COOKIES: readonly CookieName[] = [
  ...new Set<CookieName>([...Object.values(ATTRIBUTION_PARAMETERS), COOKIE_NAMES.referrer, COOKIE_NAMES.landingPage]),
]

// A cookie header has limits, and no campaign name needs more.
export const MAX_ATTRIBUTION_VALUE_LENGTH = 200

export type LandingRequest = {
  pathname: string
  searchParams: URLSearchParams
  referer: string | null | undefined
  // To tell other sites from this one.
  host: string
}

// These values set, the rest of the set expired.
export type AttributionChange = { set: ReadonlyMap<CookieName, string>; clear: readonly CookieName[] }

function clean(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const text = value
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)
  return text === '' ? undefined : text
}

// `www.` and `auth.` of `orbit.example` are one site.
function sameSite(a: string, b: string): boolean {
  const hostA = a.toLowerCase().replace(/:\d+$/, '')
  const hostB = b.toLowerCase().replace(/:\d+$/, '')
  if (hostA === hostB) return true
  const parent = parentDomain(hostA)
  return parent !== undefined && parent === parentDomain(hostB)
}

// The query may hold a search or a token of the visitor's (data minimisation).
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

export function attributionChange(request: LandingRequest): AttributionChange | undefined {
  const set = new Map<CookieName, string>()
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
  policyVersion: number
  consentCookie: string | undefined
  secGpc: boolean
}

export function marketingAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, 'marketing')
}

// GPC concerns selling and sharing, not measurement.
export function analyticsAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, 'analytics')
}

export function categoryAllowedForRequest({ region, policyVersion, consentCookie, secGpc }: RequestConsent, category: CookieCategory): boolean {
  return isCategoryAllowed({ region, policyVersion, choice: parseConsent(consentCookie), globalPrivacyControl: secGpc }, category)
}

// The only value the specification defines.
export function hasGlobalPrivacyControl(header: string | null | undefined): boolean {
  return header?.trim() === '1'
}

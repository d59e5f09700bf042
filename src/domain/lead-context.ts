import { ATTRIBUTION_COOKIES, MAX_ATTRIBUTION_VALUE_LENGTH } from './attribution'
import { COOKIE_NAMES } from './cookies'
import { parseCountryCode, type CountryCode } from './countries'
import { FROM_PATTERN } from './lead-forms/fields'
import { isLocale, type Locale } from './locales'
import { normalisePath } from './paths'

/**
 * What a lead records about the visit besides what the prospect typed: where the campaign
 * cookies say they came from, the A/B variants they saw, their language and country, and the
 * page the form was on. Every value comes from the request and is trusted for nothing.
 */
export type LeadContext = {
  locale: Locale
  /** From the trusted edge header; undefined when it sent none. */
  visitorCountry?: CountryCode
  /** The page's path without locale prefix, e.g. `/sales/contact-us`. */
  page: string
  /** Contact sales' origin (`?from=header`). */
  from?: string
  /** Attribution cookie name → value, as the proxy set them, with the offer and choices the visit carried. */
  attribution: Record<string, string>
  /** A/B test name → variant, from the A/B cookie. */
  abTests: Record<string, string>
}

export type VisitFacts = {
  cookies: ReadonlyMap<string, string> | Record<string, string | undefined>
  countryHeader: string | null | undefined
  locale: unknown
  page: unknown
  from: unknown
  /**
   * Whether this request allows marketing (marketingAllowedForRequest in attribution.ts): the
   * attribution cookies are advertising data, kept only with that consent. A visitor who refused,
   * answered an older policy, or sends `Sec-GPC: 1` leaves none on the lead, whatever cookies remain.
   */
  marketingAllowed: boolean
}

/**
 * What sales should know of the visit besides the campaign: the coupon the visitor followed and
 * the use case and industry they chose. Functional cookies, present only where the visitor allowed
 * them; the referral token is marketing and travels with the campaign's cookies.
 */
const LEAD_CHOICE_COOKIES = [COOKIE_NAMES.couponCode, COOKIE_NAMES.cluster, COOKIE_NAMES.industry] as const

const MAX_AB_TESTS = 50
/** 50 pairs of two 60-character names, with their `=` and `&`. */
const MAX_AB_COOKIE_LENGTH = MAX_AB_TESTS * 122
const AB_NAME = /^[a-z0-9_-]{1,60}$/

/**
 * The A/B cookie's assignments: `test=variant` pairs joined like a query string
 * (`homepage_price_per_seat=per_seat&hide_basic_tier=control`). Malformed pairs are skipped.
 */
export function abAssignmentsFromCookie(value: string | undefined): Record<string, string> {
  const assignments: Record<string, string> = {}
  if (!value) return assignments
  for (const [name, variant] of new URLSearchParams(value)) {
    if (Object.keys(assignments).length >= MAX_AB_TESTS) break
    if (AB_NAME.test(name) && AB_NAME.test(variant)) assignments[name] = variant
  }
  return assignments
}

/** The page a form says it was on, as a site path; `/` for anything that is not one. */
export function leadPagePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300) return '/'
  const path = value.split(/[?#]/)[0] ?? ''
  return SITE_PATH.test(path) && !path.startsWith('//') ? normalisePath(path) : '/'
}

const SITE_PATH = /^\/[A-Za-z0-9/_.~%-]*$/

/**
 * A cookie value fit to keep: control characters out (a `%00` in a cookie would make the database
 * refuse the whole lead), surrounding spaces trimmed, cut to length; empty means absent.
 */
export function cleanCookieValue(value: string | undefined, maxLength = MAX_ATTRIBUTION_VALUE_LENGTH): string | undefined {
  const text = value
    ?.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, maxLength)
  return text ? text : undefined
}

export function leadContext({ cookies, countryHeader, locale, page, from, marketingAllowed }: VisitFacts): LeadContext {
  const cookie = (name: string) => (cookies instanceof Map ? cookies.get(name) : (cookies as Record<string, string | undefined>)[name])
  const attribution: Record<string, string> = {}
  for (const name of [...(marketingAllowed ? [...ATTRIBUTION_COOKIES, COOKIE_NAMES.referralToken] : []), ...LEAD_CHOICE_COOKIES]) {
    const value = cleanCookieValue(cookie(name))
    if (value) attribution[name] = value
  }
  const visitorCountry = parseCountryCode(countryHeader)
  const origin = typeof from === 'string' && FROM_PATTERN.test(from) ? from : undefined
  return {
    locale: isLocale(locale) ? locale : 'en',
    ...(visitorCountry ? { visitorCountry } : {}),
    page: leadPagePath(page),
    ...(origin ? { from: origin } : {}),
    attribution,
    abTests: abAssignmentsFromCookie(cleanCookieValue(cookie(COOKIE_NAMES.abTests), MAX_AB_COOKIE_LENGTH)),
  }
}

import { ATTRIBUTION_COOKIES, MAX_ATTRIBUTION_VALUE_LENGTH } from '../attribution/attribution'
import { COOKIE_NAMES } from '../consent/cookies'
import { parseCountryCode, type CountryCode } from '../countries'
import { FROM_PATTERN } from './fields'
import { isLocale, type Locale } from '../locales'
import { normalisePath } from '../routing/paths'

// Every value comes from the request and is trusted for nothing.
export type LeadContext = {
  locale: Locale
  visitorCountry?: CountryCode
  page: string
  from?: string
  attribution: Record<string, string>
  abTests: Record<string, string>
}

export type VisitFacts = {
  cookies: ReadonlyMap<string, string> | Record<string, string | undefined>
  countryHeader: string | null | undefined
  locale: unknown
  page: unknown
  from: unknown
  // Attribution cookies are advertising data, kept on the lead only with marketing consent
  // (marketingAllowedForRequest), whatever cookies remain.
  marketingAllowed: boolean
}

// Functional cookies, present only where the visitor allowed them; the referral token is marketing
// and travels with the campaign's.
const LEAD_CHOICE_COOKIES = [COOKIE_NAMES.couponCode, COOKIE_NAMES.cluster, COOKIE_NAMES.industry] as const

const MAX_AB_TESTS = 50
// 50 pairs of two 60-character names, with their `=` and `&`.
const MAX_AB_COOKIE_LENGTH = MAX_AB_TESTS * 122
const AB_NAME = /^[a-z0-9_-]{1,60}$/

export function abAssignmentsFromCookie(value: string | undefined): Record<string, string> {
  const assignments: Record<string, string> = {}
  if (!value) return assignments
  for (const [name, variant] of new URLSearchParams(value)) {
    if (Object.keys(assignments).length >= MAX_AB_TESTS) break
    if (AB_NAME.test(name) && AB_NAME.test(variant)) assignments[name] = variant
  }
  return assignments
}

export function leadPagePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300) return '/'
  const path = value.split(/[?#]/)[0] ?? ''
  return SITE_PATH.test(path) && !path.startsWith('//') ? normalisePath(path) : '/'
}

const SITE_PATH = /^\/[A-Za-z0-9/_.~%-]*$/

// A `%00` in a cookie would make the database refuse the whole lead.
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

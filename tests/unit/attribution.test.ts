import { describe, expect, it } from 'vitest'

import {
  ATTRIBUTION_COOKIES,
  attributionChange,
  externalReferrer,
  hasGlobalPrivacyControl,
  marketingAllowedForRequest,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  type LandingRequest,
} from '@/domain/attribution/attribution'
import { serializeConsent } from '@/domain/consent/consent'
import { ATTRIBUTION_PARAMETERS, COOKIE_NAMES, cookieDefinition } from '@/domain/consent/cookies'

const landing = (query: string, overrides: Partial<LandingRequest> = {}): LandingRequest => ({
  pathname: '/pricing',
  searchParams: new URLSearchParams(query),
  referer: null,
  host: 'www.orbit.example',
  ...overrides,
})

const setOf = (request: LandingRequest) => Object.fromEntries(attributionChange(request)?.set ?? [])

describe('attributionChange', () => {
  it('turns UTM and ad parameters into the attribution cookies, with the landing page', () => {
    expect(setOf(landing('utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=boards&utm_content=a&gift_send=g1'))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_keyword: 'boards',
      utm_content: 'a',
      utm_gift_send: 'g1',
      utm_landing_page: '/pricing',
    })
  })

  it('covers every parameter of the table, and the first listed wins where two fill one cookie', () => {
    const query = Object.keys(ATTRIBUTION_PARAMETERS)
      .map((parameter) => `${parameter}=${parameter}-value`)
      .join('&')
    const set = setOf(landing(query))
    for (const [parameter, cookie] of Object.entries(ATTRIBUTION_PARAMETERS)) {
      if (cookie !== COOKIE_NAMES.campaignId) expect(set[cookie]).toBe(`${parameter}-value`)
    }
    expect(set[COOKIE_NAMES.campaignId]).toBe('utm_id-value')
  })

  it('is no touch for a direct visit or a click inside the site: nothing changes', () => {
    expect(attributionChange(landing(''))).toBeUndefined()
    expect(attributionChange(landing('from=header'))).toBeUndefined()
    expect(attributionChange(landing('', { referer: 'https://www.orbit.example/crm' }))).toBeUndefined()
    expect(attributionChange(landing('', { referer: 'https://auth.orbit.example/login' }))).toBeUndefined()
    expect(attributionChange(landing('utm_source=', {}))).toBeUndefined()
  })

  it('counts a link from another site as a touch, with its origin and path but never its query', () => {
    expect(setOf(landing('', { referer: 'https://news.example.org/story/42?session=secret#top' }))).toEqual({
      utm_referrer: 'https://news.example.org/story/42',
      utm_landing_page: '/pricing',
    })
  })

  it('replaces the whole set on a new touch (last touch), so two campaigns never mix', () => {
    const change = attributionChange(landing('utm_source=ads'))!
    expect([...change.set.keys()].sort()).toEqual(['utm_landing_page', 'utm_source'])
    expect([...change.clear].sort()).toEqual(ATTRIBUTION_COOKIES.filter((name) => !change.set.has(name)).sort())
    expect(change.clear).toContain('utm_campaign')
  })

  it('cleans values: control characters out, cut to a bounded length', () => {
    const set = setOf(landing(`utm_campaign=${encodeURIComponent('a\r\nSet-Cookie: x=1')}&utm_source=${'s'.repeat(1000)}`))
    expect(set.utm_campaign).toBe('aSet-Cookie: x=1')
    expect(set.utm_source).toHaveLength(MAX_ATTRIBUTION_VALUE_LENGTH)
  })

  it('names only marketing cookies the definitions know', () => {
    expect(ATTRIBUTION_COOKIES).toHaveLength(14)
    for (const name of ATTRIBUTION_COOKIES) expect(cookieDefinition(name)?.category, name).toBe('marketing')
  })
})

describe('externalReferrer', () => {
  it('ignores the site itself, its sibling hosts, non-web schemes and garbage', () => {
    expect(externalReferrer('http://localhost:3000/crm', 'localhost:3000')).toBeUndefined()
    expect(externalReferrer('https://orbit.example/', 'www.orbit.example')).toBeUndefined()
    expect(externalReferrer('android-app://com.example', 'www.orbit.example')).toBeUndefined()
    expect(externalReferrer('not a url', 'www.orbit.example')).toBeUndefined()
    expect(externalReferrer('https://www.google.com/', 'www.orbit.example')).toBe('https://www.google.com')
  })
})

describe('marketingAllowedForRequest', () => {
  const consent = (marketing: boolean, policyVersion = 2) =>
    serializeConsent({ policyVersion, chosenAt: 1, granted: { functional: true, analytics: true, marketing } })

  it('allows marketing outside consent countries unless the browser sends Sec-GPC or the visitor refused', () => {
    const outside = { region: 'not-required', policyVersion: 2, consentCookie: undefined, secGpc: false } as const
    expect(marketingAllowedForRequest(outside)).toBe(true)
    expect(marketingAllowedForRequest({ ...outside, secGpc: true })).toBe(false)
    expect(marketingAllowedForRequest({ ...outside, consentCookie: consent(false) })).toBe(false)
  })

  it('inside consent countries needs a marketing grant for the current policy version', () => {
    const inside = { region: 'required', policyVersion: 2, consentCookie: undefined, secGpc: false } as const
    expect(marketingAllowedForRequest(inside)).toBe(false)
    expect(marketingAllowedForRequest({ ...inside, consentCookie: consent(true) })).toBe(true)
    expect(marketingAllowedForRequest({ ...inside, consentCookie: consent(false) })).toBe(false)
    expect(marketingAllowedForRequest({ ...inside, consentCookie: consent(true, 1) })).toBe(false)
    expect(marketingAllowedForRequest({ ...inside, consentCookie: 'v2.1.111; tampered' })).toBe(false)
    expect(marketingAllowedForRequest({ ...inside, consentCookie: consent(true), secGpc: true })).toBe(false)
  })

  it('reads Sec-GPC as the specification defines it', () => {
    expect(hasGlobalPrivacyControl('1')).toBe(true)
    expect(hasGlobalPrivacyControl(' 1 ')).toBe(true)
    for (const value of [null, undefined, '', '0', 'true']) expect(hasGlobalPrivacyControl(value)).toBe(false)
  })
})

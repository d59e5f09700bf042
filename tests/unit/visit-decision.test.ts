import { describe, expect, it } from 'vitest'

import { serializeConsent } from '@/domain/consent/consent'
import { cookieDomain } from '@/domain/consent/cookies'
import { routingTable, type SiteSnapshot } from '@/domain/routing/site-routing'
import { decideVisit, type VisitRequest } from '@/domain/routing/visit-decision'

const snapshot: SiteSnapshot = {
  redirects: [{ from: '/old-pricing', to: '/pricing', statusCode: 308 }],
  pages: [{ path: '/' }, { path: '/pricing' }, { path: '/crm' }],
  pricedPaths: ['/pricing'],
}

function request({
  path = '/crm',
  search = '',
  host = 'www.orbit.test:8443',
  cookies = {},
  headers = {},
  method = 'GET',
  preview = false,
}: {
  path?: string
  search?: string
  host?: string
  cookies?: Record<string, string>
  headers?: Record<string, string>
  method?: string
  preview?: boolean
}): VisitRequest {
  return { method, pathname: path, search, host, preview, cookie: (name) => cookies[name], header: (name) => headers[name] ?? null }
}

function decide(visit: VisitRequest, table = routingTable(snapshot), now = new Date('2026-11-28T12:00:00Z')) {
  return decideVisit(visit, { table, countryHeader: 'x-visitor-country', publicHostname: 'www.orbit.test', now, newVisitorId: () => 'new-visitor-0001' })
}

const refused = (categories: { analytics?: boolean; marketing?: boolean } = {}) =>
  serializeConsent({
    policyVersion: 1,
    chosenAt: 1_764_000_000_000,
    granted: { functional: true, analytics: categories.analytics ?? false, marketing: categories.marketing ?? false },
  })

const names = (decision: ReturnType<typeof decide>) => decision.cookies.map((cookie) => cookie.name).sort()

describe('cookieDomain', () => {
  it('is the parent domain of the site’s public address for every host under it', () => {
    expect(cookieDomain('www.orbit.test:8443', 'www.orbit.test')).toBe('.orbit.test')
    expect(cookieDomain('shop.orbit.test', 'www.orbit.test')).toBe('.orbit.test')
    expect(cookieDomain('ORBIT.TEST', 'www.orbit.test')).toBe('.orbit.test')
  })

  it('is left out for a host outside it, and for a public address a browser would not share', () => {
    expect(cookieDomain('localhost:3000', 'www.orbit.test')).toBeUndefined()
    expect(cookieDomain('evilorbit.test', 'www.orbit.test')).toBeUndefined()
    expect(cookieDomain('localhost:3000', 'localhost')).toBeUndefined()
    expect(cookieDomain('127.0.0.1', '127.0.0.1')).toBeUndefined()
  })
})

describe('decideVisit', () => {
  it('sets a landing’s campaign and offer cookies on the parent domain, with their lifetimes', () => {
    const decision = decide(request({ search: '?utm_campaign=spring&utm_source=ads&coupon=SAVE10&ref=friend1&trial_extension_token=ext-1' }))
    expect(decision.route).toMatchObject({ kind: 'rewrite', pathname: '/en/default/crm' })
    expect(decision.personal).toBe(true)
    const byName = new Map(decision.cookies.map((cookie) => [cookie.name, cookie]))
    expect(byName.get('utm_campaign')).toMatchObject({ value: 'spring', domain: '.orbit.test', path: '/', secure: true, sameSite: 'lax', maxAge: 365 * 86_400 })
    expect(byName.get('coupon_code')).toMatchObject({ value: 'SAVE10', domain: '.orbit.test', maxAge: 86_400 })
    expect(byName.get('trial_extension_token')).toMatchObject({ value: 'ext-1', maxAge: 86_400 })
    expect(byName.get('referral_token')).toMatchObject({ value: 'friend1' })
    expect(byName.get('utm_landing_page')).toMatchObject({ value: '/crm' })
  })

  it('sets host-only cookies for a request to a host outside the public address', () => {
    const decision = decide(request({ search: '?utm_campaign=spring', host: 'localhost:3000' }))
    expect(decision.cookies.map((cookie) => cookie.domain)).toEqual(decision.cookies.map(() => undefined))
  })

  it('outside the consent countries sets a refused marketing cookie anyway, as the site settings say, and reports it', () => {
    const decision = decide(request({ search: '?utm_campaign=spring&ref=friend1', cookies: { cookie_consent: refused() } }))
    expect(names(decision)).toEqual(['referral_token', 'utm_campaign', 'utm_landing_page'])
    expect(decision.events).toEqual([
      { name: 'cookie_not_approved', info1: 'utm_campaign' },
      { name: 'cookie_not_approved', info1: 'utm_landing_page' },
      { name: 'cookie_not_approved', info1: 'referral_token' },
    ])
  })

  it('blocks them when the site settings say block everywhere, still reporting each', () => {
    const table = routingTable({ ...snapshot, consent: { policyVersion: 1, extraCountries: [], unapprovedCookies: 'block' } })
    const decision = decide(request({ search: '?utm_campaign=spring', cookies: { cookie_consent: refused() } }), table)
    expect(decision.cookies).toEqual([])
    expect(decision.personal).toBe(false)
    expect(decision.events).toContainEqual({ name: 'cookie_not_approved', info1: 'utm_campaign' })
  })

  it('in a consent country sets no marketing cookie before a grant, and sets them after one', () => {
    const german = { 'x-visitor-country': 'DE' }
    const before = decide(request({ search: '?utm_campaign=spring', headers: german }))
    expect(before.cookies).toEqual([])
    expect(before.events).toContainEqual({ name: 'cookie_not_approved', info1: 'utm_campaign' })
    const granted = decide(request({ search: '?utm_campaign=spring', headers: german, cookies: { cookie_consent: refused({ marketing: true }) } }))
    expect(names(granted)).toEqual(['utm_campaign', 'utm_landing_page'])
  })

  it('honours Global Privacy Control: no marketing cookie whatever the site settings say', () => {
    const decision = decide(request({ search: '?utm_campaign=spring&ref=friend1', headers: { 'sec-gpc': '1' } }))
    expect(decision.cookies).toEqual([])
    expect(decision.personal).toBe(false)
    // A coupon is the visitor's own offer (functional), not marketing.
    expect(names(decide(request({ search: '?utm_campaign=spring&coupon=SAVE10', headers: { 'sec-gpc': '1' } })))).toEqual(['coupon_code'])
  })

  it('takes an external Referer as a touch, and the site’s own hosts as none', () => {
    const fromSearch = decide(request({ headers: { referer: 'https://www.google.com/search?q=crm' } }))
    expect(fromSearch.cookies.find((cookie) => cookie.name === 'utm_referrer')?.value).toBe('https://www.google.com/search')
    expect(decide(request({ headers: { referer: 'https://auth.orbit.test:8443/login' } })).cookies).toEqual([])
  })

  it('gives a request with only cookies it does not read the same answer as one with none', () => {
    const plain = decide(request({}))
    const returning = decide(request({ cookies: { _ga: 'GA1.1.1.1', bb_visitor_id: 'abc', consent_record_id: '42' } }))
    expect(returning).toEqual(plain)
    expect(plain).toMatchObject({ personal: false, cookies: [], events: [] })
  })

  it('assigns a running test’s variant once, and the assignment sticks', () => {
    const table = routingTable({
      ...snapshot,
      abTests: [
        {
          testName: 'homepage_price_per_seat',
          status: 'running',
          variants: [
            { name: 'control', traffic: 0 },
            { name: 'per_seat', traffic: 100 },
          ],
        },
      ],
    })
    const first = decide(request({ path: '/' }), table)
    expect(first.route).toMatchObject({ kind: 'rewrite', pathname: expect.stringContaining('ab-homepage_price_per_seat.per_seat') })
    expect(names(first)).toEqual(['ab_tests', 'visitor_id'])
    expect(first.personal).toBe(true)
    const cookies = Object.fromEntries(first.cookies.map((cookie) => [cookie.name, cookie.value]))
    const again = decide(request({ path: '/', cookies }), table)
    expect(again.route).toEqual(first.route)
    expect(again.cookies).toEqual([])
  })

  it('marks a known visitor’s page as theirs', () => {
    const decision = decide(request({ cookies: { paying_account: 'true' } }))
    expect(decision.route).toMatchObject({ kind: 'rewrite', pathname: expect.stringContaining('visitor.known') })
    expect(decision.personal).toBe(true)
  })

  it('sets nothing on a staff preview or a redirect, and keeps both out of shared caches', () => {
    const preview = decide(request({ search: '?utm_campaign=spring', preview: true }))
    expect(preview).toMatchObject({ preview: true, personal: true, cookies: [] })
    const redirect = decide(request({ path: '/old-pricing', search: '?utm_campaign=spring' }))
    expect(redirect).toMatchObject({ route: { kind: 'redirect', location: '/pricing?utm_campaign=spring' }, personal: true, cookies: [] })
  })
})

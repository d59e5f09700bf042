import { describe, expect, it } from 'vitest'

import {
  APP_PAGES,
  consentRegion,
  consentRegionOf,
  EMPTY_SNAPSHOT,
  internalPath,
  isAppPage,
  isPublished,
  notFoundSegment,
  previewPathname,
  readVariantSegment,
  routeRequest,
  routingTable,
  type SiteSnapshot,
} from '@/domain/routing/site-routing'

const snapshot: SiteSnapshot = {
  redirects: [
    { from: '/old-pricing', to: '/pricing', statusCode: 308 },
    { from: '/summer', to: '/pricing?utm_campaign=summer', statusCode: 307 },
    { from: '/partners-site', to: 'https://partners.orbit.example/', statusCode: 307 },
  ],
  pages: [{ path: '/' }, { path: '/pricing' }, { path: '/crm' }, { path: '/l/impressum', locales: ['de'] }],
  pricedPaths: ['/pricing'],
}
const table = routingTable(snapshot)
const visitor = { country: 'US' }

describe('routeRequest', () => {
  it('serves English at the root and every other locale under /lang/{locale}', () => {
    expect(routeRequest('/crm', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/en/default/crm', locale: 'en' })
    expect(routeRequest('/lang/ja/crm', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/ja/default/crm', locale: 'ja' })
    expect(routeRequest('/lang/de', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/de/default' })
    expect(routeRequest('/', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/en/default' })
  })

  it('sends /lang/en/… to the one English address, keeping the query', () => {
    expect(routeRequest('/lang/en/pricing', '?from=footer', table, visitor)).toEqual({ kind: 'redirect', location: '/pricing?from=footer', status: 308 })
    expect(routeRequest('/lang/en', '', table, visitor)).toEqual({ kind: 'redirect', location: '/', status: 308 })
  })

  it('lands a locale typed in another case on its canonical address with one redirect, keeping the query', () => {
    expect(routeRequest('/lang/DE/pricing', '?from=footer', table, visitor)).toEqual({
      kind: 'redirect',
      location: '/lang/de/pricing?from=footer',
      status: 308,
    })
    expect(routeRequest('/lang/zh-TW/', '', table, visitor)).toEqual({ kind: 'redirect', location: '/lang/zh-tw', status: 308 })
    expect(routeRequest('/LANG/ja/crm', '', table, visitor)).toEqual({ kind: 'redirect', location: '/lang/ja/crm', status: 308 })
    expect(routeRequest('/lang/EN/crm', '', table, visitor)).toEqual({ kind: 'redirect', location: '/crm', status: 308 })
    // With a trailing slash too: one redirect, not one for the slash and one for the case.
    expect(routeRequest('/lang/DE/', '?from=ad', table, visitor)).toEqual({ kind: 'redirect', location: '/lang/de?from=ad', status: 308 })
    expect(routeRequest('/pricing/', '', table, visitor)).toEqual({ kind: 'redirect', location: '/pricing', status: 308 })
    // The redirect's target is the page itself, not another redirect.
    expect(routeRequest('/lang/zh-tw', '', table, visitor)).toMatchObject({ kind: 'rewrite', locale: 'zh-tw' })
    expect(routeRequest('/lang/de/pricing', '', table, visitor)).toMatchObject({ kind: 'rewrite', locale: 'de' })
  })

  it('does not lead a locale in another case off the site', () => {
    expect(routeRequest('/lang/EN//evil.example', '', table, visitor)).toMatchObject({ kind: 'not-found' })
    expect(routeRequest('//evil.example/', '', table, visitor)).toMatchObject({ kind: 'not-found' })
    expect(routeRequest('/lang/XX/pricing', '', table, visitor)).toMatchObject({ kind: 'not-found' })
  })

  it('answers CMS redirects with their code in every locale, keeping the visitor’s query unless the target has one', () => {
    expect(routeRequest('/old-pricing', '?utm_source=mail', table, visitor)).toEqual({ kind: 'redirect', location: '/pricing?utm_source=mail', status: 308 })
    expect(routeRequest('/lang/fr/old-pricing', '', table, visitor)).toEqual({ kind: 'redirect', location: '/lang/fr/pricing', status: 308 })
    expect(routeRequest('/summer', '?x=1', table, visitor)).toEqual({ kind: 'redirect', location: '/pricing?utm_campaign=summer', status: 307 })
    expect(routeRequest('/partners-site', '', table, visitor)).toMatchObject({ location: 'https://partners.orbit.example/', status: 307 })
  })

  it('sends unknown addresses, unknown locales and pages kept to other languages to the locale’s one not-found page', () => {
    expect(routeRequest('/no-such-page', '', table, visitor)).toEqual({ kind: 'not-found', pathname: '/en/not-found', locale: 'en' })
    expect(routeRequest('/lang/ja/no-such-page', '', table, visitor)).toEqual({ kind: 'not-found', pathname: '/ja/not-found', locale: 'ja' })
    expect(routeRequest('/lang/xx/pricing', '', table, visitor)).toMatchObject({ kind: 'not-found', locale: 'en' })
    expect(routeRequest('/l/impressum', '', table, visitor)).toMatchObject({ kind: 'not-found' })
    expect(routeRequest('/lang/de/l/impressum', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/de/default/l/impressum' })
  })

  it('never reaches the internal route shape from outside', () => {
    expect(routeRequest('/en/default/pricing', '', table, visitor)).toMatchObject({ kind: 'not-found' })
  })

  it('caches priced pages per currency of the visitor’s country, and the dollar page is the shared one', () => {
    // A German visitor on the English page is also offered the German one (language-suggestion.test.ts).
    expect(routeRequest('/pricing', '', table, { country: 'DE' })).toMatchObject({ pathname: '/en/consent.required~currency.eur~suggest.de/pricing' })
    expect(routeRequest('/lang/ja/pricing', '', table, { country: 'JP' })).toMatchObject({ pathname: '/ja/currency.jpy/pricing' })
    expect(routeRequest('/pricing', '', table, { country: 'US' })).toMatchObject({ pathname: '/en/default/pricing' })
    expect(routeRequest('/pricing', '', table, { country: 'not a country' })).toMatchObject({ pathname: '/en/default/pricing' })
    // Pages without prices are the same for everyone who need not be asked about cookies (and need no language offered).
    expect(routeRequest('/crm', '', table, { country: 'IN' })).toMatchObject({ pathname: '/en/default/crm' })
    expect(routeRequest('/crm', '', table, { country: 'JP' })).toMatchObject({ pathname: '/en/suggest.ja/crm' })
  })

  it('gives every page a consent variant for visitors from consent countries, and the shared page to everyone else', () => {
    for (const country of ['DE', 'fr', ' GB ', 'NO', 'IS', 'LI']) {
      expect(routeRequest('/crm', '', table, { country }), country).toMatchObject({
        pathname: expect.stringMatching(/^\/en\/consent\.required(~suggest\.\w+)?\/crm$/),
        variant: { consent: 'required' },
      })
    }
    for (const country of ['US', 'IN', undefined, '', 'XX', 'deu']) {
      expect(routeRequest('/crm', '', table, { country }), String(country)).toMatchObject({ pathname: '/en/default/crm', variant: {} })
    }
    // Outside the consent countries, a visitor whose country reads another language is only offered it.
    for (const [country, locale] of [
      ['JP', 'ja'],
      ['CH', 'de'],
      ['BR', 'pt'],
    ]) {
      expect(routeRequest('/crm', '', table, { country }), country).toMatchObject({ pathname: `/en/suggest.${locale}/crm`, variant: { suggest: locale } })
    }
    expect(routeRequest('/lang/de', '', table, { country: 'AT' })).toMatchObject({ pathname: '/de/consent.required' })
  })

  it('sends visitors from consent countries to a not-found page with the banner', () => {
    expect(routeRequest('/no-such-page', '', table, { country: 'DE' })).toEqual({
      kind: 'not-found',
      pathname: '/en/not-found~consent.required',
      locale: 'en',
    })
  })

  it('adds the countries admins put in the site settings, but never drops one of the legal list', () => {
    const withSettings = routingTable({ ...snapshot, consent: { policyVersion: 3, extraCountries: ['CH'] } })
    expect(consentRegion(withSettings, { country: 'CH' })).toBe('required')
    expect(consentRegion(withSettings, { country: 'DE' })).toBe('required')
    expect(consentRegion(withSettings, { country: 'US' })).toBe('not-required')
    expect(withSettings.consent.policyVersion).toBe(3)
    // A snapshot from before the consent facts existed: version 1 and the legal list.
    expect(table.consent.policyVersion).toBe(1)
    expect(consentRegion(table, { country: 'CH' })).toBe('not-required')
  })

  it('carries the CMS’s cookie definitions for the proxy, or none so the built-in ones apply', () => {
    const definitions = [{ name: 'utm_source', category: 'marketing' as const, mandatory: false, expiryDays: 90, description: '' }]
    expect(routingTable({ ...snapshot, cookieDefinitions: definitions }).cookieDefinitions).toEqual(definitions)
    expect(routingTable({ ...snapshot, cookieDefinitions: [] }).cookieDefinitions).toBeUndefined()
    expect(table.cookieDefinitions).toBeUndefined()
  })

  it('brings a visitor who chose a language back to it on the home page only', () => {
    expect(routeRequest('/', '', table, { country: 'US', preferredLocale: 'de' })).toEqual({ kind: 'redirect', location: '/lang/de', status: 307 })
    expect(routeRequest('/', '', table, { country: 'US', preferredLocale: 'en' })).toMatchObject({ kind: 'rewrite' })
    expect(routeRequest('/', '', table, { country: 'US', preferredLocale: 'klingon' })).toMatchObject({ kind: 'rewrite' })
    expect(routeRequest('/pricing', '', table, { country: 'US', preferredLocale: 'de' })).toMatchObject({ kind: 'rewrite', locale: 'en' })
  })

  it('tries every path while no snapshot has been read, leaving the decision to the page route', () => {
    const empty = routingTable(EMPTY_SNAPSHOT)
    expect(isPublished(empty, '/anything', 'en')).toBe(true)
    expect(routeRequest('/anything', '', empty, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/en/default/anything' })
  })

  it('reads back exactly the variant segments it makes', () => {
    expect(readVariantSegment('default')).toEqual({ notFound: false, variant: {} })
    expect(readVariantSegment('consent.required~currency.eur')).toEqual({ notFound: false, variant: { consent: 'required', currency: 'eur' } })
    expect(readVariantSegment(notFoundSegment({}))).toEqual({ notFound: true, variant: {} })
    expect(readVariantSegment(notFoundSegment({ consent: 'required' }))).toEqual({ notFound: true, variant: { consent: 'required' } })
    for (const bad of ['not-found~', 'not-found~default', 'currency.eur~consent.required', 'not-found~x', 'nope']) {
      expect(readVariantSegment(bad), bad).toBeUndefined()
    }
    expect(consentRegionOf({ consent: 'required' })).toBe('required')
    expect(consentRegionOf({})).toBe('not-required')
  })

  it('rewrites the app’s own pages in every locale and variant, though no CMS page is published there', () => {
    expect(APP_PAGES).toContain('/add-solution')
    expect(isAppPage('/add-solution')).toBe(true)
    expect(isAppPage('/add-solution/x')).toBe(false)
    expect(routeRequest('/add-solution', '?solution_id=time-tracking', table, visitor)).toEqual({
      kind: 'rewrite',
      pathname: '/en/default/add-solution',
      locale: 'en',
      variant: {},
    })
    expect(routeRequest('/add-solution/', '', table, visitor)).toEqual({ kind: 'redirect', location: '/add-solution', status: 308 })
    expect(routeRequest('/lang/ja/add-solution', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/ja/default/add-solution', locale: 'ja' })
    expect(routeRequest('/lang/de/add-solution', '', table, { country: 'DE' })).toMatchObject({ pathname: '/de/consent.required/add-solution' })
    expect(routeRequest('/lang/en/add-solution', '?solution_id=x', table, visitor)).toEqual({
      kind: 'redirect',
      location: '/add-solution?solution_id=x',
      status: 308,
    })
    // Only the page itself: nothing below it, and never the internal shape from outside.
    expect(routeRequest('/add-solution/extra', '', table, visitor)).toMatchObject({ kind: 'not-found' })
    expect(routeRequest('/en/default/add-solution', '', table, visitor)).toMatchObject({ kind: 'not-found' })
    // A CMS redirect of the address still wins, as for any page.
    const redirected = routingTable({ ...snapshot, redirects: [{ from: '/add-solution', to: '/marketplace', statusCode: 307 }] })
    expect(routeRequest('/add-solution', '', redirected, visitor)).toMatchObject({ kind: 'redirect', location: '/marketplace' })
  })

  it('builds the internal path of the home page without a trailing segment', () => {
    expect(internalPath('en', {}, '/')).toBe('/en/default')
    expect(internalPath('de', { currency: 'eur' }, '/pricing')).toBe('/de/currency.eur/pricing')
  })
})

describe('previewPathname', () => {
  it('sends a staff preview of a CMS page to the preview’s own route, and app pages to theirs', () => {
    expect(previewPathname('/en/default')).toBe('/en/default/~preview')
    expect(previewPathname('/de/currency.eur/pricing/teams')).toBe('/de/currency.eur/~preview/pricing/teams')
    expect(previewPathname(`/en/default${APP_PAGES[0]}`)).toBe(`/en/default${APP_PAGES[0]}`)
  })
})

describe('RELIABILITY: No open redirect anywhere (the proxy’s redirects)', () => {
  const stored = routingTable({
    ...snapshot,
    // Saved before the guard resolved dot segments: must not be followed.
    redirects: [
      { from: '/phish', to: '/.//evil.example/phish', statusCode: 307 },
      { from: '/phish-encoded', to: '/%2e%2e//evil.example', statusCode: 308 },
    ],
  })

  it.each(['/phish', '/phish-encoded', '/lang/de/phish', '/lang/en//evil.example', '/lang/en/.//evil.example'])(
    'never answers %s with a Location on another host',
    (path) => {
      const decision = routeRequest(path, '', stored, visitor)
      if (decision.kind === 'redirect') expect(new URL(decision.location, 'https://site.example').host).toBe('site.example')
      else expect(decision.kind).toBe('not-found')
    },
  )
})

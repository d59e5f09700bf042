import { describe, expect, it } from 'vitest'

import { previewHandler, exitPreviewHandler } from '@/cms/preview/handler'
import { AB_TESTS } from '@/domain/ab-tests'
import { abTestsTouchingPage, previewPagePath, previewPathsForTest, previewRouteHref, readPreviewQuery } from '@/domain/preview'

describe('readPreviewQuery: the preview path guard', () => {
  it('accepts a page path, with or without its locale prefix; an explicit locale wins', () => {
    expect(readPreviewQuery({ path: '/pricing' })).toEqual({ path: '/pricing', locale: 'en', ab: {} })
    expect(readPreviewQuery({ path: '/lang/de/pricing' })).toEqual({ path: '/pricing', locale: 'de', ab: {} })
    expect(readPreviewQuery({ path: '/pricing', locale: 'fr' })).toEqual({ path: '/pricing', locale: 'fr', ab: {} })
    expect(readPreviewQuery({ path: '/', locale: 'ja' })).toEqual({ path: '/', locale: 'ja', ab: {} })
    expect(readPreviewQuery({ path: null })).toEqual({ path: '/', locale: 'en', ab: {} })
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/pricing/../../x/../..//evil.example',
    'pricing',
    '/Pricing',
    '',
  ])('refuses %j: only a page path of this site', (path) => {
    expect(readPreviewQuery({ path })).toEqual({ error: 'path must be a path on this site, such as /pricing.' })
  })

  it('judges a path after resolving it as a browser would', () => {
    expect(readPreviewQuery({ path: '/x/../pricing' })).toEqual({ path: '/pricing', locale: 'en', ab: {} })
  })

  it('refuses an unknown locale, drops an unknown country and unknown tests or variants', () => {
    expect(readPreviewQuery({ path: '/', locale: 'xx' })).toHaveProperty('error')
    expect(readPreviewQuery({ path: '/', country: 'ZZ' })).toEqual({ path: '/', locale: 'en', ab: {} })
    expect(readPreviewQuery({ path: '/', country: 'de' })).toEqual({ path: '/', locale: 'en', country: 'DE', ab: {} })
    expect(readPreviewQuery({ path: '/', ab: ['homepage_price_per_seat:per_seat', 'no_such_test', 'cookies_policy:nope'] })).toEqual({
      path: '/',
      locale: 'en',
      ab: { homepage_price_per_seat: 'per_seat' },
    })
  })
})

describe('previewPagePath', () => {
  it('is the published URL in the locale (pathFor), with the country and variants to show', () => {
    expect(previewPagePath({ path: '/pricing', locale: 'en', ab: {} })).toBe('/pricing')
    expect(previewPagePath({ path: '/', locale: 'de', ab: {} })).toBe('/lang/de')
    expect(previewPagePath({ path: '/pricing', locale: 'fr', country: 'DE', ab: { homepage_price_per_seat: 'per_seat' } })).toBe(
      '/lang/fr/pricing?preview-country=DE&debug-ab-test-name=homepage_price_per_seat%3Aper_seat',
    )
  })

  it('previewRouteHref names the preview route with the page path and locale', () => {
    expect(previewRouteHref('/pricing', 'de')).toBe('/api/preview?path=%2Fpricing&locale=de')
    expect(previewRouteHref('/', 'en', { ab: { cookies_policy: 'new_policy' } })).toBe(
      '/api/preview?path=%2F&locale=en&debug-ab-test-name=cookies_policy%3Anew_policy',
    )
  })
})

describe('abTestsTouchingPage', () => {
  it('lists the tests whose code changes the page', () => {
    const names = (facts: Parameters<typeof abTestsTouchingPage>[0]) => abTestsTouchingPage(facts).map((test) => test.testName)
    const home = names({ path: '/', locale: 'en', priced: false, product: false })
    expect(home).toContain('homepage_price_per_seat')
    expect(home).not.toContain('cookies_policy')
    expect(names({ path: '/pricing', locale: 'en', priced: true, product: false })).toContain('pricing_skip_signup_step')
  })
})

describe('previewHandler', () => {
  const run = async (caller: unknown, url: string) => {
    const calls: boolean[] = []
    const handler = previewHandler({ caller: async () => caller as never, draftMode: async (on) => void calls.push(on) })
    return { response: await handler(new Request(`http://site.test${url}`)), calls }
  }

  it('refuses visitors (401), members and role-less accounts (403), without entering draft mode', async () => {
    for (const [caller, status] of [
      [null, 401],
      [{ collection: 'members' }, 403],
      [{ collection: 'members', roles: ['admin'] }, 403],
      [{ collection: 'users', roles: [] }, 403],
    ] as const) {
      const { response, calls } = await run(caller, '/api/preview?path=/pricing')
      expect(response.status).toBe(status)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(calls).toEqual([])
    }
  })

  it('sends staff to the page in the locale, in draft mode; refuses a foreign target', async () => {
    const staff = { collection: 'users', roles: ['marketer'] }
    const { response, calls } = await run(staff, '/api/preview?path=/pricing&locale=de&country=GB')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/lang/de/pricing?preview-country=GB')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(calls).toEqual([true])
    const evil = await run(staff, `/api/preview?path=${encodeURIComponent('//evil.example')}`)
    expect(evil.response.status).toBe(400)
    expect(evil.calls).toEqual([])
  })

  it('exit leaves draft mode for anyone and goes to the published page, or home', async () => {
    const calls: boolean[] = []
    const exit = exitPreviewHandler({ draftMode: async (on) => void calls.push(on) })
    const back = await exit(new Request('http://site.test/api/preview/exit?path=/pricing&locale=de'))
    expect(back.headers.get('location')).toBe('/lang/de/pricing')
    const home = await exit(new Request(`http://site.test/api/preview/exit?path=${encodeURIComponent('https://evil.example')}`))
    expect(home.headers.get('location')).toBe('/')
    expect(calls).toEqual([false, false])
  })
})

describe('previewPathsForTest', () => {
  const kinds = { priced: ['/pricing', '/crm/pricing'], product: ['/crm'] }
  const test = (name: string) => AB_TESTS.find((entry) => entry.testName === name)!

  it('prefers the paths the marketer narrowed the test to', () => {
    expect(previewPathsForTest(test('soft_signup_trial_cta'), ['/b', '/a', '/a'], kinds)).toEqual(['/a', '/b'])
  })

  it('else the pages the code changes: listed, priced or product pages; the home page for every page', () => {
    expect(previewPathsForTest(test('homepage_price_per_seat'), [], kinds)).toEqual(['/'])
    expect(previewPathsForTest(test('pricing_skip_signup_step'), null, kinds)).toEqual(['/crm/pricing', '/pricing'])
    expect(previewPathsForTest(test('soft_signup_trial_cta'), undefined, kinds)).toEqual(['/'])
  })
})

import { describe, expect, it } from 'vitest'

import { previewHandler, exitPreviewHandler } from '@/cms/preview/handler'
import { isPreviewSecretOf, previewSecret, signedPreviewSession } from '@/infrastructure/preview-secret'
import { AB_TESTS } from '@/domain/ab/catalogue'
import { abTestsTouchingPage, previewPagePath, previewPathsForTest, previewRouteHref, readPreviewQuery } from '@/domain/preview/preview'

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
    // A marketer's experiment is judged by the proxy against its snapshot.
    expect(readPreviewQuery({ path: '/', ab: ['home_heading:b', 'home_heading:<b>', 'Bad Name:b'] })).toEqual({
      path: '/',
      locale: 'en',
      ab: { home_heading: 'b' },
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
    const handler = previewHandler({ caller: async () => caller as never, secure: true })
    return handler(new Request(`http://site.test${url}`))
  }
  const SESSION = '6f1c2a52-1f0e-4a4b-9a41-1d0b2c3e4f50'

  it('refuses visitors (401), members, moderators and role-less accounts (403), without a draft-mode secret', async () => {
    for (const [caller, status] of [
      [null, 401],
      [{ collection: 'members', id: 3, _sid: SESSION }, 403],
      [{ collection: 'members', id: 3, _sid: SESSION, roles: ['admin'] }, 403],
      [{ collection: 'users', id: 3, _sid: SESSION, roles: [] }, 403],
      // Moderators review templates; drafts of the site's content are not theirs to read.
      [{ collection: 'users', id: 3, _sid: SESSION, roles: ['moderator'] }, 403],
    ] as const) {
      const response = await run(caller, '/api/preview?path=/pricing')
      expect(response.status).toBe(status)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('sends those who edit content to the page in the locale, with their session’s secret; refuses a foreign target', async () => {
    const marketer = { collection: 'users', id: 7, _sid: SESSION, roles: ['marketer'] }
    const response = await run(marketer, '/api/preview?path=/pricing&locale=de&country=GB')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/lang/de/pricing?preview-country=GB')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^staff-preview=v1\.7\.6f1c2a52-1f0e-4a4b-9a41-1d0b2c3e4f50\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    const evil = await run(marketer, `/api/preview?path=${encodeURIComponent('//evil.example')}`)
    expect(evil.status).toBe(400)
    expect(evil.headers.get('set-cookie')).toBeNull()
  })

  it('gives each session its own secret, never one value for everybody', async () => {
    const secretOf = async (id: number, sid: string) =>
      (await run({ collection: 'users', id, _sid: sid, roles: ['admin'] }, '/api/preview?path=/')).headers.get('set-cookie')?.split(';')[0]
    const first = await secretOf(1, SESSION)
    expect(await secretOf(1, SESSION)).toBe(first)
    expect(await secretOf(1, '0f1c2a52-1f0e-4a4b-9a41-1d0b2c3e4f51')).not.toBe(first)
    expect(await secretOf(2, SESSION)).not.toBe(first)
  })

  it('exit leaves draft mode for anyone and goes to the published page, or home', async () => {
    const exit = exitPreviewHandler({ secure: false })
    const back = await exit(new Request('http://site.test/api/preview/exit?path=/pricing&locale=de'))
    expect(back.headers.get('location')).toBe('/lang/de/pricing')
    expect(back.headers.get('set-cookie')).toBe('staff-preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    const home = await exit(new Request(`http://site.test/api/preview/exit?path=${encodeURIComponent('https://evil.example')}`))
    expect(home.headers.get('location')).toBe('/')
  })
})

describe('the draft-mode secret', () => {
  const SESSION = '6f1c2a52-1f0e-4a4b-9a41-1d0b2c3e4f50'

  it('is recognised only as this site signed it, and only for the session it names', () => {
    const secret = previewSecret({ id: 7, sid: SESSION })
    expect(signedPreviewSession(secret)).toEqual({ id: 7, sid: SESSION })
    expect(isPreviewSecretOf(secret, { id: 7, sid: SESSION })).toBe(true)
    // Another session of the same account (a new login), another account, no session at all.
    expect(isPreviewSecretOf(secret, { id: 7, sid: '0f1c2a52-1f0e-4a4b-9a41-1d0b2c3e4f51' })).toBe(false)
    expect(isPreviewSecretOf(secret, { id: 8, sid: SESSION })).toBe(false)
    expect(isPreviewSecretOf(secret, { id: 7 })).toBe(false)
    // Forged: the account or the session changed under the signature, or no signature at all.
    expect(signedPreviewSession(secret.replace('v1.7.', 'v1.8.'))).toBeUndefined()
    expect(signedPreviewSession(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined()
    // Next's own draft-mode cookie value (the build's preview id) is no secret here.
    expect(signedPreviewSession('0123456789abcdef0123456789abcdef')).toBeUndefined()
    expect(signedPreviewSession(undefined)).toBeUndefined()
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

import { describe, expect, it } from 'vitest'

import {
  canonicalAddress,
  localeFromPath,
  localizeHref,
  pageViewPath,
  pathFor,
  pathToKey,
  stripQueryString,
  validatePagePath,
  withoutTrailingSlash,
  withTrailingSlash,
} from '@/domain/routing/paths'

describe('validatePagePath', () => {
  it.each(['/', '/pricing', '/w/partnership', '/use-cases/agile', '/developers/apps/quickstart', '/why-orbit', '/p/about'])('accepts %s', (path) =>
    expect(validatePagePath(path)).toBe(true),
  )

  it.each([
    ['', 'Enter a path'],
    ['pricing', 'starts with a slash'],
    ['/pricing/', 'trailing slash'],
    ['//evil.example', 'two slashes'],
    ['/a//b', 'two slashes'],
    ['/Pricing', '"Pricing" is not allowed'],
    ['/a/../b', '".." is not allowed'],
    ['/with space', 'is not allowed'],
    [`/${'a'.repeat(200)}`, 'at most 200'],
  ])('refuses %j with a message that says what to fix', (path, message) => {
    expect(validatePagePath(path)).toContain(message)
  })

  it('refuses values that are not text', () => {
    expect(validatePagePath(undefined)).not.toBe(true)
    expect(validatePagePath(42)).not.toBe(true)
  })
})

describe('path rules', () => {
  it('strips the query string and fragment', () => {
    expect(stripQueryString('/pricing?from=header#plans')).toBe('/pricing')
    expect(stripQueryString('/pricing#plans')).toBe('/pricing')
    expect(stripQueryString('?x=1')).toBe('')
  })

  it('adds and removes a trailing slash', () => {
    expect(withTrailingSlash('/crm')).toBe('/crm/')
    expect(withTrailingSlash('/crm/')).toBe('/crm/')
    expect(withoutTrailingSlash('/crm///')).toBe('/crm')
    expect(withoutTrailingSlash('/')).toBe('/')
  })

  it('turns a path into a key', () => {
    expect(pathToKey('/w/crm/')).toBe('_w_crm_')
    expect(pathToKey('/pricing?from=footer')).toBe('_pricing')
  })

  it('reports page views on the slash-terminated path', () => {
    expect(pageViewPath('/pricing?utm_source=x')).toBe('/pricing/')
    expect(pageViewPath('/')).toBe('/')
    expect(pageViewPath('')).toBe('/')
  })

  it('pathFor puts every locale but English under /lang/{locale}', () => {
    expect(pathFor({ path: '/pricing' })).toBe('/pricing')
    expect(pathFor({ path: '/pricing' }, 'en')).toBe('/pricing')
    expect(pathFor({ path: '/pricing' }, 'de')).toBe('/lang/de/pricing')
    expect(pathFor({ path: '/' }, 'zh-tw')).toBe('/lang/zh-tw')
    expect(pathFor({ path: '/crm/' }, 'en-sg')).toBe('/lang/en-sg/crm')
  })

  it('reads the locale back from a request path, English for anything else', () => {
    expect(localeFromPath('/lang/de/pricing')).toEqual({ locale: 'de', path: '/pricing' })
    expect(localeFromPath('/lang/ja')).toEqual({ locale: 'ja', path: '/' })
    expect(localeFromPath('/lang/xx/pricing')).toEqual({ locale: 'en', path: '/lang/xx/pricing' })
    expect(localeFromPath('/lang/en/pricing')).toEqual({ locale: 'en', path: '/lang/en/pricing' })
    expect(localeFromPath('/pricing/')).toEqual({ locale: 'en', path: '/pricing' })
  })

  it('refuses /lang/ paths typed by editors', () => {
    expect(validatePagePath('/lang/de/pricing')).toContain('Leave out /lang/')
  })
})

describe('localizeHref', () => {
  it('keeps a visitor in their language when following a link to a page of this site', () => {
    expect(localizeHref('/pricing', 'de')).toBe('/lang/de/pricing')
    expect(localizeHref('/sales/contact-us?from=header', 'ja')).toBe('/lang/ja/sales/contact-us?from=header')
    expect(localizeHref('/', 'fr')).toBe('/lang/fr')
    expect(localizeHref('/pricing#plans', 'es')).toBe('/lang/es/pricing#plans')
  })

  it('leaves English, other sites and the app’s own paths alone', () => {
    expect(localizeHref('/pricing', 'en')).toBe('/pricing')
    expect(localizeHref('https://auth.orbit.example/login', 'de')).toBe('https://auth.orbit.example/login')
    expect(localizeHref('//elsewhere.example/x', 'de')).toBe('//elsewhere.example/x')
    for (const path of ['/api/media/file/x.png', '/admin', '/nhp/favicon.svg', '/lang/de/pricing', '/healthz']) {
      expect(localizeHref(path, 'de'), path).toBe(path)
    }
  })
})

describe('canonicalAddress', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/lang/DE/', '/lang/de'],
    ['/lang/de/', '/lang/de'],
    ['/lang/en/', '/'],
    ['/lang/en', '/'],
    ['/crm//', '/crm'],
    ['/lang/DE/pricing', '/lang/de/pricing'],
    ['/lang/zh-TW/', '/lang/zh-tw'],
    ['/lang/ZH-tw/blog/a-post', '/lang/zh-tw/blog/a-post'],
    ['/Lang/ja', '/lang/ja'],
    ['/lang/En-SG/crm', '/lang/en-sg/crm'],
    ['/lang/EN/crm', '/crm'],
  ])('sends %s to %s', (typed, canonical) => expect(canonicalAddress(typed)).toBe(canonical))

  it.each(['/', '/lang/de/pricing', '/lang/zh-tw', '/lang/xx/pricing', '/pricing', '/lang', '/language/de'])('leaves %s alone', (path) =>
    expect(canonicalAddress(path)).toBeUndefined(),
  )
})

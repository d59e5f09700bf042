import { describe, expect, it } from 'vitest'

import {
  clearingDefinitions,
  embeddableDefinitions,
  parseEmbeddedDefinitions,
  setterDefinitions,
  settableDefinitions,
  shouldSetCookie,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/consent/cookie-policy'
import { checkCookieCategory, COOKIE_DEFINITIONS, cookieDefinition } from '@/domain/consent/cookies'

const stored = [
  { name: 'utm_source', category: 'marketing', mandatory: false, expiryDays: null, domain: null },
  { name: 'user_locale', category: 'necessary', mandatory: true, expiryDays: 7, domain: '.orbit.example' },
  { name: 'mystery', category: 'retired-category', mandatory: false },
  { name: null, category: 'analytics' },
]

describe('the unapproved-cookie policy', () => {
  it('sets by default, as the spec does, and accepts only its two settings', () => {
    expect(unapprovedCookiePolicyOrDefault('block')).toBe('block')
    expect(unapprovedCookiePolicyOrDefault(undefined)).toBe('set')
    expect(unapprovedCookiePolicyOrDefault('set')).toBe('set')
    expect(unapprovedCookiePolicyOrDefault('sometimes')).toBe('set')
  })

  it('sets an allowed cookie, a not-approved one only outside consent regions when the site says so, an uncategorised one never', () => {
    const definitions = settableDefinitions(stored)
    const check = (name: string) =>
      checkCookieCategory(
        name,
        (category) => category !== 'marketing',
        () => {},
        definitions,
      )
    const inRegion = (region: 'required' | 'not-required', globalPrivacyControl = false) => ({ region, globalPrivacyControl })
    for (const region of ['required', 'not-required'] as const) {
      expect(shouldSetCookie(check('user_locale'), 'block', inRegion(region))).toBe(true)
      expect(shouldSetCookie(check('utm_source'), 'block', inRegion(region))).toBe(false)
      expect(shouldSetCookie(check('mystery'), 'set', inRegion(region))).toBe(false)
    }
    expect(shouldSetCookie(check('utm_source'), 'set', inRegion('not-required'))).toBe(true)
    // In consent countries the law decides, not the site setting.
    expect(shouldSetCookie(check('utm_source'), 'set', inRegion('required'))).toBe(false)
    // Global Privacy Control opts out of marketing whatever the setting.
    expect(shouldSetCookie(check('utm_source'), 'set', inRegion('not-required', true))).toBe(false)
  })
})

describe('cookie definitions carried by the page', () => {
  it('keeps what the setter needs from the CMS and leaves out documents without a known category', () => {
    expect(settableDefinitions(stored)).toEqual([
      { name: 'utm_source', category: 'marketing', mandatory: false, description: '' },
      { name: 'user_locale', category: 'necessary', mandatory: true, expiryDays: 7, domain: '.orbit.example', description: '' },
    ])
  })

  it('round-trips through the page, and cannot close its script element', () => {
    const definitions = settableDefinitions([{ name: 'a</script><script>alert(1)</script>', category: 'analytics' }])
    const text = embeddableDefinitions(definitions)
    expect(text).not.toContain('<')
    expect(parseEmbeddedDefinitions(text)).toEqual(definitions)
  })

  it('reads nothing from a missing or broken element', () => {
    expect(parseEmbeddedDefinitions(null)).toBeUndefined()
    expect(parseEmbeddedDefinitions('{"not":"a list"}')).toBeUndefined()
    expect(parseEmbeddedDefinitions('[{')).toBeUndefined()
  })
})

describe('the definitions the cookie setter goes by', () => {
  const builtIn = (name: string) => cookieDefinition(name)!

  it('falls back to the built-in definitions when the page carries none or an empty list', () => {
    expect(setterDefinitions(undefined)).toEqual(COOKIE_DEFINITIONS)
    expect(setterDefinitions(parseEmbeddedDefinitions('[]'))).toEqual(COOKIE_DEFINITIONS)
    const allow = () => false
    for (const name of ['cookie_consent', 'user_locale']) {
      expect(checkCookieCategory(name, allow, () => {}, setterDefinitions(parseEmbeddedDefinitions('[]'))).status).toBe('allowed')
    }
  })

  it('always uses the built-in definitions of cookie_consent and user_locale, whatever the CMS says', () => {
    const edited = settableDefinitions([
      { name: 'utm_source', category: 'marketing' },
      { name: 'cookie_consent', category: 'analytics', mandatory: false, expiryDays: 1 },
      { name: 'user_locale', category: 'functional', mandatory: false, domain: '.elsewhere.example' },
    ])
    const definitions = setterDefinitions(edited)
    expect(cookieDefinition('cookie_consent', definitions)).toEqual(builtIn('cookie_consent'))
    expect(cookieDefinition('user_locale', definitions)).toEqual(builtIn('user_locale'))
    expect(cookieDefinition('utm_source', definitions)).toMatchObject({ category: 'marketing' })
    // What the CMS left out stays uncategorised, as the spec wants.
    expect(cookieDefinition('utm_campaign', definitions)).toBeUndefined()
    // Deleted from the CMS: still set, refusal or not.
    const withoutThem = setterDefinitions(settableDefinitions([{ name: 'utm_source', category: 'marketing' }]))
    expect(
      checkCookieCategory(
        'cookie_consent',
        () => false,
        () => {},
        withoutThem,
      ).status,
    ).toBe('allowed')
  })

  it('clears by the CMS definitions first, and by every built-in one the CMS lacks', () => {
    const definitions = clearingDefinitions(settableDefinitions([{ name: 'utm_source', category: 'marketing', domain: '.ads.example' }]))
    expect(cookieDefinition('utm_source', definitions)).toMatchObject({ domain: '.ads.example' })
    expect(cookieDefinition('utm_campaign', definitions)).toEqual(builtIn('utm_campaign'))
    expect(new Set(definitions.map((definition) => definition.name)).size).toBe(definitions.length)
  })
})

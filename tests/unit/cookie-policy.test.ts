import { describe, expect, it } from 'vitest'

import {
  embeddableDefinitions,
  parseEmbeddedDefinitions,
  settableDefinitions,
  shouldSetCookie,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/cookie-policy'
import { checkCookieCategory } from '@/domain/cookies'

const stored = [
  { name: 'utm_source', category: 'marketing', mandatory: false, expiryDays: null, domain: null },
  { name: 'user_locale', category: 'necessary', mandatory: true, expiryDays: 7, domain: '.orbit.example' },
  { name: 'mystery', category: 'retired-category', mandatory: false },
  { name: null, category: 'analytics' },
]

describe('the unapproved-cookie policy', () => {
  it('blocks by default and accepts only its two settings', () => {
    expect(unapprovedCookiePolicyOrDefault(undefined)).toBe('block')
    expect(unapprovedCookiePolicyOrDefault('set')).toBe('set')
    expect(unapprovedCookiePolicyOrDefault('sometimes')).toBe('block')
  })

  it('sets an allowed cookie, a not-approved one only when the site says so, an uncategorised one never', () => {
    const definitions = settableDefinitions(stored)
    const check = (name: string) => checkCookieCategory(name, (category) => category !== 'marketing', () => {}, definitions)
    expect(shouldSetCookie(check('user_locale'), 'block')).toBe(true)
    expect(shouldSetCookie(check('utm_source'), 'block')).toBe(false)
    expect(shouldSetCookie(check('utm_source'), 'set')).toBe(true)
    expect(shouldSetCookie(check('mystery'), 'set')).toBe(false)
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

import { describe, expect, it, vi } from 'vitest'

import {
  ATTRIBUTION_PARAMETERS,
  checkCookieCategory,
  consentCategoryAllowed,
  COOKIE_CATEGORIES,
  COOKIE_DEFINITIONS,
  COOKIE_NAMES,
  cookieAttributes,
  cookieDefinition,
  type CookieDefinition,
  COUPON_CODE_EXPIRY_DAYS,
  DEFAULT_COOKIE_EXPIRY_DAYS,
  LOCALE_COOKIE_EXPIRY_DAYS,
  MARKETING_TEMPLATE_BOARD_ID_EXPIRY_DAYS,
  parentDomain,
  STORIES_TEMPLATE_BOARD_ID_EXPIRY_DAYS,
  storiesUserIdCookie,
  TRIAL_EXTENSION_TOKEN_EXPIRY_DAYS,
} from '@/domain/consent/cookies'

const ATTRIBUTION = [
  'campaign',
  'campaignId',
  'source',
  'banner',
  'medium',
  'content',
  'retargeting',
  'referrer',
  'vertical',
  'landingPage',
  'giftSend',
  'adGroup',
  'keyword',
  'ad',
] as const

const definitionOf = (name: string): CookieDefinition => {
  const definition = cookieDefinition(name)
  if (!definition) throw new Error(`no definition for ${name}`)
  return definition
}

describe('cookie definitions', () => {
  it('has the spec’s four categories', () => {
    expect(COOKIE_CATEGORIES).toEqual(['necessary', 'functional', 'analytics', 'marketing'])
  })

  it.each(Object.values(COOKIE_NAMES))('%s has a definition in a configured category with a description', (name) => {
    const definition = definitionOf(name)
    expect(COOKIE_CATEGORIES).toContain(definition.category)
    expect(definition.description).toMatch(/^[A-Z].+\.$/)
  })

  it('defines each cookie once', () => {
    const names = COOKIE_DEFINITIONS.map((definition) => definition.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.values(COOKIE_NAMES).sort())
  })

  it('gives every campaign attribution cookie the marketing category', () => {
    for (const key of ATTRIBUTION) expect(definitionOf(COOKIE_NAMES[key]).category).toBe('marketing')
  })

  it('puts visitor ids in analytics, choices in functional, locale and consent in necessary', () => {
    expect(definitionOf(COOKIE_NAMES.visitorId).category).toBe('analytics')
    expect(definitionOf(COOKIE_NAMES.visitId).category).toBe('analytics')
    expect(definitionOf(COOKIE_NAMES.cluster).category).toBe('functional')
    expect(definitionOf(COOKIE_NAMES.industry).category).toBe('functional')
    expect(definitionOf(COOKIE_NAMES.locale)).toMatchObject({ category: 'necessary', mandatory: true })
    expect(definitionOf(COOKIE_NAMES.consent)).toMatchObject({ category: 'necessary', mandatory: true })
  })

  it('makes only strictly necessary cookies mandatory', () => {
    for (const definition of COOKIE_DEFINITIONS) {
      expect(definition.mandatory).toBe(definition.category === 'necessary')
    }
  })

  it('keeps the spec’s names for the stories cookies', () => {
    expect(COOKIE_NAMES.storiesTemplateType).toBe('stories_template_type')
    expect(COOKIE_NAMES.dapulseAccountSlugs).toBe('dapulseAccountSlugs')
    expect(storiesUserIdCookie('orbit')).toBe('stories_orbit_user_id')
  })

  it('has the spec’s expiries', () => {
    expect(DEFAULT_COOKIE_EXPIRY_DAYS).toBe(365)
    expect(definitionOf(COOKIE_NAMES.locale).expiryDays).toBe(LOCALE_COOKIE_EXPIRY_DAYS)
    expect(LOCALE_COOKIE_EXPIRY_DAYS).toBe(7)
    expect(definitionOf(COOKIE_NAMES.marketingTemplateBoardId).expiryDays).toBe(MARKETING_TEMPLATE_BOARD_ID_EXPIRY_DAYS)
    expect(MARKETING_TEMPLATE_BOARD_ID_EXPIRY_DAYS).toBe(30)
    expect(definitionOf(COOKIE_NAMES.storiesTemplateBoardId).expiryDays).toBe(STORIES_TEMPLATE_BOARD_ID_EXPIRY_DAYS)
    expect(STORIES_TEMPLATE_BOARD_ID_EXPIRY_DAYS).toBe(7)
    expect(definitionOf(COOKIE_NAMES.couponCode).expiryDays).toBe(COUPON_CODE_EXPIRY_DAYS)
    expect(COUPON_CODE_EXPIRY_DAYS).toBe(1)
    expect(definitionOf(COOKIE_NAMES.trialExtensionToken).expiryDays).toBe(TRIAL_EXTENSION_TOKEN_EXPIRY_DAYS)
    expect(TRIAL_EXTENSION_TOKEN_EXPIRY_DAYS).toBe(1)
  })

  it('fills attribution cookies from the UTM parameters', () => {
    expect(ATTRIBUTION_PARAMETERS.utm_campaign).toBe(COOKIE_NAMES.campaign)
    expect(ATTRIBUTION_PARAMETERS.utm_source).toBe(COOKIE_NAMES.source)
    expect(ATTRIBUTION_PARAMETERS.utm_medium).toBe(COOKIE_NAMES.medium)
    expect(ATTRIBUTION_PARAMETERS.utm_content).toBe(COOKIE_NAMES.content)
    expect(ATTRIBUTION_PARAMETERS.utm_term).toBe(COOKIE_NAMES.keyword)
    const filled = new Set<string>(Object.values(ATTRIBUTION_PARAMETERS))
    // Every attribution cookie but the two read from the request itself has a parameter.
    for (const key of ATTRIBUTION) {
      if (key === 'referrer' || key === 'landingPage') continue
      expect(filled.has(COOKIE_NAMES[key]), key).toBe(true)
    }
  })
})

describe('cookieDefinition', () => {
  it('finds the stories user id definition for any brand slug', () => {
    expect(cookieDefinition('stories_orbit_user_id')).toMatchObject({
      name: 'stories_orbit_user_id',
      category: 'functional',
    })
    expect(cookieDefinition('stories_acme-work_user_id')?.name).toBe('stories_acme-work_user_id')
  })

  it('finds nothing for unknown names', () => {
    expect(cookieDefinition('tracking_pixel')).toBeUndefined()
    expect(cookieDefinition('')).toBeUndefined()
    expect(cookieDefinition('stories__user_id')).toBeUndefined()
  })

  it('reads definitions edited in the CMS when given', () => {
    const custom: CookieDefinition[] = [{ name: 'x', category: 'analytics', mandatory: false, description: 'X.' }]
    expect(cookieDefinition('x', custom)?.category).toBe('analytics')
    expect(cookieDefinition(COOKIE_NAMES.visitorId, custom)).toBeUndefined()
  })
})

describe('parentDomain', () => {
  it.each([
    ['www.orbit.example', '.orbit.example'],
    ['orbit.example', '.orbit.example'],
    ['WWW.Orbit.Example.', '.orbit.example'],
    ['www.orbit.example:3000', '.orbit.example'],
    ['a.b.orbit.example', '.b.orbit.example'],
  ])('%s → %s', (host, domain) => expect(parentDomain(host)).toBe(domain))

  it.each(['localhost', 'localhost:3000', 'app.localhost', '127.0.0.1', '10.0.0.12:8080', '[::1]', '::1', 'intranet', '', 'a..b'])(
    'leaves the domain out for %j',
    (host) => expect(parentDomain(host)).toBeUndefined(),
  )
})

describe('cookieAttributes', () => {
  it('uses path /, the parent domain, secure and the default expiry', () => {
    expect(cookieAttributes(definitionOf(COOKIE_NAMES.visitorId), 'www.orbit.example')).toEqual({
      path: '/',
      domain: '.orbit.example',
      secure: true,
      expires: 365,
    })
  })

  it('honours the definition’s own expiry and domain', () => {
    const definition = { ...definitionOf(COOKIE_NAMES.couponCode), domain: 'promo.orbit.example' }
    expect(cookieAttributes(definition, 'www.orbit.example')).toMatchObject({ domain: 'promo.orbit.example', expires: 1 })
  })

  it('sets no domain on localhost', () => {
    expect(cookieAttributes(definitionOf(COOKIE_NAMES.locale), 'localhost').domain).toBeUndefined()
  })
})

describe('checkCookieCategory', () => {
  const allowNothing = () => false
  const allowAll = () => true

  it('reports an uncategorised cookie once, with the spec’s message', () => {
    const report = vi.fn()
    expect(checkCookieCategory('mystery', allowAll, report)).toEqual({ status: 'uncategorized' })
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith('Cookie mystery is not categorized')
  })

  it('treats a definition with a category that does not exist as uncategorised', () => {
    const report = vi.fn()
    const broken = [{ name: 'x', category: 'tracking', mandatory: false, description: 'X.' }] as unknown as CookieDefinition[]
    expect(checkCookieCategory('x', allowAll, report, broken).status).toBe('uncategorized')
    expect(report).toHaveBeenCalledWith('Cookie x is not categorized')
  })

  it('allows a cookie whose category the visitor allowed', () => {
    const report = vi.fn()
    const check = checkCookieCategory(COOKIE_NAMES.visitorId, (category) => category === 'analytics', report)
    expect(check).toMatchObject({ status: 'allowed', definition: { name: COOKIE_NAMES.visitorId } })
    expect(report).not.toHaveBeenCalled()
  })

  it('marks a cookie of a refused category as not approved, without reporting', () => {
    const report = vi.fn()
    expect(checkCookieCategory(COOKIE_NAMES.campaign, allowNothing, report).status).toBe('not-approved')
    expect(report).not.toHaveBeenCalled()
  })

  it('always allows mandatory cookies, without asking', () => {
    const asked = vi.fn(() => false)
    expect(checkCookieCategory(COOKIE_NAMES.consent, asked, vi.fn()).status).toBe('allowed')
    expect(checkCookieCategory(COOKIE_NAMES.locale, asked, vi.fn()).status).toBe('allowed')
    expect(asked).not.toHaveBeenCalled()
  })
})

describe('consentCategoryAllowed', () => {
  it.each([undefined, null, ''])('treats %j as unset: raises the event and allows', (value) => {
    const onUnset = vi.fn()
    expect(consentCategoryAllowed(value, onUnset)).toBe(true)
    expect(onUnset).toHaveBeenCalledTimes(1)
  })

  it.each([true, 'true', 'granted', 1, '1'])('allows %j', (value) => {
    const onUnset = vi.fn()
    expect(consentCategoryAllowed(value, onUnset)).toBe(true)
    expect(onUnset).not.toHaveBeenCalled()
  })

  it.each([false, 'false', 'denied', 0, '0', 'maybe', {}, []])('refuses %j', (value) => {
    const onUnset = vi.fn()
    expect(consentCategoryAllowed(value, onUnset)).toBe(false)
    expect(onUnset).not.toHaveBeenCalled()
  })
})

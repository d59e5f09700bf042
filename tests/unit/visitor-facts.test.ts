import { describe, expect, it } from 'vitest'

import { decideAbVariants, type LiveTestSettings, type PageFacts } from '@/domain/ab/assignment'
import { AB_TESTS } from '@/domain/ab/catalogue'
import { isKnownVisitor } from '@/domain/attribution/known-visitor'
import { readAppPageParams, readVariantSegment, routeRequest, routingTable, visitorCountry } from '@/domain/routing/site-routing'

const cookies = (values: Record<string, string>) => (name: string) => values[name]

describe('a visitor the product knows', () => {
  it('is one with a paying account or the platform user or account id, as the product sets them', () => {
    expect(isKnownVisitor(cookies({ paying_account: 'true' }))).toBe(true)
    expect(isKnownVisitor(cookies({ paying_account: '1' }))).toBe(true)
    expect(isKnownVisitor(cookies({ platform_user_id: '4711' }))).toBe(true)
    expect(isKnownVisitor(cookies({ platform_account_id: '99' }))).toBe(true)
  })

  it('is not a prospect: no cookie, an empty one, or a paying flag that says no', () => {
    expect(isKnownVisitor(cookies({}))).toBe(false)
    expect(isKnownVisitor(cookies({ paying_account: 'false', platform_user_id: '  ' }))).toBe(false)
    expect(isKnownVisitor(cookies({ visitor_id: 'abc' }))).toBe(false)
  })
})

describe('A/B tests and known visitors', () => {
  const pricing: PageFacts = { path: '/pricing', locale: 'en', priced: true, product: false }
  const now = new Date('2026-11-21T12:00:00Z')
  const running = (testName: string): LiveTestSettings => ({
    testName,
    status: 'running',
    variants: [
      { name: 'control', traffic: 0 },
      { name: AB_TESTS.find((test) => test.testName === testName)!.newVariation, traffic: 100 },
    ],
  })
  const decide = (known: boolean, stored = {}) =>
    decideAbVariants({
      tests: [running('hide_basic_tier'), running('get_quote_text_and_modal')],
      stored,
      visitor: { visitorId: 'v-1234567890', returning: false, country: 'US', known },
      page: pricing,
      now,
    })

  const variation = (testName: string) => AB_TESTS.find((test) => test.testName === testName)!.newVariation

  it('declare a goal each, sign-up for most', () => {
    for (const test of AB_TESTS) expect(['signup_click', 'contact_sales_submit', 'get_quote', 'none']).toContain(test.goal)
    expect(AB_TESTS.find((test) => test.testName === 'hide_basic_tier')?.goal).toBe('signup_click')
  })

  it('leave a known visitor out of tests whose goal is a sign-up, and in the others', () => {
    const quote = { get_quote_text_and_modal: variation('get_quote_text_and_modal') }
    expect(decide(false).shown).toEqual({ hide_basic_tier: variation('hide_basic_tier'), ...quote })
    expect(decide(true).shown).toEqual(quote)
  })

  it('show control to one who logged in after being assigned, keeping the assignment', () => {
    const quote = { get_quote_text_and_modal: variation('get_quote_text_and_modal') }
    const decision = decide(true, { hide_basic_tier: variation('hide_basic_tier'), ...quote })
    expect(decision.shown).toEqual(quote)
    expect(decision.cookie).toBeUndefined()
  })
})

describe('the known visitors’ page variant', () => {
  const table = routingTable({ redirects: [], pages: [{ path: '/pricing' }], pricedPaths: [] })

  it('is one more cached copy of a page, chosen by the proxy', () => {
    const prospect = routeRequest('/pricing', '', table, { country: 'US' })
    const known = routeRequest('/pricing', '', table, { country: 'US', known: true })
    expect(prospect).toMatchObject({ kind: 'rewrite', pathname: '/en/default/pricing' })
    expect(known).toMatchObject({ kind: 'rewrite', pathname: '/en/visitor.known/pricing' })
    expect(readVariantSegment('visitor.known')).toEqual({ notFound: false, variant: { visitor: 'known' } })
  })

  it('is read by the app’s own pages; any other value is not a variant the proxy makes', () => {
    expect(readAppPageParams({ locale: 'de', variant: 'visitor.known' })).toEqual({ locale: 'de', ab: {}, known: true })
    expect(readAppPageParams({ locale: 'de', variant: 'default' })).toEqual({ locale: 'de', ab: {}, known: false })
    expect(readAppPageParams({ locale: 'de', variant: 'visitor.admin' })).toBeUndefined()
  })
})

describe('the visitor’s country', () => {
  const table = (defaultCountry?: string) => routingTable({ redirects: [], pages: [], pricedPaths: [], defaultCountry })

  it('is the trusted header’s when it names a country', () => {
    expect(visitorCountry('de', table('FR'))).toBe('DE')
  })

  it('is the site settings’ default when the header is missing or names none, and the spec’s US without a setting', () => {
    expect(visitorCountry(null, table('FR'))).toBe('FR')
    expect(visitorCountry('XX', table('FR'))).toBe('FR')
    expect(visitorCountry(undefined, table())).toBe('US')
    expect(visitorCountry(undefined, table('nonsense'))).toBe('US')
  })
})

import { describe, expect, it } from 'vitest'

import {
  abRenderVariant,
  abVariant,
  abVariantsOfRenderVariant,
  assignmentBucket,
  debugOverride,
  decideAbVariants,
  parseAbCookie,
  serializeAbCookie,
  variantForBucket,
  type LiveTestSettings,
  type PageFacts,
} from '@/domain/ab/assignment'

const pricing: PageFacts = { path: '/pricing', locale: 'en', priced: true, product: false }
const home: PageFacts = { path: '/', locale: 'en', priced: false, product: false }
const now = new Date('2026-11-21T12:00:00Z')

const hideBasic = (overrides: Partial<LiveTestSettings> = {}): LiveTestSettings => ({
  testName: 'hide_basic_tier',
  status: 'running',
  variants: [
    { name: 'control', traffic: 50 },
    { name: 'no_basic', traffic: 50 },
  ],
  ...overrides,
})

const visitor = (id: string | undefined, extra: Partial<{ returning: boolean; country: string }> = {}) => ({
  visitorId: id,
  returning: false,
  country: 'US',
  ...extra,
})

describe('assignment', () => {
  it('is the same for a visitor every time, and independent between tests', () => {
    const id = '4f5c0b2e-7f6b-4c55-9d1e-0a6c1f1b2c3d'
    expect(assignmentBucket(id, 'hide_basic_tier')).toBe(assignmentBucket(id, 'hide_basic_tier'))
    expect(assignmentBucket(id, 'hide_basic_tier')).not.toBe(assignmentBucket(id, 'free_tier_2022'))
  })

  it('matches the traffic split within statistical bounds over 10,000 simulated visitors', () => {
    const split = [
      { name: 'control', traffic: 20 },
      { name: 'a', traffic: 30 },
      { name: 'b', traffic: 50 },
    ]
    const counts: Record<string, number> = { control: 0, a: 0, b: 0 }
    const n = 10_000
    for (let i = 0; i < n; i++) counts[variantForBucket(split, assignmentBucket(crypto.randomUUID(), 'free_tier_2022'))]! += 1
    // Each count is binomial: within 4 standard deviations of its expectation (a false alarm about once in 16,000 runs).
    for (const { name, traffic } of split) {
      const p = traffic / 100
      expect(Math.abs(counts[name]! - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)))
    }
    // Also for sequential ids, which a weak hash would cluster.
    const sequential = { control: 0, a: 0, b: 0 } as Record<string, number>
    for (let i = 0; i < n; i++) sequential[variantForBucket(split, assignmentBucket(`visitor-${i}`, 'free_tier_2022'))]! += 1
    for (const { name, traffic } of split) {
      const p = traffic / 100
      expect(Math.abs(sequential[name]! - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)))
    }
  })

  it('gives a variant with no traffic to nobody', () => {
    const split = [
      { name: 'control', traffic: 100 },
      { name: 'no_basic', traffic: 0 },
    ]
    for (let i = 0; i < 1000; i++) expect(variantForBucket(split, assignmentBucket(`v${i}`, 'hide_basic_tier'))).toBe('control')
  })
})

describe('decideAbVariants', () => {
  it('assigns a running test on its pages and remembers it in the cookie', () => {
    const decision = decideAbVariants({ tests: [hideBasic()], stored: {}, visitor: visitor('v-1234567890'), page: pricing, now })
    const variant = decision.shown.hide_basic_tier
    expect(['control', 'no_basic']).toContain(variant)
    expect(decision.cookie).toEqual({ hide_basic_tier: variant })
    // Not on pages the test does not change.
    expect(decideAbVariants({ tests: [hideBasic()], stored: {}, visitor: visitor('v-1234567890'), page: home, now })).toEqual({ shown: {}, cookie: undefined })
  })

  it('keeps the stored variant, even when the split has changed since', () => {
    const decision = decideAbVariants({
      tests: [
        hideBasic({
          variants: [
            { name: 'control', traffic: 100 },
            { name: 'no_basic', traffic: 0 },
          ],
        }),
      ],
      stored: { hide_basic_tier: 'no_basic' },
      visitor: visitor('v-1234567890'),
      page: pricing,
      now,
    })
    expect(decision).toEqual({ shown: { hide_basic_tier: 'no_basic' }, cookie: undefined })
  })

  it('returns everyone to control when paused, and to the winner when finished, assigning nobody', () => {
    const stored = { hide_basic_tier: 'no_basic' }
    expect(decideAbVariants({ tests: [hideBasic({ status: 'paused' })], stored, visitor: visitor('v-1234567890'), page: pricing, now })).toEqual({
      shown: {},
      cookie: undefined,
    })
    expect(
      decideAbVariants({ tests: [hideBasic({ status: 'finished', winner: 'no_basic' })], stored: {}, visitor: visitor(undefined), page: pricing, now }),
    ).toEqual({ shown: { hide_basic_tier: 'no_basic' }, cookie: undefined })
    expect(decideAbVariants({ tests: [hideBasic({ status: 'finished' })], stored, visitor: visitor('v-1234567890'), page: pricing, now }).shown).toEqual({})
  })

  it('assigns only inside the test’s dates, pages and languages', () => {
    const v = visitor('v-1234567890')
    expect(decideAbVariants({ tests: [hideBasic({ startsAt: '2026-12-01T00:00:00Z' })], stored: {}, visitor: v, page: pricing, now }).shown).toEqual({})
    expect(decideAbVariants({ tests: [hideBasic({ endsAt: '2026-11-01T00:00:00Z' })], stored: {}, visitor: v, page: pricing, now }).shown).toEqual({})
    expect(decideAbVariants({ tests: [hideBasic({ paths: ['/crm'] })], stored: {}, visitor: v, page: pricing, now }).shown).toEqual({})
    expect(decideAbVariants({ tests: [hideBasic({ languages: ['de'] })], stored: {}, visitor: v, page: pricing, now }).shown).toEqual({})
    expect(Object.keys(decideAbVariants({ tests: [hideBasic({ languages: ['en'] })], stored: {}, visitor: v, page: pricing, now }).shown)).toEqual([
      'hide_basic_tier',
    ])
  })

  it('leaves visitors without an id (analytics not allowed) and outside the audience out', () => {
    expect(decideAbVariants({ tests: [hideBasic()], stored: {}, visitor: visitor(undefined), page: pricing, now })).toEqual({ shown: {}, cookie: undefined })
    const emea: LiveTestSettings = {
      testName: 'contact_sales_form_emea',
      status: 'running',
      variants: [
        { name: 'control', traffic: 0 },
        { name: 'regional_form', traffic: 100 },
      ],
    }
    const page: PageFacts = { path: '/sales/contact-us', locale: 'en', priced: false, product: false }
    expect(decideAbVariants({ tests: [emea], stored: {}, visitor: visitor('v-1234567890', { country: 'US' }), page, now }).shown).toEqual({})
    expect(decideAbVariants({ tests: [emea], stored: {}, visitor: visitor('v-1234567890', { country: 'DE' }), page, now }).shown).toEqual({
      contact_sales_form_emea: 'regional_form',
    })
    const welcome: LiveTestSettings = {
      testName: 'welcome_back_page',
      status: 'running',
      variants: [
        { name: 'control', traffic: 0 },
        { name: 'welcome_back', traffic: 100 },
      ],
    }
    expect(decideAbVariants({ tests: [welcome], stored: {}, visitor: visitor('v-1234567890'), page: home, now }).shown).toEqual({})
    expect(decideAbVariants({ tests: [welcome], stored: {}, visitor: visitor('v-1234567890', { returning: true }), page: home, now }).shown).toEqual({
      welcome_back_page: 'welcome_back',
    })
  })

  it('lets the debug parameter force a variant for the request without storing it', () => {
    const debug = debugOverride('hide_basic_tier')
    expect(debug).toEqual({ testName: 'hide_basic_tier', variant: 'no_basic' })
    expect(debugOverride('free_tier_2022:b')).toEqual({ testName: 'free_tier_2022', variant: 'b' })
    expect(debugOverride('free_tier_2022:z')).toBeUndefined()
    expect(debugOverride('no_such_test')).toBeUndefined()
    const decision = decideAbVariants({ tests: [], stored: {}, visitor: visitor(undefined), page: pricing, now, debug })
    expect(decision).toEqual({ shown: { hide_basic_tier: 'no_basic' }, cookie: undefined })
    // Only where the test's code changes the page: elsewhere it would only be another cached copy.
    const homeOnly = debugOverride('welcome_back_page')
    expect(decideAbVariants({ tests: [], stored: {}, visitor: visitor(undefined), page: pricing, now, debug: homeOnly }).shown).toEqual({})
    expect(decideAbVariants({ tests: [], stored: {}, visitor: visitor(undefined), page: home, now, debug: homeOnly }).shown).toEqual({
      welcome_back_page: 'welcome_back',
    })
  })

  it('ignores a test whose variants were renamed away from the ones the code renders', () => {
    const renamed = hideBasic({
      variants: [
        { name: 'baseline', traffic: 50 },
        { name: 'trial', traffic: 50 },
      ],
    })
    expect(decideAbVariants({ tests: [renamed], stored: {}, visitor: visitor('v-1234567890'), page: pricing, now })).toEqual({ shown: {}, cookie: undefined })
  })
})

describe('cookie and render variant', () => {
  it('round-trips the cookie and skips malformed pairs', () => {
    expect(parseAbCookie(serializeAbCookie({ b_test: 'x', a_test: 'control' }))).toEqual({ a_test: 'control', b_test: 'x' })
    expect(parseAbCookie('ok=fine&bad name=x&x=<script>')).toEqual({ ok: 'fine' })
  })

  it('accepts only catalogue tests and their variants back from the URL', () => {
    const variant = abRenderVariant({ hide_basic_tier: 'no_basic' })
    expect(variant).toEqual({ 'ab-hide_basic_tier': 'no_basic' })
    expect(abVariantsOfRenderVariant({ ...variant, consent: 'required' })).toEqual({ hide_basic_tier: 'no_basic' })
    expect(abVariantsOfRenderVariant({ 'ab-hide_basic_tier': 'made_up' })).toBeUndefined()
    expect(abVariantsOfRenderVariant({ 'ab-unknown_test': 'control' })).toBeUndefined()
  })

  it('answers a component’s question with control unless the page shows another variant', () => {
    expect(abVariant(undefined, 'hideBasicTier')).toBe('control')
    expect(abVariant({ hide_basic_tier: 'no_basic' }, 'hideBasicTier')).toBe('no_basic')
    expect(abVariant({ hide_basic_tier: 'nonsense' }, 'hideBasicTier')).toBe('control')
  })
})

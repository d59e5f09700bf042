import { describe, expect, it } from 'vitest'

import { AB_TESTS, abTestByName, DEBUG_AB_TEST_PARAM, validateTrafficSplit } from '@/domain/ab/catalogue'

describe('A/B test catalogue', () => {
  it('lists every test the spec names', () => {
    expect(AB_TESTS.map((test) => test.testName)).toEqual([
      'homepage_price_per_seat',
      'cookies_policy',
      'soft_signup_trial_cta',
      'pricing_skip_signup_step',
      'exit_popup_survey',
      'free_tier_2022',
      'enterprise_in_submenu',
      'hide_basic_tier',
      'product_solutions',
      'enterprise_contact_sales',
      'mobile_sticky_signup',
      'welcome_back_page',
      'keep_region',
      'contact_sales_form_emea',
      'contact_sales_form_anz',
      'header_studio_or_campaigns',
      'request_a_demo',
      'get_quote_text_and_modal',
      'crm_pricing_new',
      'crm_pricing_no_basic',
      'crm_pricing_increase',
      'crm_one_tap_google_signup',
    ])
  })

  it('has unique keys and names, in snake_case', () => {
    expect(new Set(AB_TESTS.map((test) => test.key)).size).toBe(AB_TESTS.length)
    expect(new Set(AB_TESTS.map((test) => test.testName)).size).toBe(AB_TESTS.length)
    for (const test of AB_TESTS) {
      expect(test.testName).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/)
      for (const variant of test.variants) expect(variant).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/)
    }
  })

  it('puts control first and includes the new variation', () => {
    for (const test of AB_TESTS) {
      expect(test.variants[0]).toBe('control')
      expect(test.variants).toContain(test.newVariation)
      expect(new Set(test.variants).size).toBe(test.variants.length)
      expect(test.description.length).toBeGreaterThan(10)
    }
  })

  it('gives the 2022 free tier test variants a and b', () => {
    expect(abTestByName('free_tier_2022')?.variants).toEqual(['control', 'a', 'b'])
  })

  it('dates the welcome-back page launch', () => {
    expect(abTestByName('welcome_back_page')?.launchDate).toBe('2022-11-08')
  })

  it('finds nothing for an unknown name', () => {
    expect(abTestByName('nope')).toBeUndefined()
    expect(abTestByName('')).toBeUndefined()
  })

  it('names the debug parameter as the spec does', () => {
    expect(DEBUG_AB_TEST_PARAM).toBe('debug-ab-test-name')
  })
})

describe('validateTrafficSplit', () => {
  it.each([[{ control: 50, new_variation: 50 }], [{ control: 100, new_variation: 0 }], [{ control: 34, a: 33, b: 33 }], [{ control: 100 }]])(
    'accepts %j',
    (split) => expect(validateTrafficSplit(split)).toBe(true),
  )

  it.each([
    [{}, 'Give each variant a share'],
    [{ control: 50, new_variation: 40 }, 'add up to 90%; they must add up to exactly 100%'],
    [{ control: 60, new_variation: 60 }, 'add up to 120%'],
    [{ control: 50.5, new_variation: 49.5 }, 'The share of "control" must be a whole percentage'],
    [{ control: 110, new_variation: -10 }, 'The share of "control" must be a whole percentage from 0 to 100'],
    [{ control: Number.NaN, new_variation: 100 }, 'whole percentage'],
  ])('refuses %j', (split, message) => {
    expect(validateTrafficSplit(split)).toContain(message)
  })

  it('checks names against the test’s variants when given', () => {
    const variants = abTestByName('free_tier_2022')!.variants
    expect(validateTrafficSplit({ control: 50, a: 25, b: 25 }, variants)).toBe(true)
    expect(validateTrafficSplit({ control: 50, c: 50 }, variants)).toBe('"c" is not a variant of this test; its variants are control, a, b.')
  })
})

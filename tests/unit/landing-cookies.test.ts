import { describe, expect, it } from 'vitest'

import { landingCookies } from '@/domain/attribution/landing-cookies'

const from = (query: string, cookies: Record<string, string> = {}) => Object.fromEntries(landingCookies(new URLSearchParams(query), (name) => cookies[name]))

describe('the cookies a landing URL sets', () => {
  it('keeps the offers a link carries: a coupon, a trial extension, a referral', () => {
    expect(from('coupon=SPRING-25&trial_extension_token=te_91af&ref=r.12')).toEqual({
      coupon_code: 'SPRING-25',
      trial_extension_token: 'te_91af',
      referral_token: 'r.12',
    })
    expect(from('coupon_code=A1&coupon=B2')).toEqual({ coupon_code: 'B2' })
  })

  it('keeps a marketing template’s board, the use case and the industry the visitor chose', () => {
    expect(from('marketing_template_board_id=123456&cluster=CRM&industry=Real_Estate')).toEqual({
      marketing_template_board_id: '123456',
      user_cluster: 'crm',
      user_industry: 'real_estate',
    })
  })

  it('adds a free-tier or pricing-version flag to those the visitor already has', () => {
    expect(from('free_tier=b', { free_tier_flags: 'a' })).toEqual({ free_tier_flags: 'a,b' })
    expect(from('free_tier=a', { free_tier_flags: 'a,b' })).toEqual({ free_tier_flags: 'b,a' })
    expect(from('pricing_version=v2023')).toEqual({ pricing_version_flags: 'v2023' })
  })

  it('ignores what a product never issues, and a URL without any', () => {
    expect(from('coupon=has space&marketing_template_board_id=12a&cluster=astronomy&industry=<b>&free_tier=')).toEqual({})
    expect(from('utm_source=newsletter')).toEqual({})
    expect(from(`coupon=${'x'.repeat(129)}`)).toEqual({})
  })
})

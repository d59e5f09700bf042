import { describe, expect, it } from 'vitest'

import { pricingSeed } from '@/cms/seed/pricing'
import { PLAN_TIERS, PRICE_CURRENCIES, validatePrices } from '@/domain/pricing'

describe('validatePrices', () => {
  it('accepts one price per currency with yearly billing no dearer than monthly', () => {
    expect(validatePrices([{ currency: 'USD', monthlyPerSeat: 12, yearlyPerSeat: 10 }, { currency: 'EUR', monthlyPerSeat: 11, yearlyPerSeat: 9 }])).toBe(true)
    expect(validatePrices([])).toBe(true)
    expect(validatePrices(undefined)).toBe(true)
  })

  it('refuses a currency listed twice', () => {
    expect(validatePrices([{ currency: 'USD', monthlyPerSeat: 12, yearlyPerSeat: 10 }, { currency: 'USD', monthlyPerSeat: 9, yearlyPerSeat: 9 }])).toBe(
      'USD is listed twice: keep one price per currency.',
    )
  })

  it('refuses a yearly seat dearer than a monthly one', () => {
    expect(validatePrices([{ currency: 'GBP', monthlyPerSeat: 10, yearlyPerSeat: 11 }])).toContain('In GBP, the yearly price')
  })
})

describe('the seeded pricing', () => {
  it('is consistent for every product, plan and currency', () => {
    for (const { plans } of pricingSeed().products) {
      expect(plans.map((plan) => plan.tier)).toEqual([...PLAN_TIERS])
      for (const plan of plans) {
        expect(validatePrices(plan.prices)).toBe(true)
        if (!plan.contactSales) expect(plan.prices.map((price) => price.currency)).toEqual([...PRICE_CURRENCIES])
      }
    }
  })
})

import { describe, expect, it } from 'vitest'

import { pricingSeed } from '@/cms/seed/pricing'
import { PRICE_CURRENCIES } from '@/domain/pricing/currency'
import { announcedCurrency, PLAN_TIERS, planOffer, seatRange, tableYearlySavingPercent, validatePrices, yearlySavingPercent } from '@/domain/pricing/pricing'

describe('validatePrices', () => {
  it('accepts one price per currency with yearly billing no dearer than monthly', () => {
    expect(
      validatePrices([
        { currency: 'USD', monthlyPerSeat: 12, yearlyPerSeat: 10 },
        { currency: 'EUR', monthlyPerSeat: 11, yearlyPerSeat: 9 },
      ]),
    ).toBe(true)
    expect(validatePrices([])).toBe(true)
    expect(validatePrices(undefined)).toBe(true)
  })

  it('refuses a currency listed twice', () => {
    expect(
      validatePrices([
        { currency: 'USD', monthlyPerSeat: 12, yearlyPerSeat: 10 },
        { currency: 'USD', monthlyPerSeat: 9, yearlyPerSeat: 9 },
      ]),
    ).toBe('USD is listed twice: keep one price per currency.')
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

describe('yearlySavingPercent', () => {
  it('is the saving of yearly over monthly billing, rounded down', () => {
    expect(yearlySavingPercent(12, 10)).toBe(16) // 16.67%
    expect(yearlySavingPercent(10, 8)).toBe(20)
    expect(yearlySavingPercent(100, 71)).toBe(29) // 28.999… in floating point
    expect(yearlySavingPercent(1490, 1220)).toBe(18)
  })

  it('is 0 without a saving, for a free plan and for a dearer yearly price', () => {
    expect(yearlySavingPercent(12, 12)).toBe(0)
    expect(yearlySavingPercent(0, 0)).toBe(0)
    expect(yearlySavingPercent(10, 11)).toBe(0)
  })
})

describe('planOffer', () => {
  const prices = [
    { currency: 'USD', monthlyPerSeat: 12, yearlyPerSeat: 10 },
    { currency: 'EUR', monthlyPerSeat: 11, yearlyPerSeat: 9 },
  ]

  it('prices a plan in the visitor’s currency', () => {
    expect(planOffer({ prices }, 'EUR')).toEqual({
      kind: 'priced',
      currency: 'EUR',
      monthlyPerSeat: 11,
      yearlyPerSeat: 9,
      fallback: false,
      yearlySavingPercent: 18,
    })
  })

  it('falls back to the US-dollar price, flagged, when the visitor’s currency has none', () => {
    expect(planOffer({ prices }, 'GBP')).toMatchObject({ kind: 'priced', currency: 'USD', monthlyPerSeat: 12, fallback: true })
    expect(planOffer({ prices }, 'USD')).toMatchObject({ currency: 'USD', fallback: false })
  })

  it('reads a plan priced 0 in both periods as free', () => {
    expect(planOffer({ prices: [{ currency: 'USD', monthlyPerSeat: 0, yearlyPerSeat: 0 }] }, 'JPY')).toEqual({ kind: 'free' })
  })

  it('sends plans marked so, and plans with no usable price, to sales', () => {
    expect(planOffer({ contactSales: true, prices }, 'USD')).toEqual({ kind: 'contactSales' })
    expect(planOffer({ prices: [] }, 'USD')).toEqual({ kind: 'contactSales' })
    expect(planOffer({ prices: null }, 'EUR')).toEqual({ kind: 'contactSales' })
    expect(planOffer({ prices: [{ currency: 'EUR', monthlyPerSeat: 11, yearlyPerSeat: 9 }] }, 'GBP')).toEqual({ kind: 'contactSales' })
    expect(planOffer({ prices: [{ currency: 'USD', monthlyPerSeat: null, yearlyPerSeat: 9 }] }, 'USD')).toEqual({ kind: 'contactSales' })
  })
})

describe('what a pricing table announces', () => {
  const priced = (currency: 'USD' | 'EUR', fallback: boolean, yearlySavingPercent: number) =>
    ({ kind: 'priced', currency, monthlyPerSeat: 10, yearlyPerSeat: 8, fallback, yearlySavingPercent }) as const

  it('promises the yearly saving every priced plan reaches', () => {
    expect(tableYearlySavingPercent([{ kind: 'free' }, priced('USD', false, 16), priced('USD', false, 21), { kind: 'contactSales' }])).toBe(16)
    expect(tableYearlySavingPercent([priced('USD', false, 0), priced('USD', false, 20)])).toBe(0)
    expect(tableYearlySavingPercent([{ kind: 'free' }])).toBe(0)
  })

  it('names the visitor’s currency unless every price shown is the US-dollar fallback', () => {
    expect(announcedCurrency([priced('EUR', false, 18), priced('USD', true, 16)], 'EUR')).toBe('EUR')
    expect(announcedCurrency([{ kind: 'free' }, priced('USD', true, 16)], 'EUR')).toBe('USD')
    expect(announcedCurrency([{ kind: 'free' }, { kind: 'contactSales' }], 'EUR')).toBe('EUR')
  })
})

describe('seatRange', () => {
  it('reads the plan’s limits, from 1 seat and without an upper limit by default', () => {
    expect(seatRange(1, 2)).toEqual({ min: 1, max: 2 })
    expect(seatRange(3, null)).toEqual({ min: 3 })
    expect(seatRange(undefined, undefined)).toEqual({ min: 1 })
  })

  it('ignores an upper limit below the lower one', () => {
    expect(seatRange(40, 10)).toEqual({ min: 40 })
  })
})

describe('the seeded pricing, as visitors see it', () => {
  it('prices every paid plan in every currency, so nobody falls back to US dollars', () => {
    for (const { plans } of pricingSeed().products) {
      for (const plan of plans) {
        for (const currency of PRICE_CURRENCIES) {
          const offer = planOffer(plan, currency)
          if (offer.kind === 'priced') expect(offer).toMatchObject({ currency, fallback: false })
          else expect(offer.kind).toBe(plan.contactSales ? 'contactSales' : 'free')
        }
      }
    }
  })
})

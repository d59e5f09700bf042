import { describe, expect, it } from 'vitest'

import { pricingSeed, YEARLY_DISCOUNT_PERCENT } from '@/cms/seed/pricing'
import { PRICE_CURRENCIES } from '@/domain/currency'
import { planOffer, tableYearlySavingPercent } from '@/domain/pricing'

describe('the seeded price list', () => {
  const { products } = pricingSeed()

  it('saves the same percentage on every priced plan, so the yearly switch shows what each card shows', () => {
    for (const { product, plans } of products) {
      for (const currency of PRICE_CURRENCIES) {
        const offers = plans.map((plan) => planOffer(plan, currency))
        const savings = offers.flatMap((offer) => (offer.kind === 'priced' ? [offer.yearlySavingPercent] : []))
        expect(savings.length, `${product} in ${currency}`).toBe(3)
        expect(new Set(savings), `${product} in ${currency}`).toEqual(new Set([YEARLY_DISCOUNT_PERCENT]))
        expect(tableYearlySavingPercent(offers)).toBe(YEARLY_DISCOUNT_PERCENT)
      }
    }
  })

  it('asks sales for the Enterprise price, and builds each paid plan on the one below it', () => {
    for (const { plans } of products) {
      const enterprise = plans.find((plan) => plan.tier === 'enterprise')
      expect(planOffer(enterprise!, 'USD')).toEqual({ kind: 'contactSales' })
      expect(plans.find((plan) => plan.tier === 'standard')?.features[0]?.text).toBe('Everything in Basic, plus:')
    }
  })

  it('lists CRM features on the CRM plans', () => {
    const crm = products.find((entry) => entry.product === 'crm')!
    const texts = crm.plans.flatMap((plan) => plan.features.map((feature) => feature.text))
    expect(texts).toContain('Sales forecasting')
    expect(texts).toContain('Two-way Gmail and Outlook sync')
  })
})

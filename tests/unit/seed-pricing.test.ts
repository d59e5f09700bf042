import { describe, expect, it } from 'vitest'

import { localizedPricing, pricingSeed, YEARLY_DISCOUNT_PERCENT } from '@/cms/seed/pricing'
import { TRANSLATED_LOCALES } from '@/domain/locales'
import { PRICE_CURRENCIES } from '@/domain/pricing/currency'
import { planOffer, tableYearlySavingPercent } from '@/domain/pricing/pricing'

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

  it('compares every plan of the five products on the pricing page, feature by feature', () => {
    expect(
      products
        .filter((entry) => entry.comparison.length > 0)
        .map((entry) => entry.product)
        .sort(),
    ).toEqual(['crm', 'dev', 'marketing_campaigns', 'service', 'work-management'])
    for (const { product, plans, comparison } of products.filter((entry) => entry.comparison.length > 0)) {
      for (const group of comparison) {
        for (const row of group.rows) for (const plan of plans) expect(row[plan.tier], `${product}: ${row.feature}`).toHaveProperty('included')
      }
    }
  })

  it('translates the feature lists and the comparison in every language, in the stored order', () => {
    // As stored: every array row with an id, which the per-language update keeps.
    let next = 0
    const id = () => String(++next)
    const stored = {
      products: products.map((entry) => ({
        ...entry,
        id: id(),
        plans: entry.plans.map((plan) => ({ ...plan, id: id(), features: plan.features.map((feature) => ({ ...feature, id: id() })) })),
        comparison: entry.comparison.map((group) => ({
          ...group,
          id: id(),
          rows: group.rows.map((row) => ({ ...row, id: id() })),
        })),
      })),
    }
    const english = stored.products.flatMap((entry) => entry.plans.flatMap((plan) => plan.features.map((feature) => feature.text)))
    for (const locale of TRANSLATED_LOCALES) {
      const localized = localizedPricing(stored, locale)
      const texts = localized.products.flatMap((entry) => entry.plans.flatMap((plan) => plan.features.map((feature) => feature.text)))
      expect(texts, locale).toHaveLength(english.length)
      expect(
        texts.filter((text, index) => text === english[index] && text.includes(' ')),
        locale,
      ).toEqual([])
      localized.products.forEach((entry, index) => {
        const seeded = stored.products[index]!.comparison
        expect(entry.comparison.map((group) => group.id)).toEqual(seeded.map((group) => group.id))
        for (const group of entry.comparison) {
          expect(group.group, locale).toBeTruthy()
          for (const row of group.rows) expect(row.feature, locale).toBeTruthy()
        }
      })
    }
    const german = localizedPricing(stored, 'de').products.find((_, index) => stored.products[index]!.product === 'crm')!
    expect(german.plans.find((plan) => plan.name === 'Standard')?.features[0]?.text).toBe('Alles aus Basic, dazu:')
    const contacts = german.comparison[0]!.rows[0]!
    expect([contacts.feature, contacts.free.limit, contacts.basic.limit, contacts.pro.included]).toEqual(['Kontakte', 'Bis zu 500', 'Unbegrenzt', true])
  })
})

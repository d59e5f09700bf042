import { PRICE_CURRENCIES, type PriceCurrency } from '@/domain/pricing/currency'
import type { TranslatedLocale } from '@/domain/locales'
import { PRODUCT_IDS, type ProductId } from '@/domain/products'

import { seedCopy } from './copy'
import { comparisonSeed, PLAN_NAMES, planFeatureTexts } from './pricing-texts'

/**
 * The spec gives no prices. Yearly is exactly 20% cheaper, so "Save 20%" is what each card shows: monthly prices are
 * multiples of 5 (50 in yen and rupees), whose 80% is whole.
 */
export const YEARLY_DISCOUNT_PERCENT = 20

const USD_MONTHLY: Record<ProductId, [basic: number, standard: number, pro: number]> = {
  'work-management': [10, 15, 25],
  crm: [15, 25, 35],
  marketer: [10, 15, 25],
  marketing_campaigns: [10, 20, 30],
  projects: [10, 15, 25],
  dev: [10, 15, 25],
  service: [25, 40, 50],
}

/** Typed by the currency list, so a new currency needs its factor here. */
const CURRENCY_FACTORS: Record<PriceCurrency, number> = { USD: 1, EUR: 0.95, GBP: 0.82, AUD: 1.55, CAD: 1.38, JPY: 150, BRL: 5.4, INR: 83 }

const step = (currency: PriceCurrency) => (currency === 'JPY' || currency === 'INR' ? 50 : 5)

/** Every currency, so no visitor falls back to USD. */
function prices(usdMonthly: number) {
  return PRICE_CURRENCIES.map((currency) => {
    const monthly = Math.max(step(currency), Math.round((usdMonthly * CURRENCY_FACTORS[currency]) / step(currency)) * step(currency))
    const price = usdMonthly === 0 ? 0 : monthly
    return { currency, monthlyPerSeat: price, yearlyPerSeat: (price * (100 - YEARLY_DISCOUNT_PERCENT)) / 100 }
  })
}

type Tier = 'free' | 'basic' | 'standard' | 'pro' | 'enterprise'

const features = (texts: string[]) => texts.map((text) => ({ text }))

const DESCRIPTION_KEYS = {
  free: 'planFreeDescription',
  basic: 'planBasicDescription',
  standard: 'planStandardDescription',
  pro: 'planProDescription',
  enterprise: 'planEnterpriseDescription',
} as const

export function pricingSeed() {
  return {
    products: PRODUCT_IDS.map((product) => {
      const [basic, standard, pro] = USD_MONTHLY[product]
      return {
        product,
        plans: [
          { tier: 'free' as const, minSeats: 1, maxSeats: 2, prices: prices(0) },
          { tier: 'basic' as const, minSeats: 3, prices: prices(basic) },
          { tier: 'standard' as const, minSeats: 3, highlighted: true, prices: prices(standard) },
          { tier: 'pro' as const, minSeats: 3, prices: prices(pro) },
          { tier: 'enterprise' as const, minSeats: 40, contactSales: true, prices: [] },
        ].map((plan) => ({
          ...plan,
          name: PLAN_NAMES[plan.tier],
          description: seedCopy('en').starterPages[DESCRIPTION_KEYS[plan.tier]],
          features: features(planFeatureTexts(product, plan.tier, 'en')),
        })),
        comparison: comparisonSeed(product, 'en'),
      }
    }),
  }
}

type Stored<T> = T[] | null | undefined
type StoredPricing = {
  products?: Stored<{
    id?: string | null
    product: ProductId
    plans?: Stored<{ id?: string | null; tier: Tier; name: string; features?: Stored<{ id?: string | null; text: string }> }>
    comparison?: Stored<{ id?: string | null; rows?: Stored<{ id?: string | null } & Partial<Record<Tier, { included?: boolean | null } | null>>> }>
  }>
}

/** All in the one update per language. Rows are matched by position with src/cms/seed/pricing-texts.ts. */
export function localizedPricing(stored: StoredPricing, locale: TranslatedLocale) {
  const t = seedCopy(locale).starterPages
  return {
    products: (stored.products ?? []).map((entry) => {
      const comparison = comparisonSeed(entry.product, locale)
      return {
        id: entry.id,
        plans: (entry.plans ?? []).map((plan) => {
          const texts = planFeatureTexts(entry.product, plan.tier, locale)
          return {
            id: plan.id,
            name: plan.tier === 'free' ? t.planFree : plan.name,
            description: t[DESCRIPTION_KEYS[plan.tier]],
            features: (plan.features ?? []).map((feature, index) => ({ id: feature.id, text: texts[index] ?? feature.text })),
          }
        }),
        comparison: (entry.comparison ?? []).map((group, groupIndex) => ({
          id: group.id,
          group: comparison[groupIndex]?.group,
          rows: (group.rows ?? []).map((row, rowIndex) => {
            const seeded = comparison[groupIndex]?.rows[rowIndex]
            const cell = (tier: Tier) => ({ included: row[tier]?.included ?? false, limit: seeded?.[tier].limit })
            return {
              id: row.id,
              feature: seeded?.feature,
              free: cell('free'),
              basic: cell('basic'),
              standard: cell('standard'),
              pro: cell('pro'),
              enterprise: cell('enterprise'),
            }
          }),
        })),
      }
    }),
  }
}

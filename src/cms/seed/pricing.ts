import { PRICE_CURRENCIES, type PriceCurrency } from '@/domain/currency'
import type { TranslatedLocale } from '@/domain/locales'
import { PRODUCT_IDS, type ProductId } from '@/domain/products'
import { messages } from '@/i18n/messages'

/**
 * Believable list prices per seat and month (the spec gives none). Yearly billing is exactly
 * 20% cheaper in every currency and plan, so the toggle's "Save 20%" is what each card shows:
 * monthly prices are multiples of 5 (of 50 in yen and rupees), whose 80% is a whole number.
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

/** USD to each price currency; typed by the currency list, so a new currency needs its factor here. */
const CURRENCY_FACTORS: Record<PriceCurrency, number> = { USD: 1, EUR: 0.95, GBP: 0.82, AUD: 1.55, CAD: 1.38, JPY: 150, BRL: 5.4, INR: 83 }

const step = (currency: PriceCurrency) => (currency === 'JPY' || currency === 'INR' ? 50 : 5)

/** A price in every currency of PRICE_CURRENCIES, in its order, so no visitor falls back to USD. */
function prices(usdMonthly: number) {
  return PRICE_CURRENCIES.map((currency) => {
    const monthly = Math.max(step(currency), Math.round((usdMonthly * CURRENCY_FACTORS[currency]) / step(currency)) * step(currency))
    const price = usdMonthly === 0 ? 0 : monthly
    return { currency, monthlyPerSeat: price, yearlyPerSeat: (price * (100 - YEARLY_DISCOUNT_PERCENT)) / 100 }
  })
}

const features = (...texts: string[]) => texts.map((text) => ({ text }))

type Tier = 'free' | 'basic' | 'standard' | 'pro' | 'enterprise'

/** What each plan adds to the one below it; CRM plans list CRM features. */
const FEATURES: Record<'platform' | 'crm', Record<Tier, string[]>> = {
  platform: {
    free: ['Up to 3 boards', 'Unlimited docs', '200+ templates', 'iOS and Android apps'],
    basic: ['Everything in Free, plus:', 'Unlimited boards and items', '5 GB file storage', 'Prioritised customer support', 'Dashboard of one board'],
    standard: ['Everything in Basic, plus:', 'Timeline, Gantt and calendar views', 'Guest access', '250 automations per month', 'Dashboards of up to 5 boards'],
    pro: ['Everything in Standard, plus:', 'Private boards', 'Time tracking', '25,000 automations per month', 'Dashboards of up to 20 boards'],
    enterprise: [
      'Everything in Pro, plus:',
      'Enterprise-grade security and SSO',
      'Multi-level permissions',
      'Audit log and data residency',
      'Dedicated success manager',
    ],
  },
  crm: {
    free: ['Up to 2 seats', 'Up to 500 contacts', 'Deal pipeline', 'iOS and Android apps'],
    basic: ['Everything in Free, plus:', 'Unlimited contacts and deals', 'Customisable pipelines', 'Lead capture forms', 'Dashboard of one board'],
    standard: [
      'Everything in Basic, plus:',
      'Two-way Gmail and Outlook sync',
      'Email templates and tracking',
      'Quotes and invoices',
      '250 automations per month',
    ],
    pro: ['Everything in Standard, plus:', 'Sales forecasting', 'Email sequences', 'Lead scoring', '25,000 automations per month'],
    enterprise: [
      'Everything in Pro, plus:',
      'Advanced account management',
      'Team goals and quotas',
      'Enterprise-grade security and SSO',
      'Dedicated success manager',
    ],
  },
}

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
      const list = FEATURES[product === 'crm' ? 'crm' : 'platform']
      return {
        product,
        plans: [
          { tier: 'free' as const, name: 'Free', minSeats: 1, maxSeats: 2, prices: prices(0) },
          { tier: 'basic' as const, name: 'Basic', minSeats: 3, prices: prices(basic) },
          { tier: 'standard' as const, name: 'Standard', minSeats: 3, highlighted: true, prices: prices(standard) },
          { tier: 'pro' as const, name: 'Pro', minSeats: 3, prices: prices(pro) },
          { tier: 'enterprise' as const, name: 'Enterprise', minSeats: 40, contactSales: true, prices: [] },
        ].map((plan) => ({ ...plan, description: messages('en').starterPages[DESCRIPTION_KEYS[plan.tier]], features: features(...list[plan.tier]) })),
      }
    }),
  }
}

type StoredPricing = {
  products?:
    { id?: string | null; plans?: { id?: string | null; tier: Tier; name: string; features?: { id?: string | null; text: string }[] | null }[] | null }[] | null
}

/**
 * The stored price list's texts in `locale`: the Free plan's name and each plan's description.
 * Basic, Standard, Pro and Enterprise are names, as at most vendors; the feature lists keep
 * their English text until a translator enters theirs.
 */
export function localizedPricing(stored: StoredPricing, locale: TranslatedLocale) {
  const t = messages(locale).starterPages
  return {
    products: (stored.products ?? []).map((entry) => ({
      id: entry.id,
      plans: (entry.plans ?? []).map((plan) => ({
        id: plan.id,
        name: plan.tier === 'free' ? t.planFree : plan.name,
        description: t[DESCRIPTION_KEYS[plan.tier]],
        features: (plan.features ?? []).map((feature) => ({ id: feature.id, text: feature.text })),
      })),
    })),
  }
}

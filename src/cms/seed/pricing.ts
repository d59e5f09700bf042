import { PRICE_CURRENCIES, type PriceCurrency } from '@/domain/currency'
import { PRODUCT_IDS, type ProductId } from '@/domain/products'

/**
 * Believable list prices per seat and month (the spec gives none). Yearly billing is
 * about 18% cheaper; other currencies follow USD at rounded local price points.
 */
const USD_MONTHLY: Record<ProductId, [basic: number, standard: number, pro: number]> = {
  'work-management': [12, 14, 24],
  crm: [15, 20, 33],
  marketer: [12, 14, 24],
  marketing_campaigns: [10, 16, 26],
  projects: [12, 14, 24],
  dev: [12, 14, 24],
  service: [26, 38, 48],
}

/** USD to each price currency; typed by the currency list, so a new currency needs its factor here. */
const CURRENCY_FACTORS: Record<PriceCurrency, number> = { USD: 1, EUR: 0.95, GBP: 0.82, AUD: 1.55, CAD: 1.38, JPY: 150, BRL: 5.4, INR: 83 }

const roundPrice = (amount: number, currency: PriceCurrency) => (currency === 'JPY' || currency === 'INR' ? Math.round(amount / 10) * 10 : Math.round(amount))

/** A price in every currency of PRICE_CURRENCIES, in its order, so no visitor falls back to USD. */
function prices(usdMonthly: number) {
  return PRICE_CURRENCIES.map((currency) => {
    const monthly = roundPrice(usdMonthly * CURRENCY_FACTORS[currency], currency)
    return { currency, monthlyPerSeat: monthly, yearlyPerSeat: roundPrice(monthly * 0.82, currency) }
  })
}

const features = (...texts: string[]) => texts.map((text) => ({ text }))

export function pricingSeed() {
  return {
    products: PRODUCT_IDS.map((product) => {
      const [basic, standard, pro] = USD_MONTHLY[product]
      return {
        product,
        plans: [
          {
            tier: 'free' as const,
            name: 'Free',
            description: 'For individuals getting organised.',
            minSeats: 1,
            maxSeats: 2,
            prices: prices(0),
            features: features('Up to 3 boards', 'Unlimited docs', 'iOS and Android apps'),
          },
          {
            tier: 'basic' as const,
            name: 'Basic',
            description: 'Manage all your team’s work in one place.',
            minSeats: 3,
            prices: prices(basic),
            features: features('Unlimited boards', 'Prioritised customer support', 'Dashboard of one board'),
          },
          {
            tier: 'standard' as const,
            name: 'Standard',
            description: 'Collaborate and optimise work across teams.',
            minSeats: 3,
            highlighted: true,
            prices: prices(standard),
            features: features('Timeline and Gantt views', 'Guest access', '250 automations per month', 'Dashboards of up to 5 boards'),
          },
          {
            tier: 'pro' as const,
            name: 'Pro',
            description: 'Streamline complex workflows at scale.',
            minSeats: 3,
            prices: prices(pro),
            features: features('Private boards', 'Time tracking', '25,000 automations per month', 'Dashboards of up to 20 boards'),
          },
          {
            tier: 'enterprise' as const,
            name: 'Enterprise',
            description: 'Security, governance and support for the whole organisation.',
            minSeats: 40,
            contactSales: true,
            prices: [],
            features: features('Enterprise-grade security', 'Multi-level permissions', 'Dedicated success manager'),
          },
        ],
      }
    }),
  }
}

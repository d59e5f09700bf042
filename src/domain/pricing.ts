/** Pricing rules: currencies, plan tiers and what makes a plan's prices consistent. */

/** Currencies prices are kept in; a visitor sees the one of their country, else USD. */
export const PRICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'BRL', 'INR'] as const

export const PLAN_TIERS = ['free', 'basic', 'standard', 'pro', 'enterprise'] as const

type Price = { currency?: string | null; monthlyPerSeat?: number | null; yearlyPerSeat?: number | null }

/** Each currency once per plan, and a yearly seat never dearer than a monthly one. */
export function validatePrices(value: unknown): true | string {
  const prices = (Array.isArray(value) ? value : []) as Price[]
  const currencies = prices.map((price) => price.currency)
  const repeated = currencies.find((currency, index) => currencies.indexOf(currency) !== index)
  if (repeated) return `${repeated} is listed twice: keep one price per currency.`
  const dearer = prices.find((price) => (price.yearlyPerSeat ?? 0) > (price.monthlyPerSeat ?? 0))
  if (dearer) return `In ${dearer.currency}, the yearly price per seat is higher than the monthly one.`
  return true
}

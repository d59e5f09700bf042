import { countryReference } from '../countries'

/** Currencies prices are kept in; a visitor sees the one of their country, else USD. */
export const PRICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'BRL', 'INR'] as const

export type PriceCurrency = (typeof PRICE_CURRENCIES)[number]

/** Prices are shown in US dollars where the visitor's own currency has no price list. */
export const DEFAULT_CURRENCY: PriceCurrency = 'USD'

export function isPriceCurrency(value: unknown): value is PriceCurrency {
  return typeof value === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(value)
}

/**
 * The currency a visitor from `country` sees prices in: the country's own when the price
 * list has it (euro countries get EUR, Japan JPY, ...), US dollars otherwise.
 */
export function currencyForCountry(country: unknown): PriceCurrency {
  const own = countryReference(country)?.currency.find(isPriceCurrency)
  return own ?? DEFAULT_CURRENCY
}

/** Whole amounts for currencies without cents in everyday prices (yen), two decimals when needed. */
export function formatPrice(amount: number, currency: PriceCurrency, languageTag: string): string {
  const whole = Number.isInteger(amount) || currency === 'JPY'
  return new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
}

/** Pricing rules: currencies, plan tiers and what makes a plan's prices consistent. */

import type { PriceCurrency } from './currency'

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

/** A plan's price list as the Pricing global stores it (any part may be missing in old data). */
export type PlanPricing = {
  contactSales?: boolean | null
  prices?: readonly Price[] | null
}

/** What a visitor is offered for a plan, in the currency they see. */
export type PlanOffer =
  | { kind: 'contactSales' }
  | { kind: 'free' }
  | {
      kind: 'priced'
      currency: PriceCurrency
      monthlyPerSeat: number
      yearlyPerSeat: number
      /** True when the visitor's currency has no price and the plan's base price is shown instead. */
      fallback: boolean
      /** How much cheaper yearly billing is, in whole percent; 0 when it is not. */
      yearlySavingPercent: number
    }

/** Every plan with a public price has one in US dollars: the price list's base currency. */
export const BASE_PRICE_CURRENCY = 'USD' satisfies PriceCurrency

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * The saving of yearly billing over monthly, rounded down so the page never promises more than
 * the visitor gets ("Save 17%" for 17.9%). No saving, or a yearly price above the monthly one, is 0.
 */
export function yearlySavingPercent(monthlyPerSeat: number, yearlyPerSeat: number): number {
  if (!(monthlyPerSeat > 0) || !(yearlyPerSeat < monthlyPerSeat)) return 0
  // The small epsilon keeps float noise (28.999…) from costing a whole percent.
  return Math.floor(((monthlyPerSeat - yearlyPerSeat) / monthlyPerSeat) * 100 + 1e-9)
}

/**
 * The plan as a visitor paying in `currency` sees it: "Contact sales" when the plan says so,
 * free when both prices are 0, else its price in `currency`, or in US dollars (flagged as a
 * fallback) when the plan has no price in that currency. A plan with neither price cannot be
 * bought online, so it also reads "Contact sales".
 */
export function planOffer(plan: PlanPricing, currency: PriceCurrency): PlanOffer {
  if (plan.contactSales) return { kind: 'contactSales' }
  const priceIn = (wanted: PriceCurrency) => {
    const price = (plan.prices ?? []).find((candidate) => candidate.currency === wanted)
    return price && isAmount(price.monthlyPerSeat) && isAmount(price.yearlyPerSeat)
      ? { currency: wanted, monthlyPerSeat: price.monthlyPerSeat, yearlyPerSeat: price.yearlyPerSeat }
      : undefined
  }
  const own = priceIn(currency)
  const chosen = own ?? priceIn(BASE_PRICE_CURRENCY)
  if (!chosen) return { kind: 'contactSales' }
  const { monthlyPerSeat, yearlyPerSeat } = chosen
  if (monthlyPerSeat === 0 && yearlyPerSeat === 0) return { kind: 'free' }
  return {
    kind: 'priced',
    ...chosen,
    fallback: own === undefined,
    yearlySavingPercent: yearlySavingPercent(monthlyPerSeat, yearlyPerSeat),
  }
}

/**
 * The saving the yearly switch can promise for a whole table: the smallest among the priced
 * plans, so it holds for each of them; 0 when a priced plan saves nothing or none is priced.
 */
export function tableYearlySavingPercent(offers: readonly PlanOffer[]): number {
  const savings = offers.flatMap((offer) => (offer.kind === 'priced' ? [offer.yearlySavingPercent] : []))
  return savings.length === 0 ? 0 : Math.min(...savings)
}

/** A plan's seat limits as shown: from 1 seat when no minimum is set; no upper limit when none (or a nonsensical one) is. */
export function seatRange(minSeats: number | null | undefined, maxSeats: number | null | undefined): { min: number; max?: number } {
  const min = typeof minSeats === 'number' && minSeats >= 1 ? Math.floor(minSeats) : 1
  return typeof maxSeats === 'number' && maxSeats >= min ? { min, max: Math.floor(maxSeats) } : { min }
}

/**
 * The currency a pricing table announces ("Prices in …"): the visitor's, unless no plan has a
 * price in it and every price shown is the US-dollar fallback. Plans priced otherwise say so.
 */
export function announcedCurrency(offers: readonly PlanOffer[], currency: PriceCurrency): PriceCurrency {
  const priced = offers.filter((offer) => offer.kind === 'priced')
  return priced.length > 0 && priced.every((offer) => offer.fallback) ? BASE_PRICE_CURRENCY : currency
}

/** Pricing rules: plan tiers, what makes a plan's prices consistent, and what a visitor is offered (currencies: ./currency). */

import type { PriceCurrency } from './currency'

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

/*
 * The pricing A/B tests (issue 7). Each test's rule is one function below; the pricing table
 * composes them for the variants its page was rendered with, so every variant is plain
 * server-rendered HTML. Plans are recognised by their tier, never by their name: names are
 * localised and editors may rename them, the tier is the plan's identity.
 */

export type PlanTier = (typeof PLAN_TIERS)[number]

/** The least a plan needs for the rules below: its tier and, where prices change, its prices. */
type TieredPlan = { tier: PlanTier }
type PricedPlan = TieredPlan & { prices?: readonly Price[] | null }

/** The Basic plan: tier `basic`, whatever its name says in a language. */
export const isBasicPlan = (plan: TieredPlan): boolean => plan.tier === 'basic'

/** The free plan: tier `free`. */
export const isFreePlan = (plan: TieredPlan): boolean => plan.tier === 'free'

/** The products whose tables hide_basic_tier changes; CRM has its own test (crm_pricing_no_basic). */
export const HIDE_BASIC_TIER_PRODUCTS: readonly string[] = ['work-management']

/** hide_basic_tier: the work-management tables leave the Basic plan out. */
export function hideBasicTier<P extends TieredPlan>(plans: readonly P[], product: string): P[] {
  return HIDE_BASIC_TIER_PRODUCTS.includes(product) ? plans.filter((plan) => !isBasicPlan(plan)) : [...plans]
}

export type FreeTierVariant = 'control' | 'a' | 'b'

/**
 * free_tier_2022: two ways of offering the Pricing global's free plan. Control shows the plans as
 * marketers keep them; `a` puts the free card first, its button offering to start free forever
 * (offersFreeForever); `b` leaves the card out and says under the plans that one can start free
 * (see freeTierLine). A table without a free plan is unchanged.
 */
export function freeTier2022<P extends TieredPlan>(plans: readonly P[], variant: FreeTierVariant): P[] {
  const paid = plans.filter((plan) => !isFreePlan(plan))
  if (variant === 'a') return [...plans.filter(isFreePlan), ...paid]
  if (variant === 'b') return paid
  // Control is the plans as marketers keep them: a draft test changes nothing.
  return [...plans]
}

/** free_tier_2022 `a`: the free plan's own button offers to start free forever. */
export function offersFreeForever(plan: TieredPlan, variant: FreeTierVariant): boolean {
  return variant === 'a' && isFreePlan(plan)
}

/**
 * free_tier_2022 `b`: the line under the plans, with the free plan's seat limit ("up to 2
 * seats"), when the table has a free plan; undefined otherwise (nothing to offer).
 */
export function freeTierLine(
  plans: readonly (TieredPlan & { minSeats?: number | null; maxSeats?: number | null })[],
  variant: FreeTierVariant,
): { maxSeats?: number } | undefined {
  if (variant !== 'b') return undefined
  const free = plans.find(isFreePlan)
  if (!free) return undefined
  const { max } = seatRange(free.minSeats, free.maxSeats)
  return max === undefined ? {} : { maxSeats: max }
}

/**
 * Currencies whose price points are whole amounts (the seed rounds yen and rupees to tens):
 * their charm prices end in 9 (2,699), the others' in .99 (17.99).
 */
const WHOLE_AMOUNT_CURRENCIES: readonly string[] = ['JPY', 'INR']

const toCents = (amount: number) => Math.round(amount * 100) / 100

/** The charm price nearest to `amount` (17.99 for 18, 39.99 for 39.60; 2,699 yen for 2,700); 0 stays 0. */
export function nearestCharmPrice(amount: number, currency: string): number {
  if (!(amount > 0)) return amount
  if (WHOLE_AMOUNT_CURRENCIES.includes(currency)) return Math.max(1, Math.round((amount + 1) / 10)) * 10 - 1
  return toCents(Math.max(1, Math.round(amount + 0.01)) - 0.01)
}

/** The highest charm price not above `amount` (14.99 for 15, 2,249 yen for 2,250); a price below the first charm price, and 0, stay. */
export function charmPriceBelow(amount: number, currency: string): number {
  if (!(amount > 0)) return amount
  // The epsilon keeps float noise (14.99 + 0.01 = 14.999…) from dropping a whole unit.
  const steps = WHOLE_AMOUNT_CURRENCIES.includes(currency) ? Math.floor((amount + 1) / 10 + 1e-9) : Math.floor(amount + 0.01 + 1e-9)
  if (steps < 1) return amount
  return WHOLE_AMOUNT_CURRENCIES.includes(currency) ? steps * 10 - 1 : toCents(steps - 0.01)
}

/** Both billing periods of every price of a plan through `rule`; a missing amount stays missing. */
function repriced<P extends PricedPlan>(plan: P, rule: (amount: number, currency: string) => number): P {
  if (!plan.prices) return plan
  const prices = plan.prices.map((price) => ({
    ...price,
    monthlyPerSeat: isAmount(price.monthlyPerSeat) ? rule(price.monthlyPerSeat, price.currency ?? '') : price.monthlyPerSeat,
    yearlyPerSeat: isAmount(price.yearlyPerSeat) ? rule(price.yearlyPerSeat, price.currency ?? '') : price.yearlyPerSeat,
  }))
  return { ...plan, prices }
}

/** How much crm_pricing_increase raises CRM prices before they go to the nearest charm price. */
export const CRM_PRICE_INCREASE = 0.2

/** crm_pricing_increase: every CRM price 20 % higher, at the nearest charm price (15 → 17.99, 33 → 39.99). Free stays free. */
export function crmPricingIncrease<P extends PricedPlan>(plans: readonly P[]): P[] {
  return plans.map((plan) => repriced(plan, (amount, currency) => nearestCharmPrice(amount * (1 + CRM_PRICE_INCREASE), currency)))
}

/** crm_pricing_no_basic: the CRM table without its Basic plan. */
export function crmPricingNoBasic<P extends TieredPlan>(plans: readonly P[]): P[] {
  return plans.filter((plan) => !isBasicPlan(plan))
}

/** The CRM plans the new line-up renames; the names themselves are interface text, in every language. */
export const CRM_NEW_PLAN_TIERS = ['basic', 'standard', 'pro'] as const satisfies readonly PlanTier[]

export type CrmNewPlanTier = (typeof CRM_NEW_PLAN_TIERS)[number]

/**
 * crm_pricing_new: the CRM product's new line-up. Basic, Standard and Pro take their new names
 * (Essential, Advanced, Premium in English) and every price moves to the charm price just below
 * it (15 → 14.99, 2,250 yen → 2,249); Free and Enterprise keep theirs.
 */
export function crmPricingNew<P extends PricedPlan & { name: string }>(plans: readonly P[], newNames: Readonly<Record<CrmNewPlanTier, string>>): P[] {
  return plans.map((plan) => {
    const tier = CRM_NEW_PLAN_TIERS.find((candidate) => candidate === plan.tier)
    return tier ? { ...repriced(plan, charmPriceBelow), name: newNames[tier] } : plan
  })
}

/** The variants of the pricing tests a table is rendered for (ask them with abVariant). */
export type PricingTableVariants = {
  freeTier: FreeTierVariant
  hideBasic: boolean
  crmNew: boolean
  crmNoBasic: boolean
  crmIncrease: boolean
}

export const CONTROL_PRICING_VARIANTS: PricingTableVariants = { freeTier: 'control', hideBasic: false, crmNew: false, crmNoBasic: false, crmIncrease: false }

/**
 * The plans a product's table shows, in order, with every pricing test's rule applied: the CRM
 * tests to the CRM table only, hide_basic_tier to the work-management tables, free_tier_2022 to all.
 */
export function pricingTablePlans<P extends PricedPlan & { name: string }>(
  plans: readonly P[],
  product: string,
  variants: PricingTableVariants,
  crmNewPlanNames: Readonly<Record<CrmNewPlanTier, string>>,
): P[] {
  let shown = freeTier2022(variants.hideBasic ? hideBasicTier(plans, product) : plans, variants.freeTier)
  if (product === 'crm') {
    if (variants.crmNew) shown = crmPricingNew(shown, crmNewPlanNames)
    if (variants.crmIncrease) shown = crmPricingIncrease(shown)
    if (variants.crmNoBasic) shown = crmPricingNoBasic(shown)
  }
  return shown
}

/** Where pricing's contact-sales buttons lead; `from` tells sales (and the lead) which button it was. */
export const PRICING_CONTACT_PATHS = {
  /** A plan without a public price. */
  contactSales: '/sales/contact-us?from=pricing',
  /** enterprise_contact_sales: the Enterprise plan's button. */
  enterprise: '/sales/contact-us?from=pricing_enterprise',
  /** get_quote_text_and_modal: "Get a quote" without JavaScript (with it, the button opens a dialog first). */
  getQuote: '/sales/contact-us?from=get_quote',
} as const

/** pricing_skip_signup_step: the sign-up URL names the plan and skips the plan step (`…?plan=pro&skip_plan_step=true`). */
export function skipPlanStepSignUpUrl(signUpHref: string, tier: PlanTier): string {
  const separator = signUpHref.includes('?') ? '&' : '?'
  return `${signUpHref}${separator}plan=${encodeURIComponent(tier)}&skip_plan_step=true`
}

/** The variants of the tests that change a plan's button. */
export type PlanButtonVariants = { skipPlanStep: boolean; enterpriseContactSales: boolean; getQuote: boolean }

export type PlanAction =
  /** `startFree`: free_tier_2022 `a`'s free card, whose button offers to start free forever. */
  | { kind: 'signUp'; href: string; startFree?: boolean }
  | { kind: 'contactSales'; path: string }
  /** The quote dialog's button: `path` without JavaScript; `quotePath`, with the plan, from the dialog. */
  | { kind: 'getQuote'; path: string; quotePath: string }

/**
 * What a plan's button does. A plan without a public price, and (enterprise_contact_sales) the
 * Enterprise plan, lead to contact sales; get_quote_text_and_modal turns every such button into
 * "Get a quote". Other plans sign up, naming the plan when pricing_skip_signup_step says so.
 * Paths are the site's own, for the caller to localise.
 */
export function planAction(plan: TieredPlan, offer: PlanOffer, signUpHref: string, variants: PlanButtonVariants): PlanAction {
  const enterpriseToSales = variants.enterpriseContactSales && plan.tier === 'enterprise'
  if (offer.kind === 'contactSales' || enterpriseToSales) {
    if (variants.getQuote) {
      return { kind: 'getQuote', path: PRICING_CONTACT_PATHS.getQuote, quotePath: `${PRICING_CONTACT_PATHS.getQuote}&plan=${encodeURIComponent(plan.tier)}` }
    }
    return { kind: 'contactSales', path: enterpriseToSales ? PRICING_CONTACT_PATHS.enterprise : PRICING_CONTACT_PATHS.contactSales }
  }
  return { kind: 'signUp', href: variants.skipPlanStep ? skipPlanStepSignUpUrl(signUpHref, plan.tier) : signUpHref }
}

/**
 * The lowest price per seat and month a product's plans are sold for (yearly billing, as a rule),
 * for "from {price} per user / month". Prices in the visitor's currency are compared among
 * themselves; only when no plan has one, the US-dollar prices. Undefined when nothing is priced.
 */
export function lowestPaidPrice(plans: readonly PlanPricing[], currency: PriceCurrency): { amount: number; currency: PriceCurrency } | undefined {
  const priced = plans.flatMap((plan) => {
    const offer = planOffer(plan, currency)
    return offer.kind === 'priced' ? [offer] : []
  })
  const own = priced.filter((offer) => !offer.fallback)
  const candidates = own.length > 0 ? own : priced
  const first = candidates[0]
  if (!first) return undefined
  const amount = Math.min(...candidates.map((offer) => Math.min(offer.monthlyPerSeat, offer.yearlyPerSeat)))
  return { amount, currency: first.currency }
}

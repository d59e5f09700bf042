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

// Any part may be missing in old data.
export type PlanPricing = {
  contactSales?: boolean | null
  prices?: readonly Price[] | null
}

export type PlanOffer =
  | { kind: 'contactSales' }
  | { kind: 'free' }
  | {
      kind: 'priced'
      currency: PriceCurrency
      monthlyPerSeat: number
      yearlyPerSeat: number
      // The visitor's currency has no price; the base price is shown instead.
      fallback: boolean
      yearlySavingPercent: number
    }

export const BASE_PRICE_CURRENCY = 'USD' satisfies PriceCurrency

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

// Rounded down so the page never promises more than the visitor gets.
export function yearlySavingPercent(monthlyPerSeat: number, yearlyPerSeat: number): number {
  if (!(monthlyPerSeat > 0) || !(yearlyPerSeat < monthlyPerSeat)) return 0
  // The small epsilon keeps float noise (28.999…) from costing a whole percent.
  return Math.floor(((monthlyPerSeat - yearlyPerSeat) / monthlyPerSeat) * 100 + 1e-9)
}

// A plan with neither its own nor a US-dollar price cannot be bought online: "Contact sales".
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

// The smallest saving among the priced plans, so the switch's promise holds for each of them.
export function tableYearlySavingPercent(offers: readonly PlanOffer[]): number {
  const savings = offers.flatMap((offer) => (offer.kind === 'priced' ? [offer.yearlySavingPercent] : []))
  return savings.length === 0 ? 0 : Math.min(...savings)
}

export function seatRange(minSeats: number | null | undefined, maxSeats: number | null | undefined): { min: number; max?: number } {
  const min = typeof minSeats === 'number' && minSeats >= 1 ? Math.floor(minSeats) : 1
  return typeof maxSeats === 'number' && maxSeats >= min ? { min, max: Math.floor(maxSeats) } : { min }
}

// US dollars only when every price shown is the fallback.
export function announcedCurrency(offers: readonly PlanOffer[], currency: PriceCurrency): PriceCurrency {
  const priced = offers.filter((offer) => offer.kind === 'priced')
  return priced.length > 0 && priced.every((offer) => offer.fallback) ? BASE_PRICE_CURRENCY : currency
}

// Pricing A/B tests. Plans are recognised by tier, never by name: names are localised and
// editors may rename them.

export type PlanTier = (typeof PLAN_TIERS)[number]

type TieredPlan = { tier: PlanTier }
type PricedPlan = TieredPlan & { prices?: readonly Price[] | null }

export const isBasicPlan = (plan: TieredPlan): boolean => plan.tier === 'basic'

export const isFreePlan = (plan: TieredPlan): boolean => plan.tier === 'free'

// CRM has its own test (crm_pricing_no_basic).
export const HIDE_BASIC_TIER_PRODUCTS: readonly string[] = ['work-management']

export function hideBasicTier<P extends TieredPlan>(plans: readonly P[], product: string): P[] {
  return HIDE_BASIC_TIER_PRODUCTS.includes(product) ? plans.filter((plan) => !isBasicPlan(plan)) : [...plans]
}

export type FreeTierVariant = 'control' | 'a' | 'b'

// free_tier_2022: `a` puts the free card first, `b` leaves it out for a line under the plans.
export function freeTier2022<P extends TieredPlan>(plans: readonly P[], variant: FreeTierVariant): P[] {
  const paid = plans.filter((plan) => !isFreePlan(plan))
  if (variant === 'a') return [...plans.filter(isFreePlan), ...paid]
  if (variant === 'b') return paid
  // A draft test changes nothing.
  return [...plans]
}

export function offersFreeForever(plan: TieredPlan, variant: FreeTierVariant): boolean {
  return variant === 'a' && isFreePlan(plan)
}

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

// Whole-amount currencies (the seed rounds yen and rupees to tens): charm prices end in 9, not .99.
const WHOLE_AMOUNT_CURRENCIES: readonly string[] = ['JPY', 'INR']

const toCents = (amount: number) => Math.round(amount * 100) / 100

export function nearestCharmPrice(amount: number, currency: string): number {
  if (!(amount > 0)) return amount
  if (WHOLE_AMOUNT_CURRENCIES.includes(currency)) return Math.max(1, Math.round((amount + 1) / 10)) * 10 - 1
  return toCents(Math.max(1, Math.round(amount + 0.01)) - 0.01)
}

export function charmPriceBelow(amount: number, currency: string): number {
  if (!(amount > 0)) return amount
  // The epsilon keeps float noise (14.99 + 0.01 = 14.999…) from dropping a whole unit.
  const steps = WHOLE_AMOUNT_CURRENCIES.includes(currency) ? Math.floor((amount + 1) / 10 + 1e-9) : Math.floor(amount + 0.01 + 1e-9)
  if (steps < 1) return amount
  return WHOLE_AMOUNT_CURRENCIES.includes(currency) ? steps * 10 - 1 : toCents(steps - 0.01)
}

function repriced<P extends PricedPlan>(plan: P, rule: (amount: number, currency: string) => number): P {
  if (!plan.prices) return plan
  const prices = plan.prices.map((price) => ({
    ...price,
    monthlyPerSeat: isAmount(price.monthlyPerSeat) ? rule(price.monthlyPerSeat, price.currency ?? '') : price.monthlyPerSeat,
    yearlyPerSeat: isAmount(price.yearlyPerSeat) ? rule(price.yearlyPerSeat, price.currency ?? '') : price.yearlyPerSeat,
  }))
  return { ...plan, prices }
}

export const CRM_PRICE_INCREASE = 0.2

export function crmPricingIncrease<P extends PricedPlan>(plans: readonly P[]): P[] {
  return plans.map((plan) => repriced(plan, (amount, currency) => nearestCharmPrice(amount * (1 + CRM_PRICE_INCREASE), currency)))
}

export function crmPricingNoBasic<P extends TieredPlan>(plans: readonly P[]): P[] {
  return plans.filter((plan) => !isBasicPlan(plan))
}

// The new names are interface text, in every language.
export const CRM_NEW_PLAN_TIERS = ['basic', 'standard', 'pro'] as const satisfies readonly PlanTier[]

export type CrmNewPlanTier = (typeof CRM_NEW_PLAN_TIERS)[number]

export function crmPricingNew<P extends PricedPlan & { name: string }>(plans: readonly P[], newNames: Readonly<Record<CrmNewPlanTier, string>>): P[] {
  return plans.map((plan) => {
    const tier = CRM_NEW_PLAN_TIERS.find((candidate) => candidate === plan.tier)
    return tier ? { ...repriced(plan, charmPriceBelow), name: newNames[tier] } : plan
  })
}

export type PricingTableVariants = {
  freeTier: FreeTierVariant
  hideBasic: boolean
  crmNew: boolean
  crmNoBasic: boolean
  crmIncrease: boolean
}

export const CONTROL_PRICING_VARIANTS: PricingTableVariants = { freeTier: 'control', hideBasic: false, crmNew: false, crmNoBasic: false, crmIncrease: false }

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

// `from` tells sales (and the lead) which button it was.
export const PRICING_CONTACT_PATHS = {
  contactSales: '/sales/contact-us?from=pricing',
  enterprise: '/sales/contact-us?from=pricing_enterprise',
  // "Get a quote" without JavaScript; with it, the button opens a dialog first.
  getQuote: '/sales/contact-us?from=get_quote',
} as const

export function skipPlanStepSignUpUrl(signUpHref: string, tier: PlanTier): string {
  const separator = signUpHref.includes('?') ? '&' : '?'
  return `${signUpHref}${separator}plan=${encodeURIComponent(tier)}&skip_plan_step=true`
}

export type PlanButtonVariants = { skipPlanStep: boolean; enterpriseContactSales: boolean; getQuote: boolean }

export type PlanAction =
  | { kind: 'signUp'; href: string; startFree?: boolean }
  // `enterprise`: enterprise_contact_sales's own button, so the variant looks different even where
  // control already contacts sales (an Enterprise plan without a public price).
  | { kind: 'contactSales'; path: string; enterprise?: true }
  // `path` without JavaScript; `quotePath`, with the plan, from the dialog.
  | { kind: 'getQuote'; path: string; quotePath: string }

// Paths are the site's own, for the caller to localise.
export function planAction(plan: TieredPlan, offer: PlanOffer, signUpHref: string, variants: PlanButtonVariants): PlanAction {
  const enterpriseToSales = variants.enterpriseContactSales && plan.tier === 'enterprise'
  if (offer.kind === 'contactSales' || enterpriseToSales) {
    if (variants.getQuote) {
      return { kind: 'getQuote', path: PRICING_CONTACT_PATHS.getQuote, quotePath: `${PRICING_CONTACT_PATHS.getQuote}&plan=${encodeURIComponent(plan.tier)}` }
    }
    if (enterpriseToSales) return { kind: 'contactSales', path: PRICING_CONTACT_PATHS.enterprise, enterprise: true }
    return { kind: 'contactSales', path: PRICING_CONTACT_PATHS.contactSales }
  }
  return { kind: 'signUp', href: variants.skipPlanStep ? skipPlanStepSignUpUrl(signUpHref, plan.tier) : signUpHref }
}

// The visitor's currency is compared among itself; US dollars only when no plan has one.
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

import { describe, expect, it } from 'vitest'

import { pricingSeed } from '@/cms/seed/pricing'
import {
  charmPriceBelow,
  CONTROL_PRICING_VARIANTS,
  crmPricingIncrease,
  crmPricingNew,
  crmPricingNoBasic,
  freeTier2022,
  freeTierLine,
  hideBasicTier,
  lowestPaidPrice,
  nearestCharmPrice,
  planAction,
  planOffer,
  pricingTablePlans,
  skipPlanStepSignUpUrl,
  validatePrices,
} from '@/domain/pricing/pricing'

const seed = pricingSeed()
const plansOf = (product: string) => seed.products.find((entry) => entry.product === product)!.plans
const tiers = (plans: readonly { tier: string }[]) => plans.map((plan) => plan.tier)
const NEW_NAMES = { basic: 'Essential', standard: 'Advanced', pro: 'Premium' }
const usd = (plan: { prices?: readonly { currency?: string | null; monthlyPerSeat?: number | null; yearlyPerSeat?: number | null }[] | null }) =>
  plan.prices?.find((price) => price.currency === 'USD')

describe('charm prices', () => {
  it('nearestCharmPrice goes to the nearest .99, or …9 for yen and rupees', () => {
    expect(nearestCharmPrice(18, 'USD')).toBe(17.99)
    expect(nearestCharmPrice(39.6, 'USD')).toBe(39.99)
    expect(nearestCharmPrice(19.2, 'EUR')).toBe(18.99)
    expect(nearestCharmPrice(0.2, 'USD')).toBe(0.99)
    expect(nearestCharmPrice(2700, 'JPY')).toBe(2699)
    expect(nearestCharmPrice(1480, 'INR')).toBe(1479)
    expect(nearestCharmPrice(0, 'USD')).toBe(0)
  })

  it('charmPriceBelow goes to the highest .99 (or …9) not above the price', () => {
    expect(charmPriceBelow(15, 'USD')).toBe(14.99)
    expect(charmPriceBelow(14.99, 'USD')).toBe(14.99)
    expect(charmPriceBelow(14.5, 'GBP')).toBe(13.99)
    expect(charmPriceBelow(2250, 'JPY')).toBe(2249)
    expect(charmPriceBelow(0.5, 'USD')).toBe(0.5)
    expect(charmPriceBelow(0, 'USD')).toBe(0)
  })
})

describe('hide_basic_tier', () => {
  it('leaves Basic (tier basic, whatever its name) out of the work-management table only', () => {
    const renamed = plansOf('work-management').map((plan) => (plan.tier === 'basic' ? { ...plan, name: 'Starter' } : plan))
    expect(tiers(hideBasicTier(renamed, 'work-management'))).toEqual(['free', 'standard', 'pro', 'enterprise'])
    expect(tiers(hideBasicTier(plansOf('crm'), 'crm'))).toEqual(['free', 'basic', 'standard', 'pro', 'enterprise'])
  })
})

describe('free_tier_2022', () => {
  const withFreeLast = [...plansOf('work-management').filter((plan) => plan.tier !== 'free'), plansOf('work-management')[0]!]

  it('control and b show the plans without the free one; a shows it first', () => {
    expect(tiers(freeTier2022(withFreeLast, 'control'))).toEqual(['basic', 'standard', 'pro', 'enterprise', 'free'])
    expect(tiers(freeTier2022(withFreeLast, 'b'))).toEqual(['basic', 'standard', 'pro', 'enterprise'])
    expect(tiers(freeTier2022(withFreeLast, 'a'))).toEqual(['free', 'basic', 'standard', 'pro', 'enterprise'])
  })

  it('b offers the free plan under the table with its seat limit; nothing without a free plan', () => {
    expect(freeTierLine(withFreeLast, 'b')).toEqual({ maxSeats: 2 })
    expect(freeTierLine(withFreeLast, 'a')).toBeUndefined()
    expect(freeTierLine(withFreeLast, 'control')).toBeUndefined()
    expect(
      freeTierLine(
        withFreeLast.filter((plan) => plan.tier !== 'free'),
        'b',
      ),
    ).toBeUndefined()
    expect(freeTierLine([{ tier: 'free', maxSeats: null }], 'b')).toEqual({})
  })
})

describe('the CRM pricing tests', () => {
  const crm = plansOf('crm')

  it('crm_pricing_increase raises every price 20 % to the nearest .99 and keeps prices consistent', () => {
    const raised = crmPricingIncrease(crm)
    // Seed CRM USD: Basic 15/12, Standard 25/20, Pro 35/28.
    expect(raised.map((plan) => usd(plan))).toEqual([
      expect.objectContaining({ monthlyPerSeat: 0, yearlyPerSeat: 0 }),
      expect.objectContaining({ monthlyPerSeat: 17.99, yearlyPerSeat: 13.99 }),
      expect.objectContaining({ monthlyPerSeat: 29.99, yearlyPerSeat: 23.99 }),
      expect.objectContaining({ monthlyPerSeat: 41.99, yearlyPerSeat: 33.99 }),
      undefined,
    ])
    expect(raised.find((plan) => plan.tier === 'basic')!.prices!.find((price) => price.currency === 'JPY')).toMatchObject({ monthlyPerSeat: 2699 })
    for (const plan of raised) expect(validatePrices(plan.prices)).toBe(true)
    expect(planOffer(raised[0]!, 'USD')).toEqual({ kind: 'free' })
  })

  it('crm_pricing_no_basic leaves Basic out', () => {
    expect(tiers(crmPricingNoBasic(crm))).toEqual(['free', 'standard', 'pro', 'enterprise'])
  })

  it('crm_pricing_new renames Basic, Standard and Pro and moves their prices just below', () => {
    const renewed = crmPricingNew(crm, NEW_NAMES)
    expect(renewed.map((plan) => plan.name)).toEqual(['Free', 'Essential', 'Advanced', 'Premium', 'Enterprise'])
    expect(usd(renewed[1]!)).toMatchObject({ monthlyPerSeat: 14.99, yearlyPerSeat: 11.99 })
    expect(usd(renewed[3]!)).toMatchObject({ monthlyPerSeat: 34.99, yearlyPerSeat: 27.99 })
    expect(renewed[4]).toBe(crm[4])
    for (const plan of renewed) expect(validatePrices(plan.prices)).toBe(true)
    // The stored plans are left as they were.
    expect(crm[1]!.name).toBe('Basic')
    expect(usd(crm[1]!)).toMatchObject({ monthlyPerSeat: 15 })
  })

  it('pricingTablePlans applies the CRM tests to the CRM table only', () => {
    const all = { ...CONTROL_PRICING_VARIANTS, crmNew: true, crmNoBasic: true, crmIncrease: true }
    const crmShown = pricingTablePlans(crm, 'crm', all, NEW_NAMES)
    expect(crmShown.map((plan) => plan.name)).toEqual(['Free', 'Advanced', 'Premium', 'Enterprise'])
    // New pricing first (25 → 24.99), then the increase (29.988 → 29.99).
    expect(usd(crmShown[1]!)).toMatchObject({ monthlyPerSeat: 29.99 })
    const work = pricingTablePlans(plansOf('work-management'), 'work-management', all, NEW_NAMES)
    expect(work.map((plan) => plan.name)).toEqual(['Free', 'Basic', 'Standard', 'Pro', 'Enterprise'])
    // hide_basic_tier is the work-management tables' own.
    const hidden = { ...CONTROL_PRICING_VARIANTS, hideBasic: true }
    expect(tiers(pricingTablePlans(plansOf('work-management'), 'work-management', hidden, NEW_NAMES))).toEqual(['free', 'standard', 'pro', 'enterprise'])
    expect(tiers(pricingTablePlans(crm, 'crm', hidden, NEW_NAMES))).toEqual(['free', 'basic', 'standard', 'pro', 'enterprise'])
  })

  it('in control, every table shows its stored plans as they are', () => {
    for (const { product, plans } of seed.products) {
      expect(pricingTablePlans(plans, product, CONTROL_PRICING_VARIANTS, NEW_NAMES)).toEqual(plans)
    }
  })
})

describe('plan buttons', () => {
  const signUp = 'https://auth.orbit.example/p/work_management/users/sign_up_new'
  const none = { skipPlanStep: false, enterpriseContactSales: false, getQuote: false }
  const priced = planOffer(plansOf('work-management')[3]!, 'USD')
  const enterprise = plansOf('work-management')[4]!

  it('sign up, with the plan named and its step skipped in pricing_skip_signup_step', () => {
    expect(planAction({ tier: 'pro' }, priced, signUp, none)).toEqual({ kind: 'signUp', href: signUp })
    expect(planAction({ tier: 'pro' }, priced, signUp, { ...none, skipPlanStep: true })).toEqual({
      kind: 'signUp',
      href: `${signUp}?plan=pro&skip_plan_step=true`,
    })
    expect(skipPlanStepSignUpUrl('https://auth.example/x?a=1', 'free')).toBe('https://auth.example/x?a=1&plan=free&skip_plan_step=true')
  })

  it('a plan without a public price contacts sales', () => {
    expect(planAction(enterprise, planOffer(enterprise, 'USD'), signUp, none)).toEqual({ kind: 'contactSales', path: '/sales/contact-us?from=pricing' })
  })

  it('enterprise_contact_sales sends the Enterprise plan to sales, priced or not', () => {
    const pricedEnterprise = { tier: 'enterprise' as const }
    expect(planAction(pricedEnterprise, priced, signUp, { ...none, enterpriseContactSales: true })).toEqual({
      kind: 'contactSales',
      path: '/sales/contact-us?from=pricing_enterprise',
      enterprise: true,
    })
    expect(planAction(enterprise, planOffer(enterprise, 'USD'), signUp, { ...none, enterpriseContactSales: true })).toEqual({
      kind: 'contactSales',
      path: '/sales/contact-us?from=pricing_enterprise',
      enterprise: true,
    })
    expect(planAction({ tier: 'pro' }, priced, signUp, { ...none, enterpriseContactSales: true }).kind).toBe('signUp')
  })

  it('get_quote_text_and_modal turns the contact-sales buttons into quotes', () => {
    expect(planAction(enterprise, planOffer(enterprise, 'USD'), signUp, { ...none, getQuote: true })).toEqual({
      kind: 'getQuote',
      path: '/sales/contact-us?from=get_quote',
      quotePath: '/sales/contact-us?from=get_quote&plan=enterprise',
    })
    expect(planAction({ tier: 'pro' }, priced, signUp, { ...none, getQuote: true }).kind).toBe('signUp')
  })
})

describe('lowestPaidPrice', () => {
  it('is the lowest monthly rate of the priced plans, free and contact-sales plans aside', () => {
    // Work management's Basic: 10 a month, 8 billed yearly (seed).
    expect(lowestPaidPrice(plansOf('work-management'), 'USD')).toEqual({ amount: 8, currency: 'USD' })
    // CRM's Basic in euros: 15 a month, 12 billed yearly.
    expect(lowestPaidPrice(plansOf('crm'), 'EUR')).toEqual({ amount: 12, currency: 'EUR' })
  })

  it('compares prices in one currency, falling back to US dollars only when none is in the visitor’s', () => {
    const plans = [
      { prices: [{ currency: 'USD', monthlyPerSeat: 5, yearlyPerSeat: 5 }] },
      {
        prices: [
          { currency: 'USD', monthlyPerSeat: 30, yearlyPerSeat: 25 },
          { currency: 'EUR', monthlyPerSeat: 28, yearlyPerSeat: 24 },
        ],
      },
    ]
    expect(lowestPaidPrice(plans, 'EUR')).toEqual({ amount: 24, currency: 'EUR' })
    expect(lowestPaidPrice(plans.slice(0, 1), 'EUR')).toEqual({ amount: 5, currency: 'USD' })
    expect(lowestPaidPrice([{ contactSales: true }, { prices: [{ currency: 'USD', monthlyPerSeat: 0, yearlyPerSeat: 0 }] }], 'USD')).toBeUndefined()
  })
})

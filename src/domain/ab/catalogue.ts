// SPEC §4 lists the tests but not their names: these are ours. A name lives on in visitors' cookies,
// URLs and analytics, so it never changes once a test has run; a new idea is a new test.
import type { AbConversionKind } from '../tracking/tracking'

export type AbTest = {
  key: string
  // The A/B cookie's key, the debug parameter's value, the analytics label.
  testName: string
  newVariation: string
  variants: readonly string[]
  description: string
  launchDate?: string
  // The test's `paths` in the CMS can narrow it further.
  pages: 'all' | 'priced' | 'product' | readonly string[]
  audience?: 'returning' | 'emea' | 'anz'
  // A sign-up test leaves out visitors the product already knows: they will not sign up again.
  goal: AbConversionKind | 'none'
}

export const AB_TESTS = [
  {
    key: 'homepagePricePerSeat',
    testName: 'homepage_price_per_seat',
    goal: 'signup_click',
    newVariation: 'per_seat',
    variants: ['control', 'per_seat'],
    description: 'The homepage quotes prices per seat instead of per user.',
    pages: ['/'],
  },
  {
    key: 'cookiesPolicy',
    testName: 'cookies_policy',
    goal: 'none',
    newVariation: 'new_policy',
    variants: ['control', 'new_policy'],
    description: 'The cookie policy opens with a summary in plain words before the full list of cookies.',
    pages: ['/l/cookie-policy'],
  },
  {
    key: 'softSignupTrialCta',
    testName: 'soft_signup_trial_cta',
    goal: 'signup_click',
    newVariation: 'trial_cta',
    variants: ['control', 'trial_cta'],
    description: 'The soft sign-up button invites the visitor to start a free trial.',
    pages: 'all',
  },
  {
    key: 'pricingSkipSignupStep',
    testName: 'pricing_skip_signup_step',
    goal: 'signup_click',
    newVariation: 'skip_step',
    variants: ['control', 'skip_step'],
    description: 'Signing up from the pricing page skips the plan step, since the plan is already chosen.',
    pages: 'priced',
  },
  {
    key: 'exitPopupSurvey',
    testName: 'exit_popup_survey',
    goal: 'signup_click',
    newVariation: 'survey',
    variants: ['control', 'survey'],
    description: 'A short survey opens when the visitor moves to leave the page.',
    pages: 'priced',
  },
  {
    key: 'freeTier2022',
    testName: 'free_tier_2022',
    goal: 'signup_click',
    // `a` is reported as "the" new variation, `b` the alternative.
    newVariation: 'a',
    variants: ['control', 'a', 'b'],
    description: 'Two ways of offering the 2022 free plan (a and b) against the plans without it.',
    pages: 'priced',
  },
  {
    key: 'enterpriseInSubmenu',
    testName: 'enterprise_in_submenu',
    goal: 'contact_sales_submit',
    newVariation: 'in_submenu',
    variants: ['control', 'in_submenu'],
    description: 'Enterprise moves from the top of the header into the product submenu.',
    pages: 'all',
  },
  {
    key: 'hideBasicTier',
    testName: 'hide_basic_tier',
    goal: 'signup_click',
    newVariation: 'no_basic',
    variants: ['control', 'no_basic'],
    description: 'The pricing page leaves out the Basic plan.',
    pages: 'priced',
  },
  {
    key: 'productSolutions',
    testName: 'product_solutions',
    goal: 'signup_click',
    newVariation: 'solutions',
    variants: ['control', 'solutions'],
    description: 'Product pages present ready-made solutions for each use case.',
    pages: 'product',
  },
  {
    key: 'enterpriseContactSales',
    testName: 'enterprise_contact_sales',
    goal: 'contact_sales_submit',
    newVariation: 'contact_sales',
    variants: ['control', 'contact_sales'],
    description:
      'The Enterprise plan’s button reads “Talk to sales”, stands out, and leads to the enterprise contact form instead of sign-up or the general one.',
    pages: 'priced',
  },
  {
    key: 'mobileStickySignup',
    testName: 'mobile_sticky_signup',
    goal: 'signup_click',
    newVariation: 'sticky',
    variants: ['control', 'sticky'],
    description: 'On phones the sign-up button stays at the bottom of the screen while scrolling.',
    pages: 'all',
  },
  {
    key: 'welcomeBackPage',
    testName: 'welcome_back_page',
    goal: 'signup_click',
    newVariation: 'welcome_back',
    variants: ['control', 'welcome_back'],
    description: 'Returning visitors see a welcome-back page that picks up where they left off.',
    pages: ['/'],
    audience: 'returning',
    launchDate: '2022-11-08',
  },
  {
    key: 'keepRegion',
    testName: 'keep_region',
    goal: 'signup_click',
    newVariation: 'keep',
    variants: ['control', 'keep'],
    description: 'Sign-up keeps the region the site detected instead of asking for it again.',
    pages: 'all',
  },
  // One test per region: the regions' sales teams start and stop their tests independently.
  {
    key: 'contactSalesFormEmea',
    testName: 'contact_sales_form_emea',
    goal: 'contact_sales_submit',
    newVariation: 'regional_form',
    variants: ['control', 'regional_form'],
    description: 'Visitors in Europe, the Middle East and Africa get a contact-sales form for their region.',
    pages: ['/sales/contact-us'],
    audience: 'emea',
  },
  {
    key: 'contactSalesFormAnz',
    testName: 'contact_sales_form_anz',
    goal: 'contact_sales_submit',
    newVariation: 'regional_form',
    variants: ['control', 'regional_form'],
    description: 'Visitors in Australia and New Zealand get a contact-sales form for their region.',
    pages: ['/sales/contact-us'],
    audience: 'anz',
  },
  {
    key: 'headerStudioOrCampaigns',
    testName: 'header_studio_or_campaigns',
    goal: 'signup_click',
    newVariation: 'campaigns',
    variants: ['control', 'campaigns'],
    description: 'The header links to Campaigns in the place where control links to Studio.',
    pages: 'all',
  },
  {
    key: 'requestADemo',
    testName: 'request_a_demo',
    goal: 'contact_sales_submit',
    newVariation: 'request_demo',
    variants: ['control', 'request_demo'],
    description: 'A request-a-demo button appears beside sign-up.',
    pages: 'all',
  },
  {
    key: 'getQuoteTextAndModal',
    testName: 'get_quote_text_and_modal',
    goal: 'get_quote',
    newVariation: 'quote_modal',
    variants: ['control', 'quote_modal'],
    description: 'Pricing says "Get a quote" and opens the quote form in a dialog instead of a new page.',
    pages: 'priced',
  },
  {
    key: 'crmPricingNew',
    testName: 'crm_pricing_new',
    goal: 'signup_click',
    newVariation: 'new_pricing',
    variants: ['control', 'new_pricing'],
    description: 'The CRM product’s new plans and prices.',
    pages: 'priced',
  },
  {
    key: 'crmPricingNoBasic',
    testName: 'crm_pricing_no_basic',
    goal: 'signup_click',
    newVariation: 'no_basic',
    variants: ['control', 'no_basic'],
    description: 'The CRM product’s pricing without the Basic plan.',
    pages: 'priced',
  },
  {
    key: 'crmPricingIncrease',
    testName: 'crm_pricing_increase',
    goal: 'signup_click',
    newVariation: 'increased',
    variants: ['control', 'increased'],
    description: 'Higher prices for the CRM product’s plans.',
    pages: 'priced',
  },
  {
    key: 'crmOneTapGoogleSignup',
    testName: 'crm_one_tap_google_signup',
    goal: 'signup_click',
    newVariation: 'one_tap',
    variants: ['control', 'one_tap'],
    description: 'CRM pages offer Google’s one-tap sign-up.',
    pages: ['/crm'],
  },
] as const satisfies readonly AbTest[]

export type AbTestKey = (typeof AB_TESTS)[number]['key']
export type AbTestName = (typeof AB_TESTS)[number]['testName']

export const AB_TEST_STATUSES = ['draft', 'running', 'paused', 'finished'] as const

// SPEC §4
export const DEBUG_AB_TEST_PARAM = 'debug-ab-test-name'

// Looked up on every page request by the proxy.
const BY_NAME: ReadonlyMap<string, AbTest> = new Map(AB_TESTS.map((test) => [test.testName, test]))

export function abTestByName(name: string): AbTest | undefined {
  return BY_NAME.get(name)
}

// A test the code knows cannot run with variants it would not recognise: its pages would not render.
export function variantsMatchCode(testName: string, variants: readonly string[]): boolean {
  const code = abTestByName(testName)
  return !code || (variants.length === code.variants.length && code.variants.every((name, index) => variants[index] === name))
}

export function validateTrafficSplit(split: Record<string, number>, variants?: readonly string[]): true | string {
  const entries = Object.entries(split)
  if (entries.length === 0) return 'Give each variant a share of the traffic.'
  for (const [variant, share] of entries) {
    if (variants && !variants.includes(variant)) {
      return `"${variant}" is not a variant of this test; its variants are ${variants.join(', ')}.`
    }
    if (!Number.isInteger(share) || share < 0 || share > 100) {
      return `The share of "${variant}" must be a whole percentage from 0 to 100.`
    }
  }
  const total = entries.reduce((sum, [, share]) => sum + share, 0)
  if (total !== 100) return `The shares add up to ${total}%; they must add up to exactly 100%.`
  return true
}

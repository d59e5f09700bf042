import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'

/*
 * The pricing A/B tests' visible differences. Each test's page is loaded in control
 * (`?debug-ab-test-name=<test>:control`, which holds whatever runs in the admin) and in its
 * variant (`?debug-ab-test-name=<test>[:variant]`). "No visible swap" is shown by reading the
 * server's HTML, before any script: the variant is already there, as the cache serves it.
 * Expected plans come from the Pricing global, not from copies of the seed.
 */

const US = { 'x-visitor-country': 'US' }

const withTest = (path: string, test: string) => `${path}${path.includes('?') ? '&' : '?'}debug-ab-test-name=${test}`

/** The pricing page shows one product at a time: the CRM tests open it on CRM. */
const CRM_PRICING = '/pricing?product=crm'

type StoredPlan = { tier: string; name: string; maxSeats?: number | null; contactSales?: boolean | null }
type StoredPricing = { products?: { product: string; plans?: StoredPlan[] }[] }

/** A product's plans as the Pricing global holds them, in English. */
async function storedPlans(request: APIRequestContext, product: string): Promise<StoredPlan[]> {
  const response = await request.get('/api/globals/pricing?depth=0&locale=en')
  expect(response.status()).toBe(200)
  const pricing = (await response.json()) as StoredPricing
  const plans = pricing.products?.find((entry) => entry.product === product)?.plans ?? []
  expect(plans.length, `the Pricing global has ${product} plans`).toBeGreaterThan(0)
  return plans
}

const planOf = (plans: StoredPlan[], tier: string) => {
  const plan = plans.find((candidate) => candidate.tier === tier)
  if (!plan) throw new Error(`the Pricing global has no ${tier} plan`)
  return plan
}

/** The HTML the server answers with, as the cache holds it: no script has run on it. */
async function serverHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: US })
  expect(response.status()).toBe(200)
  return response.text()
}

const table = (page: Page, product: string) => page.locator(`section.block-pricing-table[data-product="${product}"]`)

const planNames = (page: Page, product: string) => table(page, product).locator('.pricing-plan__name')

/** One plan's card in a product's table, by the name it shows. */
const card = (page: Page, product: string, name: string): Locator =>
  table(page, product)
    .locator('.pricing-plan')
    .filter({ has: page.locator('.pricing-plan__name', { hasText: new RegExp(`^${name}$`) }) })

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))

/** A product's table in the server's HTML: from its section to the next table, or the end. */
function tableHtml(html: string, product: string): string {
  const start = html.indexOf(`data-product="${product}"`)
  expect(start, `the page has a ${product} table`).toBeGreaterThanOrEqual(0)
  const next = html.indexOf('data-product="', start + 1)
  return html.slice(start, next === -1 ? undefined : next)
}

const planNamesIn = (html: string) => [...html.matchAll(/class="pricing-plan__name">([^<]*)</g)].map((match) => match[1])

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(US)
})

test.describe('homepage_price_per_seat', () => {
  const TEST = 'homepage_price_per_seat'

  test('the home page quotes its prices per user in control and per seat in the variant', async ({ page, request }) => {
    await page.goto(withTest('/', `${TEST}:control`))
    const cards = page.locator('.block-product-cards__card')
    await expect(cards.filter({ hasText: /From \$\d+(\.\d\d)? per user \/ month/ }).first()).toBeVisible()
    await expect(page.getByText(/per seat \/ month/)).toHaveCount(0)

    await page.goto(withTest('/', TEST))
    await expect(cards.filter({ hasText: /From \$\d+(\.\d\d)? per seat \/ month/ }).first()).toBeVisible()
    await expect(page.getByText(/per user \/ month/)).toHaveCount(0)

    const html = await serverHtml(request, withTest('/', TEST))
    expect(html).toMatch(/From \$\d+(\.\d\d)? per seat \/ month/)
    expect(html).not.toContain('per user / month')
  })
})

test.describe('pricing_skip_signup_step', () => {
  const TEST = 'pricing_skip_signup_step'

  test('plan buttons sign up with the plan named and the plan step skipped in the variant', async ({ page, request }) => {
    const plans = await storedPlans(request, 'work-management')
    const pro = planOf(plans, 'pro')
    const choose = (where: Page) => card(where, 'work-management', pro.name).getByRole('link', { name: `Choose ${pro.name}` })

    await page.goto(withTest('/pricing', `${TEST}:control`))
    await expect(choose(page)).toHaveAttribute('href', /\/users\/sign_up_new$/)
    await expect(choose(page)).toHaveAttribute('data-ab-conversion', 'signup_click')

    await page.goto(withTest('/pricing', TEST))
    await expect(choose(page)).toHaveAttribute('href', /\/users\/sign_up_new\?plan=pro&skip_plan_step=true$/)
    await expect(choose(page)).toHaveAttribute('data-ab-conversion', 'signup_click')
    // Every sign-up link on the plans counts as the sign-up conversion.
    const signUps = page.locator('.pricing-plan a[href*="/users/sign_up_new"]')
    expect(await signUps.count()).toBeGreaterThan(0)
    for (const link of await signUps.all()) await expect(link).toHaveAttribute('data-ab-conversion', 'signup_click')

    expect(await serverHtml(request, withTest('/pricing', TEST))).toContain('sign_up_new?plan=pro&amp;skip_plan_step=true')
  })
})

test.describe('free_tier_2022', () => {
  const TEST = 'free_tier_2022'

  test('control shows the plans as kept in the CMS; a puts the free plan first offering to start free forever; b a sign-up line instead of the card', async ({
    page,
    request,
  }) => {
    const plans = await storedPlans(request, 'work-management')
    const free = planOf(plans, 'free')
    const startFree = (where: Page) => table(where, 'work-management').getByRole('link', { name: /^Start free forever/ })

    await page.goto(withTest('/pricing', `${TEST}:control`))
    await expect(card(page, 'work-management', free.name)).toHaveCount(1)
    await expect(card(page, 'work-management', free.name).getByRole('link', { name: 'Start free forever' })).toHaveCount(0)
    await expect(startFree(page)).toHaveCount(0)

    await page.goto(withTest('/pricing', `${TEST}:a`))
    await expect(planNames(page, 'work-management').first()).toHaveText(free.name)
    await expect(card(page, 'work-management', free.name).getByRole('link', { name: 'Start free forever' })).toHaveCount(1)

    await page.goto(withTest('/pricing', `${TEST}:b`))
    await expect(card(page, 'work-management', free.name)).toHaveCount(0)
    const line = startFree(page)
    await expect(line).toHaveText(free.maxSeats ? `Start free forever with up to ${free.maxSeats} seats` : 'Start free forever')
    await expect(line).toHaveAttribute('href', /\/users\/sign_up_new/)
    await expect(line).toHaveAttribute('data-ab-conversion', 'signup_click')

    expect(await serverHtml(request, withTest('/pricing', `${TEST}:b`))).toContain('Start free forever')
    const a = await serverHtml(request, withTest('/pricing', `${TEST}:a`))
    expect(planNamesIn(tableHtml(a, 'work-management'))[0]).toBe(free.name)
  })
})

test.describe('hide_basic_tier', () => {
  const TEST = 'hide_basic_tier'

  test('the work-management table leaves the Basic plan out in the variant', async ({ page, request }) => {
    const basic = planOf(await storedPlans(request, 'work-management'), 'basic')

    await page.goto(withTest('/pricing', `${TEST}:control`))
    await expect(card(page, 'work-management', basic.name)).toBeVisible()

    await page.goto(withTest('/pricing', TEST))
    await expect(planNames(page, 'work-management').first()).toBeVisible()
    await expect(card(page, 'work-management', basic.name)).toHaveCount(0)

    const names = planNamesIn(tableHtml(await serverHtml(request, withTest('/pricing', TEST)), 'work-management'))
    expect(names.length).toBeGreaterThan(0)
    expect(names).not.toContain(basic.name)
  })
})

test.describe('enterprise_contact_sales', () => {
  const TEST = 'enterprise_contact_sales'

  test('the Enterprise plan leads to contact sales from pricing_enterprise in the variant', async ({ page, request }) => {
    const enterprise = planOf(await storedPlans(request, 'work-management'), 'enterprise')
    const button = (where: Page) => card(where, 'work-management', enterprise.name).locator('.pricing-plan__action')

    await page.goto(withTest('/pricing', `${TEST}:control`))
    // Control: sign-up, or contact sales from `pricing` when the plan has no public price.
    await expect(button(page)).not.toHaveAttribute('href', /from=pricing_enterprise/)
    await expect(button(page)).not.toHaveText('Talk to sales')

    await page.goto(withTest('/pricing', TEST))
    // The variant's own button, so it differs from control even where control contacts sales too.
    await expect(button(page)).toHaveText('Talk to sales')
    await expect(button(page)).toHaveAttribute('href', '/sales/contact-us?from=pricing_enterprise')

    expect(await serverHtml(request, withTest('/pricing', TEST))).toContain('href="/sales/contact-us?from=pricing_enterprise"')
  })
})

test.describe('get_quote_text_and_modal', () => {
  const TEST = 'get_quote_text_and_modal'

  test('contact-sales buttons read "Get a quote" and open a labelled dialog that Escape closes', async ({ page, request }) => {
    const enterprise = planOf(await storedPlans(request, 'work-management'), 'enterprise')
    // A priced Enterprise plan signs up; the contact-sales buttons are the plans without a public price.
    expect(enterprise.contactSales, 'the seed gives the Enterprise plan no public price').toBe(true)
    const enterpriseCard = (where: Page) => card(where, 'work-management', enterprise.name)

    await page.goto(withTest('/pricing', `${TEST}:control`))
    await expect(page.getByRole('link', { name: 'Get a quote' })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto(withTest('/pricing', TEST))
    const button = enterpriseCard(page).getByRole('link', { name: 'Get a quote' })
    await expect(button).toHaveAttribute('href', '/sales/contact-us?from=get_quote')
    await expect(button).toHaveAttribute('data-ab-conversion', 'get_quote')
    // Hydrated: the link now opens a dialog.
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await button.click()
    const dialog = page.getByRole('dialog', { name: `Get a quote for ${enterprise.name}` })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/pricing\?/)
    await expect(dialog.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/sales/contact-us?from=get_quote&plan=enterprise')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    // The close button closes it too.
    await button.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    const html = await serverHtml(request, withTest('/pricing', TEST))
    expect(html).toMatch(/href="\/sales\/contact-us\?from=get_quote" data-ab-conversion="get_quote">Get a quote<\/a>/)
  })
})

test.describe('the CRM pricing tests', () => {
  const figures = async (page: Page) => {
    await expect(table(page, 'crm')).toBeVisible()
    return (await table(page, 'crm').locator('.pricing-plan__figure:visible').allTextContents()).map(amount)
  }

  test('crm_pricing_new shows the new plan names and prices', async ({ page, request }) => {
    const plans = await storedPlans(request, 'crm')
    await page.goto(withTest(CRM_PRICING, 'crm_pricing_new:control'))
    await expect(planNames(page, 'crm')).toContainText([planOf(plans, 'basic').name, planOf(plans, 'standard').name, planOf(plans, 'pro').name])
    const before = await figures(page)

    await page.goto(withTest(CRM_PRICING, 'crm_pricing_new'))
    await expect(planNames(page, 'crm')).toContainText(['Essential', 'Advanced', 'Premium'])
    const after = await figures(page)
    expect(after).toHaveLength(before.length)
    after.forEach((price, index) => expect(price).toBeLessThanOrEqual(before[index]!))
    expect(after.some((price, index) => price !== before[index])).toBe(true)

    expect(planNamesIn(tableHtml(await serverHtml(request, withTest(CRM_PRICING, 'crm_pricing_new')), 'crm'))).toContain('Essential')
  })

  test('crm_pricing_no_basic leaves Basic out of the CRM table only', async ({ page, request }) => {
    const basic = planOf(await storedPlans(request, 'crm'), 'basic')
    await page.goto(withTest(CRM_PRICING, 'crm_pricing_no_basic:control'))
    await expect(card(page, 'crm', basic.name)).toBeVisible()

    await page.goto(withTest(CRM_PRICING, 'crm_pricing_no_basic'))
    await expect(planNames(page, 'crm').first()).toBeVisible()
    await expect(card(page, 'crm', basic.name)).toHaveCount(0)
    // The work-management table, not shown while CRM is chosen, keeps its Basic plan.
    await expect(card(page, 'work-management', planOf(await storedPlans(request, 'work-management'), 'basic').name)).toHaveCount(1)

    const html = await serverHtml(request, withTest(CRM_PRICING, 'crm_pricing_no_basic'))
    expect(planNamesIn(tableHtml(html, 'crm'))).not.toContain(basic.name)
  })

  test('crm_pricing_increase raises the CRM prices to .99 price points', async ({ page, request }) => {
    await page.goto(withTest(CRM_PRICING, 'crm_pricing_increase:control'))
    const before = await figures(page)
    expect(before.length).toBeGreaterThan(0)

    await page.goto(withTest(CRM_PRICING, 'crm_pricing_increase'))
    const after = await figures(page)
    expect(after).toHaveLength(before.length)
    after.forEach((price, index) => {
      // Free stays free; every paid price goes up to a .99 price point.
      if (before[index] === 0) return expect(price).toBe(0)
      expect(price).toBeGreaterThan(before[index]!)
      expect(price.toFixed(2)).toMatch(/\.99$/)
    })

    const html = await serverHtml(request, withTest(CRM_PRICING, 'crm_pricing_increase'))
    expect(tableHtml(html, 'crm')).toMatch(/class="pricing-plan__figure">\$\d+\.99</)
  })
})

test.describe('exit_popup_survey', () => {
  const TEST = 'exit_popup_survey'
  const title = 'What stopped you today?'

  /** The survey that listens for the exit, once the page has hydrated. */
  const watching = (page: Page) => page.locator('dialog.exit-survey[data-watching]')

  /** The pointer leaving the page through the top edge, as the browser reports it. */
  const leaveThroughTop = (page: Page) =>
    page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -2, relatedTarget: null, bubbles: true })))

  test('control shows no survey when the visitor moves to leave', async ({ page, request }) => {
    await page.goto(withTest('/pricing', `${TEST}:control`))
    await expect(planNames(page, 'work-management').first()).toBeVisible()
    await page.waitForLoadState('load')
    await leaveThroughTop(page)
    await expect(page.locator('dialog.exit-survey')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await serverHtml(request, withTest('/pricing', `${TEST}:control`))).not.toContain(title)
  })

  test('the variant asks what stopped the visitor, sends the answer, and asks once per session', async ({ page, request }) => {
    const html = await serverHtml(request, withTest('/pricing', TEST))
    expect(html).toMatch(/<dialog class="ab-dialog exit-survey" aria-labelledby="[^"]+"/)
    expect(html).toContain(title)

    await page.goto(withTest('/pricing', TEST))
    const survey = page.getByRole('dialog', { name: title })
    await expect(survey).toBeHidden()
    // One survey watches for the exit however many tables the page has.
    await expect(watching(page)).toHaveCount(1)
    await leaveThroughTop(page)
    await expect(survey).toBeVisible()
    await expect(survey.getByRole('button', { name: 'Close' })).toBeVisible()
    await expect(survey.locator('.exit-survey__answer')).toHaveText([
      'The price',
      'A feature I need is missing',
      'I’m just looking around',
      'I need to talk to my team first',
    ])

    const answered = page.waitForRequest(
      (sent) =>
        new URL(sent.url()).pathname === '/api/collect' &&
        (JSON.parse(sent.postData() ?? '[]') as { name: string; info1?: string }[]).some(
          (event) => event.name === 'exit_survey_answer' && event.info1 === 'price',
        ),
      { timeout: 20_000 },
    )
    await survey.getByRole('button', { name: 'The price' }).click()
    await expect(survey).toBeHidden()
    await answered

    // Once per session: the same tab is not asked again, though the survey watches again.
    await page.reload()
    await expect(watching(page)).toHaveCount(1)
    await leaveThroughTop(page)
    await expect(survey).toBeHidden()
    expect(await page.evaluate(() => window.sessionStorage.getItem('orbit_exit_survey_shown'))).toBe('1')
  })

  test('Escape closes the survey and focus goes back where it was', async ({ page }) => {
    await page.goto(withTest('/pricing', TEST))
    const survey = page.getByRole('dialog', { name: title })
    const focused = table(page, 'work-management').getByRole('link').first()
    await expect(watching(page)).toHaveCount(1)
    await focused.focus()
    await leaveThroughTop(page)
    await expect(survey).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(survey).toBeHidden()
    await expect(focused).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Get a quote" is a link to the contact-sales page', async ({ page, request }) => {
    const enterprise = planOf(await storedPlans(request, 'work-management'), 'enterprise')
    expect(enterprise.contactSales, 'the seed gives the Enterprise plan no public price').toBe(true)
    await page.goto(withTest('/pricing', 'get_quote_text_and_modal'))
    await card(page, 'work-management', enterprise.name).getByRole('link', { name: 'Get a quote' }).click()
    await expect(page).toHaveURL(/\/sales\/contact-us\?from=get_quote$/)
  })

  test('the other variants are in the page as served, with no script to change it', async ({ page, request }) => {
    const plans = await storedPlans(request, 'work-management')
    await page.goto(withTest('/pricing', 'hide_basic_tier'))
    await expect(card(page, 'work-management', planOf(plans, 'basic').name)).toHaveCount(0)
    await page.goto(withTest('/pricing', 'free_tier_2022:a'))
    await expect(planNames(page, 'work-management').first()).toHaveText(planOf(plans, 'free').name)
    await page.goto(withTest('/', 'homepage_price_per_seat'))
    await expect(page.getByText(/per seat \/ month/).first()).toBeVisible()
  })
})

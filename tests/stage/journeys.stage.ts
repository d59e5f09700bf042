import { expect, test, type Page } from '@playwright/test'

import { parseAbCookie } from '../../src/domain/ab/cookie'
import { STAGE_PRODUCT } from '../helpers/stage-env'
import { asAdmin, assignedOnEveryInstance, cookieNamed, daysLeft, forgetReceived, productReceived, visitor } from './stage'

/*
 * What a marketing site exists for, on a real-looking domain with TLS and the caches in front
 * (the stage): attribution and consent reach the product's host, A/B assignments stick, known
 * visitors are told apart, and a retried post stores one record.
 */

const ATTRIBUTION_LANDING = {
  utm_campaign: 'spring',
  utm_id: 'c-42',
  utm_source: 'ads',
  utm_banner: 'hero-b',
  utm_medium: 'cpc',
  utm_content: 'video',
  utm_retargeting: 'yes',
  utm_vertical: 'sales',
  gift_send: 'g-1',
  utm_adgroup: 'ag-7',
  utm_term: 'crm software',
  utm_ad: 'ad-3',
  coupon: 'SAVE10',
  ref: 'friend-1',
  trial_extension_token: 'ext-1',
}

/** The cookies that landing must hand to the product, as SPEC §3 and §9 name them, with their lifetimes in days. */
const HANDED_OVER: Record<string, { value: string; days: number }> = {
  utm_campaign: { value: 'spring', days: 365 },
  utm_campaign_id: { value: 'c-42', days: 365 },
  utm_source: { value: 'ads', days: 365 },
  utm_banner: { value: 'hero-b', days: 365 },
  utm_medium: { value: 'cpc', days: 365 },
  utm_content: { value: 'video', days: 365 },
  utm_retargeting: { value: 'yes', days: 365 },
  utm_vertical: { value: 'sales', days: 365 },
  utm_gift_send: { value: 'g-1', days: 365 },
  utm_ad_group: { value: 'ag-7', days: 365 },
  utm_keyword: { value: 'crm software', days: 365 },
  utm_ad: { value: 'ad-3', days: 365 },
  utm_referrer: { value: 'https://www.google.com/search', days: 365 },
  utm_landing_page: { value: '/crm', days: 365 },
  coupon_code: { value: 'SAVE10', days: 1 },
  referral_token: { value: 'friend-1', days: 365 },
  trial_extension_token: { value: 'ext-1', days: 1 },
}

/** Clicks the header's sign-up on a CRM page and waits for the product's stand-in. */
async function signUpForCrm(page: Page) {
  await page.goto('/crm')
  await page.locator('.site-header__signup').click()
  await expect(page.getByRole('heading', { name: 'The product (stage stand-in)' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/p/crm/users/sign_up_new')
  const received = await productReceived()
  return received.at(-1)!
}

test.describe('attribution reaches the product', () => {
  test('a US visitor from an ad reads a second page and signs up: the product gets every attribution cookie, on the parent domain', async ({ browser }) => {
    await forgetReceived()
    const context = await visitor(browser, 'US')
    const page = await context.newPage()
    const landing = await page.goto(`/crm?${new URLSearchParams(ATTRIBUTION_LANDING)}`, { referer: 'https://www.google.com/search?q=crm' })
    expect(landing?.status()).toBe(200)
    await page.goto('/pricing')
    const signUp = await signUpForCrm(page)

    for (const [name, { value, days }] of Object.entries(HANDED_OVER)) {
      expect(signUp.cookies[name], `${name} sent to the product`).toBe(value)
      const cookie = await cookieNamed(context, name)
      expect(cookie, name).toMatchObject({ domain: '.orbit.test', path: '/', secure: true, sameSite: 'Lax' })
      expect(daysLeft(cookie!), `${name} lives ${days} days`).toBeGreaterThan(days - 0.01)
      expect(daysLeft(cookie!), `${name} lives ${days} days`).toBeLessThan(days + 0.01)
    }
    await context.close()
  })
})

test.describe('consent in a consent country', () => {
  test('from Germany: refusing marketing keeps its cookies from the product; accepting hands them over; each choice is recorded once', async ({ browser }) => {
    await forgetReceived()
    const context = await visitor(browser, 'DE')
    const page = await context.newPage()
    const campaign = '/crm?utm_campaign=spring&utm_source=ads'
    const banner = page.getByRole('region', { name: 'We value your privacy' })
    await page.goto(campaign)
    await expect(banner).toBeVisible()
    expect(await cookieNamed(context, 'utm_campaign')).toBeUndefined()

    const refusal = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consent' && request.method() === 'POST')
    await banner.getByRole('button', { name: 'Reject all' }).click()
    const refused = (await refusal).postDataJSON() as { choiceId: string }
    await expect(banner).toBeHidden()
    await page.goto(campaign)
    expect(await cookieNamed(context, 'utm_campaign')).toBeUndefined()
    const afterRefusal = await signUpForCrm(page)
    expect(Object.keys(afterRefusal.cookies).filter((name) => name.startsWith('utm_'))).toEqual([])

    await page.goto('/crm')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    const acceptance = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consent' && request.method() === 'POST')
    await page.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('button', { name: 'Accept all' }).click()
    const accepted = (await acceptance).postDataJSON() as { choiceId: string }
    await expect.poll(async () => (await cookieNamed(context, 'cookie_consent'))?.value).toMatch(/\.111$/)
    await page.goto(campaign)
    expect((await cookieNamed(context, 'utm_campaign'))?.value).toBe('spring')
    const afterAcceptance = await signUpForCrm(page)
    expect(afterAcceptance.cookies).toMatchObject({ utm_campaign: 'spring', utm_source: 'ads' })

    for (const choice of [refused, accepted]) {
      await expect
        .poll(async () => (await asAdmin<{ totalDocs: number }>(`/api/consent-records?where[choiceId][equals]=${choice.choiceId}&limit=1`)).totalDocs)
        .toBe(1)
    }
    await context.close()
  })
})

test.describe('a known visitor', () => {
  test('signed in on the product sees “Go to my account”; the next anonymous visitor does not', async ({ browser }) => {
    const customer = await visitor(browser, 'US')
    const page = await customer.newPage()
    await page.goto(`${STAGE_PRODUCT}/login`)
    await expect(page.getByRole('heading', { name: 'Signed in to the product' })).toBeVisible()
    expect(await cookieNamed(customer, 'paying_account')).toMatchObject({ domain: '.orbit.test', value: 'true' })
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go to my account' })).toBeVisible()

    const prospect = await visitor(browser, 'US')
    const next = await prospect.newPage()
    await next.goto('/')
    await expect(next.getByRole('banner').getByRole('link', { name: 'Get started' })).toBeVisible()
    await expect(next.getByRole('banner').getByRole('link', { name: 'Go to my account' })).toHaveCount(0)
    await customer.close()
    await prospect.close()
  })
})

test.describe('a retried post', () => {
  test('a consent record resent and a lead sent twice with one Idempotency-Key both answer 2xx and are stored once', async ({ browser }) => {
    const context = await visitor(browser, 'US')
    const page = await context.newPage()
    await page.goto('/sales/contact-us')
    const choiceId = crypto.randomUUID()
    const idempotencyKey = crypto.randomUUID()
    const email = `double-${Date.now()}@example.com`
    const statuses = await page.evaluate(
      async ({ choiceId, idempotencyKey, email }) => {
        const consent = JSON.stringify({
          choiceId,
          granted: { functional: true, analytics: true, marketing: false },
          policyVersion: 1,
          locale: 'en',
          gpc: false,
        })
        const lead = JSON.stringify({
          name: 'Double Click',
          email,
          company: 'Acme',
          companySize: '1-19',
          country: 'US',
          phone: '212 555 0100',
          product: 'dev',
          locale: 'en',
          page: '/sales/contact-us',
        })
        const post = (url: string, body: string, headers: Record<string, string> = {}) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((response) => response.status)
        return {
          consent: await Promise.all([post('/api/consent', consent), post('/api/consent', consent)]),
          leads: await Promise.all([
            post('/api/forms/contact-sales', lead, { 'idempotency-key': idempotencyKey }),
            post('/api/forms/contact-sales', lead, { 'idempotency-key': idempotencyKey }),
          ]),
        }
      },
      { choiceId, idempotencyKey, email },
    )
    for (const status of [...statuses.consent, ...statuses.leads]) expect(status).toBeGreaterThanOrEqual(200)
    for (const status of [...statuses.consent, ...statuses.leads]) expect(status).toBeLessThan(300)
    expect((await asAdmin<{ totalDocs: number }>(`/api/consent-records?where[choiceId][equals]=${choiceId}&limit=1`)).totalDocs).toBe(1)
    expect((await asAdmin<{ totalDocs: number }>(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&limit=1`)).totalDocs).toBe(1)
    await context.close()
  })
})

test.describe('an A/B test', () => {
  type AbTestDoc = { id: number; variants: { name: string; traffic: number }[] }
  let testId: number | undefined

  test.afterAll(async () => {
    if (testId !== undefined) await asAdmin(`/api/ab-tests/${testId}`, { method: 'PATCH', body: { status: 'draft' } })
  })

  test('assigns a visitor once, sticks across the cache and reaches the product', async ({ browser }) => {
    const { docs } = await asAdmin<{ docs: AbTestDoc[] }>('/api/ab-tests?where[testName][equals]=homepage_price_per_seat&depth=0&limit=1')
    testId = docs[0]!.id
    await asAdmin(`/api/ab-tests/${testId}`, {
      method: 'PATCH',
      body: {
        status: 'running',
        variants: [
          { name: 'control', traffic: 50 },
          { name: 'per_seat', traffic: 50 },
        ],
      },
    })
    await forgetReceived()
    const context = await visitor(browser, 'US')
    const page = await context.newPage()
    // The snapshot reaches every instance within seconds of the save, and nginx keeps the page
    // from before it for a few seconds more: the visitor comes once both have passed.
    await expect.poll(() => assignedOnEveryInstance('homepage_price_per_seat'), { timeout: 30_000 }).toBe(true)
    await expect.poll(async () => (await page.goto('/'), await cookieNamed(context, 'ab_tests'))?.value, { timeout: 20_000 }).toBeDefined()
    // Next writes cookie values URI-encoded; the browser's scripts and the product read them decoded.
    const abCookie = async () => parseAbCookie(decodeURIComponent((await cookieNamed(context, 'ab_tests'))!.value))
    const assignment = (await abCookie()).homepage_price_per_seat
    expect(['control', 'per_seat']).toContain(assignment)
    const wording = assignment === 'per_seat' ? /per seat \/ month/ : /per user \/ month/
    for (let visit = 0; visit < 5; visit++) {
      await page.goto('/')
      await expect(page.getByText(wording).first()).toBeVisible()
      expect((await abCookie()).homepage_price_per_seat).toBe(assignment)
    }
    expect(await cookieNamed(context, 'ab_tests')).toMatchObject({ domain: '.orbit.test' })
    const signUp = await signUpForCrm(page)
    expect(parseAbCookie(signUp.cookies.ab_tests).homepage_price_per_seat).toBe(assignment)
    expect(signUp.cookies.visitor_id).toBe((await cookieNamed(context, 'visitor_id'))?.value)
    await context.close()
  })
})

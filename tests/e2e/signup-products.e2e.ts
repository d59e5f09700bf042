import type { APIRequestContext, Page } from '@playwright/test'

import { DEBUG_AB_TEST_PARAM } from '../../src/domain/ab/catalogue'

import { expect, test } from './fixtures'

/*
 * Sign-up goes to the right product (SPEC §2, §3): a prospect on the CRM's pages opens a CRM
 * account, "Use this template" signs up for the template's product, and pages of no product
 * offer the spec's sign-up dropdown. Also the smaller routes of the spec: the German imprint in
 * the German footer and the onboarding site's home.
 */

const usVisitor = { 'x-visitor-country': 'US' }

async function authHost(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { hosts: { auth: string } }
  return settings.hosts.auth.replace(/\/+$/, '')
}

async function open(page: Page, url: string) {
  await page.setExtraHTTPHeaders(usVisitor)
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
}

test.describe('sign-up for the right product', () => {
  test('the CRM’s pages sign up for the CRM: the header, the page’s own links and the phone’s sticky bar', async ({ page, request }) => {
    const host = await authHost(request)
    await open(page, '/crm')
    await expect(page.locator('.site-header__signup')).toHaveAttribute('href', `${host}/p/crm/users/sign_up_new`)
    // Every sign-up link marketers wrote on the page, too.
    const signUps = page.locator('main a[data-ab-conversion="signup_click"]')
    expect(await signUps.count()).toBeGreaterThan(0)
    for (const href of await signUps.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toContain('/p/crm/users/sign_up_new')
    // A product's page needs no product list: the button already knows.
    await expect(page.locator('.signup-menu')).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, `/crm?${DEBUG_AB_TEST_PARAM}=mobile_sticky_signup`)
    const bar = page.getByRole('complementary', { name: 'Sign up', exact: true })
    await expect(bar.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', `${host}/p/crm/users/sign_up_new`)
  })

  test('a page of no product offers the spec’s products in a sign-up dropdown, each to its own sign-up', async ({ page, request }) => {
    const host = await authHost(request)
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, '/pricing')
    await expect(page.locator('.site-header__signup')).toHaveAttribute('href', `${host}/users/sign_up_new`)
    const toggle = page.getByLabel('Choose a product to sign up for')
    await expect(page.locator('.signup-menu__list')).toBeHidden()
    await toggle.click()
    const list = page.locator('.signup-menu__list')
    await expect(list).toBeVisible()
    const links = list.locator('[data-ab-conversion]')
    await expect(links).toHaveText(['CRM', 'Email campaigns', 'Dev', 'Work management', 'Service'])
    // Below the products, the auth host's page that confirms a new account's email address.
    await expect(list.getByRole('link', { name: 'Signed up already? Confirm your email' })).toHaveAttribute('href', `${host}/verify_email`)
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      `${host}/p/crm/users/sign_up_new`,
      `${host}/p/marketing_campaigns/users/sign_up_new`,
      `${host}/p/software/users/sign_up_new`,
      `${host}/p/work_management/users/sign_up_new`,
      `${host}/p/service/users/sign_up_new`,
    ])
    await expect(links.first()).toHaveAttribute('data-ab-conversion', 'signup_click')

    // In German the products read in German.
    await open(page, '/lang/de/pricing')
    await page.getByLabel('Produkt für die Registrierung wählen').click()
    await expect(page.locator('.signup-menu__list').getByRole('link', { name: 'E-Mail-Kampagnen' })).toBeVisible()
  })

  test('“Use this template” signs up for the template’s product, by its category', async ({ page, request }) => {
    const host = await authHost(request)
    const response = await request.get(`/api/community-templates?where[title][equals]=${encodeURIComponent('Sales pipeline with weekly forecast')}&depth=0`)
    const [template] = ((await response.json()) as { docs: { id: number; boardId?: string }[] }).docs
    expect(template?.boardId).toBeTruthy()
    await page.route(`${host}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }))
    await open(page, `/templates/community/${template!.id}`)
    await expect(page.getByRole('link', { name: 'Use this template' })).toHaveAttribute(
      'href',
      `${host}/p/crm/users/sign_up_new?template_board_id=${template!.boardId}`,
    )
  })
})

test.describe('the spec’s smaller routes', () => {
  test('German pages link the imprint from the footer; other languages have none', async ({ page }) => {
    await open(page, '/lang/de/pricing')
    const imprint = page.locator('.site-footer').getByRole('link', { name: 'Impressum' })
    await expect(imprint).toHaveAttribute('href', '/lang/de/l/impressum')
    await imprint.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')

    await open(page, '/pricing')
    await expect(page.locator('.site-footer a[href$="/l/impressum"]')).toHaveCount(0)
  })

  test('the onboarding site has its home page', async ({ page }) => {
    await open(page, '/hr/welcometoorbit/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first day')
  })
})

test.describe('a visitor the product knows', () => {
  test('sees “Go to my account” instead of log in and sign-up, on a page no shared cache keeps', async ({ page, context, request, baseURL }) => {
    const host = await authHost(request)
    await context.addCookies([{ name: 'platform_user_id', value: '4711', url: baseURL! }])
    await page.setExtraHTTPHeaders(usVisitor)
    const response = await page.goto('/crm')
    expect(response?.status()).toBe(200)
    // Next's own cache holds one copy for all known visitors; a CDN must not hand it to prospects.
    expect(response?.headers()['cache-control']).toContain('private')
    const header = page.locator('header.site-header')
    await expect(header.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', `${host}/`)
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await expect(header.locator('.site-header__signup')).toHaveCount(0)
    // The page's own sign-up offers lead to the account too.
    await expect(page.locator('main a[data-ab-conversion="signup_click"]')).toHaveCount(0)
    await expect(page.locator('main').getByRole('link', { name: 'Go to my account' }).first()).toBeVisible()

    // No sign-up bar, even where a test would show one.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/crm?${DEBUG_AB_TEST_PARAM}=mobile_sticky_signup`)
    await expect(page.locator('.sticky-signup')).toHaveCount(0)

    // A prospect on the same page still gets the sign-up.
    await context.clearCookies()
    await page.goto('/crm')
    await expect(page.locator('.site-header__signup')).toBeVisible()
  })
})

test.describe('offers and choices in a landing link', () => {
  test('are kept for the product through the cookie setter’s rules: their lifetime, and consent where it is required', async ({ page, context }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const response = await page.goto('/pricing?coupon=SPRING-25&trial_extension_token=te_91af&cluster=crm&marketing_template_board_id=123456')
    expect(response?.headers()['cache-control']).toContain('private')
    const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]))
    expect(cookies.get('coupon_code')?.value).toBe('SPRING-25')
    expect(cookies.get('trial_extension_token')?.value).toBe('te_91af')
    expect(cookies.get('user_cluster')?.value).toBe('crm')
    expect(cookies.get('marketing_template_board_id')?.value).toBe('123456')
    const days = (name: string) => (cookies.get(name)!.expires * 1000 - Date.now()) / (24 * 3600 * 1000)
    // SPEC §9: a coupon and a trial extension for one day, a marketing template's board for 30.
    expect(days('coupon_code')).toBeGreaterThan(0.9)
    expect(days('coupon_code')).toBeLessThan(1.1)
    expect(days('marketing_template_board_id')).toBeGreaterThan(29.9)
    expect(days('marketing_template_board_id')).toBeLessThan(30.1)

    // A visitor who must be asked first gets none of them before answering.
    await context.clearCookies()
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' })
    await page.goto('/pricing?coupon=SPRING-25&cluster=crm')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('coupon_code')
  })
})

test.describe('a visitor from a country that reads another language', () => {
  test('is offered the page in their language on an English page, once', async ({ page, context }) => {
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'AT' })
    await page.goto('/pricing')
    const offer = page.getByRole('complementary', { name: 'Sprache auswählen' })
    await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.')
    await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/lang/de/pricing')
    await offer.getByRole('button', { name: 'Auf Englisch bleiben' }).click()
    await expect(offer).toBeHidden()
    expect((await context.cookies()).find((cookie) => cookie.name === 'user_locale')?.value).toBe('en')
    await page.reload()
    await expect(page.locator('.language-suggestion')).toHaveCount(0)

    // Visitors from the US, its oceanic territories included, are not asked.
    await context.clearCookies()
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'GU' })
    await page.goto('/pricing')
    await expect(page.locator('.language-suggestion')).toHaveCount(0)
  })
})

import type { APIRequestContext, Page } from '@playwright/test'

import { DEBUG_AB_TEST_PARAM } from '../../src/domain/ab/catalogue'
import { interfaceText } from '@/i18n/interface-text'

import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/*
 * Every A/B test wired on the site shows a visible difference between control and its variant,
 * and the variant is already in the HTML the server sends: no script swaps anything in. The
 * tests are seeded as drafts, so every visitor gets control; `?debug-ab-test-name=` forces the
 * test's new variation for one request (no database change, no exposure recorded).
 */

/** A visitor outside the consent countries: no banner over the page. */
const usVisitor = { 'x-visitor-country': 'US' }

/** The address that forces `testName`'s new variation. */
function forced(path: string, testName: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${DEBUG_AB_TEST_PARAM}=${testName}`
}

/** The HTML the server answers, before any script runs. */
async function serverHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: usVisitor })
  expect(response.status(), url).toBe(200)
  return response.text()
}

async function authHost(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { hosts: { auth: string } }
  return settings.hosts.auth.replace(/\/+$/, '')
}

/** The part of the server's HTML inside the header's submenu named `summary`. */
function submenuHtml(html: string, summary: string): string {
  return html.split(`<summary>${summary}</summary>`)[1]?.split('</details>')[0] ?? ''
}

async function open(page: Page, url: string) {
  await page.setExtraHTTPHeaders(usVisitor)
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
}

/**
 * Each wired test: a page it changes, and a piece of HTML only its variant has. Control must not
 * contain it; the variant's HTML, as the server sends it, must.
 */
const WIRED = [
  { testName: 'soft_signup_trial_cta', path: '/', onlyInVariant: '>Start free trial</a>' },
  { testName: 'mobile_sticky_signup', path: '/', onlyInVariant: '<aside class="sticky-signup"' },
  { testName: 'welcome_back_page', path: '/', onlyInVariant: 'class="welcome-back"' },
  { testName: 'keep_region', path: '/', onlyInVariant: 'keep_region=true' },
  { testName: 'header_studio_or_campaigns', path: '/', onlyInVariant: '<a href="/w/crm/campaigns">Campaigns</a>' },
  { testName: 'request_a_demo', path: '/', onlyInVariant: 'href="/sales/contact-us?from=request_demo"' },
  { testName: 'crm_one_tap_google_signup', path: '/crm', onlyInVariant: '>Continue with Google</a>' },
  { testName: 'product_solutions', path: '/crm', onlyInVariant: 'href="/add-solution?solution_id=sales-pipeline"' },
  { testName: 'cookies_policy', path: '/l/cookie-policy', onlyInVariant: 'Our cookies in plain words' },
] as const

test.describe('A/B variants are in the server’s HTML', () => {
  for (const { testName, path, onlyInVariant } of WIRED) {
    test(`${testName}: the variant of ${path} arrives rendered, control does not have it`, async ({ request }) => {
      expect(await serverHtml(request, path)).not.toContain(onlyInVariant)
      expect(await serverHtml(request, forced(path, testName))).toContain(onlyInVariant)
    })
  }

  test('enterprise_in_submenu: the server sends Enterprise inside the products submenu in the variant only', async ({ request }) => {
    const control = await serverHtml(request, '/')
    expect(submenuHtml(control, 'Products')).not.toContain('href="/enterprise"')
    expect(submenuHtml(control, 'Solutions')).toContain('href="/enterprise"')
    const variant = await serverHtml(request, forced('/', 'enterprise_in_submenu'))
    expect(submenuHtml(variant, 'Products')).toContain('href="/enterprise"')
    expect(submenuHtml(variant, 'Solutions')).not.toContain('href="/enterprise"')
  })

  test('a test that belongs to other pages changes nothing where it is forced', async ({ request }) => {
    expect(await serverHtml(request, forced('/pricing', 'welcome_back_page'))).not.toContain('class="welcome-back"')
    expect(await serverHtml(request, forced('/', 'crm_one_tap_google_signup'))).not.toContain('Continue with Google')
    // /pricing has no mini-site: it is no product page.
    expect(await serverHtml(request, forced('/pricing', 'product_solutions'))).not.toContain('solution_id=')
  })
})

test.describe('A/B variants in the browser', () => {
  test('soft_signup_trial_cta: the header’s sign-up button invites to a free trial, in every language', async ({ page }) => {
    await open(page, '/')
    const signUp = page.locator('.site-header__signup')
    await expect(signUp).toHaveText('Get started')
    await expect(signUp).toHaveAttribute('data-ab-conversion', 'signup_click')
    await open(page, forced('/', 'soft_signup_trial_cta'))
    await expect(signUp).toHaveText('Start free trial')
    await expect(signUp).toHaveAttribute('data-ab-conversion', 'signup_click')
    await open(page, forced('/lang/de', 'soft_signup_trial_cta'))
    await expect(signUp).toHaveText(interfaceText('de').signUpTrial)
  })

  test('enterprise_in_submenu: Enterprise moves into the products submenu', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    const submenu = (name: string) => nav.locator('details', { has: page.locator('summary', { hasText: name }) })
    await open(page, '/')
    await submenu('Products').locator('summary').click()
    await expect(submenu('Products').getByRole('link', { name: 'CRM' })).toBeVisible()
    await expect(submenu('Products').getByRole('link', { name: 'Enterprise' })).toHaveCount(0)

    await open(page, forced('/', 'enterprise_in_submenu'))
    await submenu('Products').locator('summary').click()
    await expect(submenu('Products').getByRole('link', { name: 'Enterprise' })).toBeVisible()
    await expect(submenu('Products').getByRole('link', { name: 'Enterprise' })).toHaveAttribute('href', '/enterprise')
    await expect(submenu('Solutions').locator('a[href="/enterprise"]')).toHaveCount(0)
  })

  test('mobile_sticky_signup: a sign-up bar stays at the bottom of a phone’s screen, and wide screens do not show it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/')
    await expect(page.getByRole('complementary', { name: 'Sign up', exact: true })).toHaveCount(0)

    await open(page, forced('/', 'mobile_sticky_signup'))
    const bar = page.getByRole('complementary', { name: 'Sign up', exact: true })
    const button = bar.getByRole('link', { name: 'Get started' })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('data-ab-conversion', 'signup_click')
    const bottomOf = async () => {
      const box = await page.locator('.sticky-signup__bar').boundingBox()
      return box ? box.y + box.height : Number.NaN
    }
    expect(await bottomOf()).toBeCloseTo(844, 0)
    // Fixed: still at the bottom after scrolling, and the page keeps room for it at the end.
    await page.mouse.wheel(0, 1200)
    await expect.poll(bottomOf).toBeCloseTo(844, 0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.locator('.site-footer').boundingBox()
    const barTop = (await page.locator('.sticky-signup__bar').boundingBox())?.y ?? 0
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(barTop + 1)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.locator('.sticky-signup')).toBeHidden()
  })

  test('welcome_back_page: the home page opens with a welcome-back band to log in or continue to pricing', async ({ page, request }) => {
    await open(page, '/')
    await expect(page.getByRole('region', { name: 'Welcome back', exact: true })).toHaveCount(0)

    await open(page, forced('/', 'welcome_back_page'))
    const band = page.getByRole('region', { name: 'Welcome back', exact: true })
    await expect(band).toBeVisible()
    await expect(page.locator('main > :first-child')).toHaveClass('welcome-back')
    await expect(band.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `${await authHost(request)}/login`)
    await band.getByRole('link', { name: 'Continue to pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('keep_region: sign-up links ask the auth host to keep the detected region', async ({ page, request }) => {
    const host = await authHost(request)
    await open(page, '/crm')
    // The CRM's pages sign up for the CRM (SPEC §2's per-product sign-up paths).
    await expect(page.locator('.site-header__signup')).toHaveAttribute('href', `${host}/p/crm/users/sign_up_new`)
    const heroSignUp = page.locator('.block-hero a[data-ab-conversion="signup_click"]')
    await expect(heroSignUp).toHaveAttribute('href', /\/users\/sign_up_new$/)

    await open(page, forced('/crm', 'keep_region'))
    await expect(page.locator('.site-header__signup')).toHaveAttribute('href', `${host}/p/crm/users/sign_up_new?keep_region=true`)
    await expect(heroSignUp).toHaveAttribute('href', /\/users\/sign_up_new\?keep_region=true$/)
    await expect(page.locator('.block-cta a[data-ab-conversion="signup_click"]')).toHaveAttribute('href', /keep_region=true$/)
    // Only sign-up links: log in and the site's own links are left as they are.
    await expect(page.locator('.site-header__login')).toHaveAttribute('href', `${host}/login`)
  })

  test('header_studio_or_campaigns: the header links to Studio, or to Campaigns in the variant', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    // While the test does not run, the header is the CMS's alone.
    await open(page, '/')
    await expect(nav.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0)
    await open(page, forced('/', 'header_studio_or_campaigns:control'))
    await expect(nav.getByRole('link', { name: 'Studio', exact: true })).toHaveAttribute('href', '/marketing')
    await expect(nav.getByRole('link', { name: 'Campaigns', exact: true })).toHaveCount(0)

    await open(page, forced('/', 'header_studio_or_campaigns'))
    await expect(nav.getByRole('link', { name: 'Campaigns', exact: true })).toHaveAttribute('href', '/w/crm/campaigns')
    await expect(nav.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0)
  })

  test('request_a_demo: a request-a-demo button beside sign-up leads to contact sales', async ({ page }) => {
    await open(page, '/pricing')
    await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveCount(0)

    await open(page, forced('/pricing', 'request_a_demo'))
    const demo = page.locator('.site-header__actions').getByRole('link', { name: 'Request a demo' })
    await expect(demo).toBeVisible()
    await expect(page.locator('.site-header__demo + .signup-split .site-header__signup')).toBeVisible()
    await demo.click()
    await expect(page).toHaveURL(/\/sales\/contact-us\?from=request_demo$/)
  })

  test('crm_one_tap_google_signup: the CRM page offers a one-tap style Google sign-up', async ({ page, request }) => {
    await open(page, '/crm')
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0)

    await open(page, forced('/crm', 'crm_one_tap_google_signup'))
    const card = page.getByRole('region', { name: 'Sign up in one tap', exact: true })
    await expect(card).toBeVisible()
    const google = card.getByRole('link', { name: 'Continue with Google' })
    await expect(google).toHaveAttribute('href', `${await authHost(request)}/auth/google_oauth2/login?new_account=true&product_id=crm`)
    await expect(google).toHaveAttribute('data-ab-conversion', 'signup_click')
    // Google's own One Tap script is not loaded (CSP, third-party cookies): the card is ours.
    await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0)
  })

  test('product_solutions: a product page lists its product’s published solutions', async ({ page }) => {
    await open(page, '/crm')
    await expect(page.getByRole('region', { name: 'Solutions', exact: true })).toHaveCount(0)

    await open(page, forced('/crm', 'product_solutions'))
    const section = page.getByRole('region', { name: 'Solutions', exact: true })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Sales pipeline'])
    await section.getByRole('link', { name: 'Add Sales pipeline' }).click()
    await expect(page).toHaveURL(/\/add-solution\?solution_id=sales-pipeline$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sales pipeline' })).toBeVisible()
  })

  test('cookies_policy: the cookie policy opens its list with a plain-words summary per category', async ({ page }) => {
    await open(page, '/l/cookie-policy')
    await expect(page.getByRole('heading', { name: 'Our cookies in plain words', exact: true })).toHaveCount(0)

    await open(page, forced('/l/cookie-policy', 'cookies_policy'))
    const summary = page.getByRole('region', { name: 'Our cookies in plain words', exact: true })
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('heading', { level: 3 }).first()).toHaveText('Necessary')
    await expect(summary.getByText('Always on')).toBeVisible()
    await expect(summary.getByText('Your choice').first()).toBeVisible()
    // Before the full tables.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.indexOf('Our cookies in plain words')).toBeLessThan(headings.indexOf('Cookies we use'))
  })
})

test.describe('A/B variants are accessible', () => {
  for (const { testName, path } of [...WIRED, { testName: 'enterprise_in_submenu', path: '/' }]) {
    const phone = testName === 'mobile_sticky_signup'
    test(`${testName}'s variant of ${path} has no WCAG 2.2 AA violations axe can find${phone ? ' on a phone' : ''}`, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 })
      await open(page, forced(path, testName))
      await page.waitForLoadState('load')
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe('A/B variants without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the variants show as the server sent them, with no script to swap them in', async ({ page }) => {
    await open(page, forced('/', 'request_a_demo'))
    await expect(page.getByRole('link', { name: 'Request a demo' })).toBeVisible()
    await open(page, forced('/', 'welcome_back_page'))
    await expect(page.getByRole('region', { name: 'Welcome back', exact: true })).toBeVisible()
    await open(page, forced('/crm', 'crm_one_tap_google_signup'))
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible()
    await open(page, forced('/l/cookie-policy', 'cookies_policy'))
    await expect(page.getByRole('heading', { name: 'Our cookies in plain words', exact: true })).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, forced('/', 'mobile_sticky_signup'))
    await expect(page.getByRole('complementary', { name: 'Sign up', exact: true }).getByRole('link')).toBeVisible()
  })
})

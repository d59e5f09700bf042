import type { BrowserContext, Page, Request } from '@playwright/test'

import { ATTRIBUTION_COOKIES } from '@/domain/attribution/attribution'
import { cookieDefinition } from '@/domain/consent/cookies'

import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/*
 * Cookie consent in a real browser (RELIABILITY.md, “Consent”): a visitor from a
 * consent country is asked first and nothing optional happens before they answer; refusing
 * keeps it so; withdrawing clears what the withdrawn categories set; elsewhere there is no
 * banner; campaign attribution cookies follow the same rule, and Sec-GPC opts out of marketing.
 * The country reaches the site as the trusted edge header, x-visitor-country.
 */

const BANNER_TITLE = 'We value your privacy'
/** Longer than web-vitals' lazy start: the tracker itself sends at once. */
const TRACKER_SETTLE_MS = 3_500

const isCollect = (request: Request) => new URL(request.url()).pathname === '/api/collect'
const isConsentPost = (request: Request) => new URL(request.url()).pathname === '/api/consent' && request.method() === 'POST'

async function visitorFrom(page: Page, country: string, extra: Record<string, string> = {}) {
  await page.setExtraHTTPHeaders({ 'x-visitor-country': country, ...extra })
}

/** Every request the page makes to the event collector. */
function collectRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isCollect(request)) seen.push(request.url())
  })
  return seen
}

/** The browser's cookies whose definition puts them in analytics or marketing. */
async function optionalCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => ['analytics', 'marketing'].includes(cookieDefinition(name)?.category ?? ''))
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value
}

const banner = (page: Page) => page.getByRole('region', { name: BANNER_TITLE })
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' })

// ---------------------------------------------------------------------------------------------

test.describe('a visitor from a consent country', () => {
  test('sees the banner at once and nothing optional happens before they choose; reject keeps it so', async ({ page, context }) => {
    await visitorFrom(page, 'DE')
    const collected = collectRequests(page)
    await page.goto('/crm')

    await expect(banner(page)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.consentPending)).toBe('true')
    // Reject is on the first layer, beside accept and just like it.
    const reject = banner(page).getByRole('button', { name: 'Reject all' })
    const accept = banner(page).getByRole('button', { name: 'Accept all' })
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()]
    expect(Math.abs(rejectBox!.height - acceptBox!.height)).toBeLessThan(1)
    expect(await reject.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await accept.evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    // Consent Mode v2: denied by default before any tag, and the tracker reads "denied".
    const layer = await page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer)) as unknown[])
    expect(layer[0]).toMatchObject({ 0: 'consent', 1: 'default', 2: { analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 } })
    // The bootstrap is the document's first inline script: nothing of the page's runs before it.
    expect(await page.evaluate(() => [...document.scripts].find((script) => !script.src)?.textContent?.includes('consent'))).toBe(true)
    expect(layer).toContainEqual({
      event: 'orbit_consent',
      orbit_consent: { necessary: 'granted', functional: 'denied', analytics: 'denied', marketing: 'denied' },
    })

    await page.waitForTimeout(TRACKER_SETTLE_MS)
    expect(collected).toEqual([])
    expect(await optionalCookies(context)).toEqual([])

    const recorded = page.waitForRequest(isConsentPost)
    await reject.click()
    await expect(banner(page)).toBeHidden()
    // The record endpoint answers itself, not Payload's /api/[...slug] catch-all.
    expect((await (await recorded).response())?.status()).toBe(204)
    expect(await cookieValue(context, 'cookie_consent')).toMatch(/^v1\.\d+\.000$/)

    await page.waitForTimeout(TRACKER_SETTLE_MS)
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    await page.waitForTimeout(TRACKER_SETTLE_MS)
    expect(collected).toEqual([])
    expect(await optionalCookies(context)).toEqual([])
  })

  test('gets no attribution cookies from a campaign link before choosing, and the page stays shareable', async ({ page, context }) => {
    await visitorFrom(page, 'DE')
    const response = await page.goto('/pricing?utm_source=x&utm_campaign=y')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).not.toContain('private')
    expect(await optionalCookies(context)).toEqual([])
  })

  test('accepts, then withdraws from the footer: the analytics and marketing cookies are gone', async ({ page, context }) => {
    await visitorFrom(page, 'DE')
    await page.goto('/crm')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await cookieValue(context, 'cookie_consent')).toMatch(/^v1\.\d+\.111$/)
    // Marketing now allows the campaign cookies, analytics the tracker's.
    await page.goto('/pricing?utm_source=x&utm_campaign=y')
    await expect.poll(() => cookieValue(context, 'visitor_id'), { timeout: 10_000 }).toBeTruthy()
    expect(await cookieValue(context, 'utm_source')).toBe('x')
    expect(await cookieValue(context, 'utm_campaign')).toBe('y')
    expect(await optionalCookies(context)).toEqual(expect.arrayContaining(['visitor_id', 'utm_source', 'utm_campaign', 'utm_landing_page']))

    // Withdrawing is as easy as giving: the footer, the panel, two switches, save.
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    await settings.click()
    await expect(preferences(page)).toBeVisible()
    await expect(preferences(page).getByRole('switch', { name: 'Necessary' })).toBeDisabled()
    await expect(preferences(page).getByRole('switch', { name: 'Analytics' })).toBeChecked()
    await preferences(page).getByRole('switch', { name: 'Analytics' }).uncheck()
    await preferences(page).getByRole('switch', { name: 'Marketing' }).uncheck()
    const recorded = page.waitForRequest(isConsentPost)
    await preferences(page).getByRole('button', { name: 'Save choices' }).click()
    await expect(preferences(page)).toBeHidden()
    // Focus goes back to the footer button that opened the panel.
    await expect(settings).toBeFocused()
    expect(JSON.parse((await recorded).postData() ?? '{}')).toMatchObject({
      granted: { functional: true, analytics: false, marketing: false },
      policyVersion: 1,
    })

    expect(await cookieValue(context, 'cookie_consent')).toMatch(/^v1\.\d+\.100$/)
    expect(await optionalCookies(context)).toEqual([])
    // And it stays withdrawn on the next page.
    const collected = collectRequests(page)
    await page.goto('/crm?utm_source=again')
    await page.waitForTimeout(TRACKER_SETTLE_MS)
    expect(collected).toEqual([])
    expect(await optionalCookies(context)).toEqual([])
  })

  test('can use the banner and the preferences panel with the keyboard alone', async ({ page, context }) => {
    await visitorFrom(page, 'FR')
    await page.goto('/lang/fr/crm')
    const frenchBanner = page.getByRole('region', { name: 'Votre vie privée compte pour nous' })
    await expect(frenchBanner).toBeVisible()
    // A key pressed before the banner has hydrated does nothing: wait for it.
    await expect(page.locator('.consent-banner[data-ready]')).toHaveCount(1)
    const open = frenchBanner.getByRole('button', { name: 'Préférences' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // Focus moves into the modal panel; Escape closes it and gives focus back to its opener.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await expect(frenchBanner).toBeVisible()

    await page.keyboard.press('Enter')
    await dialog.getByRole('switch', { name: 'Mesure d’audience' }).focus()
    await page.keyboard.press('Space')
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(frenchBanner).toBeHidden()
    // The banner that opened the panel is gone: focus moves to the main content, not to the body.
    await expect(page.locator('#main')).toBeFocused()
    expect(await cookieValue(context, 'cookie_consent')).toMatch(/^v1\.\d+\.010$/)
  })
})

test.describe('a visitor from elsewhere', () => {
  test('sees no banner, yet can refuse categories from the footer', async ({ page, context }) => {
    await visitorFrom(page, 'US')
    await page.goto('/crm')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.consent-banner')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.dataset.consentPending)).toBeUndefined()

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    // Outside consent countries everything starts allowed.
    await expect(preferences(page).getByRole('switch', { name: 'Marketing' })).toBeChecked()
    await preferences(page).getByRole('button', { name: 'Reject all' }).click()
    expect(await cookieValue(context, 'cookie_consent')).toMatch(/^v1\.\d+\.000$/)
    await page.goto('/crm')
    expect(await optionalCookies(context)).toEqual([])
    // Outside the consent countries a refused cookie is still set, as Site settings say by
    // default (SPEC §5: reported as not approved, and set), by the proxy as by the browser.
    await page.goto('/pricing?utm_source=x')
    expect(await optionalCookies(context)).toEqual(expect.arrayContaining(['utm_source', 'utm_landing_page']))
  })

  test('gets the attribution cookies from a campaign link, on a response no shared cache keeps', async ({ page, context }) => {
    await visitorFrom(page, 'US')
    const plain = await page.goto('/pricing')
    expect(plain?.headers()['cache-control']).toContain('s-maxage')
    expect(plain?.headers()['set-cookie']).toBeUndefined()

    const campaign = await page.goto('/pricing?utm_source=x&utm_campaign=y')
    expect(campaign?.status()).toBe(200)
    // Next keeps the proxy's Cache-Control on the rewritten, cached page.
    expect(campaign?.headers()['cache-control']).toBe('private, no-store')
    const cookies = await context.cookies()
    const utm = Object.fromEntries(cookies.filter((cookie) => ATTRIBUTION_COOKIES.includes(cookie.name as never)).map((cookie) => [cookie.name, cookie]))
    expect(Object.keys(utm).sort()).toEqual(['utm_campaign', 'utm_landing_page', 'utm_source'])
    expect(utm.utm_source).toMatchObject({ value: 'x', path: '/', secure: true, sameSite: 'Lax', httpOnly: false })
    // Next writes cookie values URI-encoded; js-cookie and the server read them decoded.
    expect(decodeURIComponent(utm.utm_landing_page?.value ?? '')).toBe('/pricing')
    // 365 days, give or take the test's own time.
    expect(utm.utm_source!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

    // Last touch: a new campaign replaces the old one's cookies.
    await page.goto('/crm?utm_source=z')
    expect(await cookieValue(context, 'utm_source')).toBe('z')
    expect(await cookieValue(context, 'utm_campaign')).toBeUndefined()
  })

  test('with Sec-GPC: 1 gets no marketing cookies', async ({ page, context }) => {
    await visitorFrom(page, 'US', { 'sec-gpc': '1' })
    const response = await page.goto('/pricing?utm_source=x&utm_campaign=y')
    expect(response?.status()).toBe(200)
    expect((await context.cookies()).filter((cookie) => cookieDefinition(cookie.name)?.category === 'marketing')).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------

test.describe('the consent interface is accessible', () => {
  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ]) {
    test(`with the banner open, and with the preferences panel open, on a ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport.size)
      await visitorFrom(page, 'DE')
      await page.goto('/lang/de/pricing')
      await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await page.locator('.consent-banner').getByRole('button', { name: 'Einstellungen' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe('the cookie policy', () => {
  test('lists the cookie definitions by category in every locale, linked from the banner and the footer', async ({ page }) => {
    await visitorFrom(page, 'DE')
    await page.goto('/crm')
    await banner(page).getByRole('link', { name: 'Cookie policy' }).click()
    await expect(page).toHaveURL(/\/l\/cookie-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible()
    await expect(page.getByRole('row', { name: /cookie_consent/ })).toContainText('365 days')
    await expect(page.getByRole('row', { name: /visit_id/ })).toContainText('30 minutes')
    for (const heading of ['Necessary', 'Functional', 'Analytics', 'Marketing']) {
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }

    const german = await page.goto('/lang/de/l/cookie-policy')
    expect(german?.status()).toBe(200)
    await expect(page.getByRole('columnheader', { name: 'Zweck' }).first()).toBeVisible()
    await expect(page.getByRole('row', { name: /cookie_consent/ })).toContainText('365 Tage')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/lang/de/l/cookie-policy')
  })
})

import type { APIRequestContext, Page } from '@playwright/test'

import { interfaceText } from '@/i18n/interface-text'

import { expect, test } from './fixtures'

/*
 * A product page's mini-site as a visitor sees it, on the seeded CRM mini-site: its links merge
 * into the site header on a large screen (the unified header) and stay whole on a phone; it
 * offers its alternative product; a link to another site opens in a new tab.
 */

const text = interfaceText('en')

/** A visitor outside the consent countries: no banner over the page. */
const usVisitor = { 'x-visitor-country': 'US' }

async function open(page: Page, url: string) {
  await page.setExtraHTTPHeaders(usVisitor)
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
}

const crmLinks = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'CRM product pages' })

async function communityHost(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { hosts: { community: string } }
  return settings.hosts.community
}

test.describe('on a large screen the header is unified', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the unified logo takes the site logo’s place, and links flagged removeFromUnified are hidden', async ({ page }) => {
    await open(page, '/crm')
    const banner = page.getByRole('banner')
    const unifiedLogo = banner.getByRole('link', { name: 'CRM product', exact: true })
    await expect(unifiedLogo).toHaveCount(1)
    await expect(unifiedLogo).toBeVisible()
    await expect(unifiedLogo).toHaveAttribute('href', '/crm')
    await expect(unifiedLogo.locator('img')).toHaveJSProperty('complete', true)
    await expect(banner.getByRole('link', { name: 'Orbit home' })).toBeHidden()

    const links = crmLinks(page)
    await expect(links.getByRole('link', { name: 'Features' })).toBeVisible()
    await expect(links.getByRole('link', { name: 'Pricing' })).toBeVisible()
    await expect(links.getByRole('link', { name: 'Templates' })).toBeHidden()
    // The site's own menu is still there beside the product's links.
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })

  test('a page without a mini-site keeps the site logo and has no product links', async ({ page }) => {
    await open(page, '/pricing')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Orbit home' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: /product pages$/ })).toHaveCount(0)
  })
})

test('/crm opens with one hero and one page heading', async ({ page }) => {
  await open(page, '/crm')
  await expect(page.locator('main .block-hero')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.locator('main .block-hero').getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('on a phone the product keeps its own bar', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every link is shown, the one left out of the unified header too', async ({ page }) => {
    await open(page, '/crm')
    const links = crmLinks(page)
    await expect(links.getByRole('link', { name: 'Templates' })).toBeVisible()
    await expect(links.getByRole('link', { name: 'Features' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Orbit home' })).toBeVisible()
    // The bar's own logo, in its small version; the unified logo is for large screens.
    await expect(links.getByRole('link', { name: 'CRM product', exact: true })).toBeVisible()
    await expect(page.locator('.site-header__unified-logo')).toBeHidden()
  })
})

test('the alternative switch leads to the alternative product’s mini-site', async ({ page }) => {
  await open(page, '/crm')
  const main = page.getByRole('main')
  await expect(main.getByText('Not looking for CRM?')).toBeVisible()
  const switchLink = main.getByRole('link', { name: 'Switch to Work management' })
  await expect(switchLink).toHaveAttribute('href', '/w/work-management')
  await switchLink.click()
  await expect(page).toHaveURL(/\/w\/work-management$/)
  await expect(page.getByRole('navigation', { name: 'Work management product pages' })).toBeVisible()
})

test('a mini-site link to another site opens in a new tab and says so', async ({ page, context, request }) => {
  const community = await communityHost(request)
  // The seeded host is an example address: the new tab gets a stand-in page.
  const escaped = community.replaceAll('.', '\\.')
  await context.route(new RegExp(`^${escaped}`), (route) => route.fulfill({ contentType: 'text/html', body: '<title>Community</title>' }))
  await open(page, '/crm')
  const link = crmLinks(page).getByRole('link', { name: `Community ${text.opensInNewTab}` })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('href', community)

  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(popup).toHaveURL(new RegExp(`^${escaped}/?$`))
  await popup.close()
  // Site paths stay in the same tab.
  await expect(crmLinks(page).getByRole('link', { name: 'Features' })).not.toHaveAttribute('target')
})

test('the footer link groups show their icons', async ({ page }) => {
  await open(page, '/pricing')
  const icons = page.getByRole('contentinfo').locator('img.site-footer__icon')
  await expect(icons).toHaveCount(5)
  await expect(icons.first()).toBeVisible()
  // Loaded, not a broken image (the fixture also fails the test on a failed request).
  expect(await icons.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  // Decoration: the group's title names it.
  await expect(icons.first()).toHaveAttribute('alt', '')
})

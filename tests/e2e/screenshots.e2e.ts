import { expect, test } from './fixtures'

/*
 * Screenshots of the home, pricing and a product page and of a German help article at desktop and phone widths, compared with
 * the baselines in screenshots.e2e.ts-snapshots/ so that a layout regression fails. After a
 * deliberate change of the pages, regenerate them (and commit the pictures):
 *
 *   npx playwright test tests/e2e/screenshots.e2e.ts --update-snapshots=all
 *
 * (plain --update-snapshots rewrites only pictures past the tolerance)
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'crm', path: '/crm' },
  { name: 'article-de', path: '/lang/de/helpcenter/create-your-first-board' },
]
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`${width} screenshots`, () => {
    test.use({ viewport })

    test.beforeEach(async ({ context, baseURL }) => {
      // A fixed visitor gets the same A/B variants on every run; a country that needs no
      // consent question keeps the banner away (consent.e2e.ts tests it).
      await context.addCookies([{ name: 'visitor_id', value: 'screenshot-visitor-0001', url: baseURL! }])
      await context.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })
    })

    for (const { name, path } of PAGES) {
      test(`the ${name} page looks as it did`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState('load')
        await page.evaluate(() => document.fonts.ready)
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.02,
        })
      })
    }
  })
}

test.describe('phone screenshot of the pricing comparison', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('its rows scrolled, the plan names still head the columns', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'visitor_id', value: 'screenshot-visitor-0001', url: baseURL! }])
    await context.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })
    await page.goto('/pricing')
    await page.evaluate(() => document.fonts.ready)
    const box = page.locator('section.block-pricing-table[data-product="work-management"] .pricing-compare')
    await box.scrollIntoViewIfNeeded()
    // Halfway down the rows, as a visitor's finger leaves it.
    await box.evaluate((element) => element.scrollTo({ top: Math.round((element.scrollHeight - element.clientHeight) / 2), behavior: 'instant' }))
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    await expect(box).toHaveScreenshot('pricing-comparison-phone.png', { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02 })
  })
})

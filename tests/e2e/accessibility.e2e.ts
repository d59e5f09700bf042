import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * WCAG 2.2 AA as axe-core checks it, on one page of each kind, on a desktop and a phone;
 * and the keyboard path a sighted keyboard user takes first.
 */

const PAGES = [
  { name: 'home', url: '/', status: 200 },
  { name: 'product page', url: '/crm', status: 200 },
  { name: 'pricing', url: '/pricing', status: 200 },
  { name: 'developer docs', url: '/developers/apps/quickstart', status: 200 },
  { name: 'legal page', url: '/l/privacy-policy', status: 200 },
  { name: 'not-found page', url: '/no-such-page-anywhere', status: 404 },
]

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    for (const { name, url, status } of PAGES) {
      test(`the ${name} has no WCAG 2.2 AA violations axe can find`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(status)
        await page.waitForLoadState('load')
        expect(await axeViolations(page)).toEqual([])
      })
    }

    test('open menus have no WCAG 2.2 AA violations axe can find', async ({ page }) => {
      await page.goto('/pricing')
      if (viewport.name === 'phone') {
        await page.getByLabel('Menu').first().click()
        await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
      } else {
        await page.locator('.site-nav summary').first().click()
        await expect(page.locator('.site-nav details[open] a').first()).toBeVisible()
      }
      await page.locator('details.language-switcher summary').click()
      await expect(page.getByRole('link', { name: 'Deutsch' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test.describe('keyboard', () => {
  test('Tab from the top reaches the skip link first, then the brand link', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(skip).toHaveAttribute('href', '#main')

    await page.keyboard.press('Tab')
    const brand = page.getByRole('banner').getByRole('link', { name: 'Orbit home' })
    await expect(brand).toBeFocused()
    await expect(brand).toHaveAttribute('href', '/')
  })

  test('the skip link takes keyboard users past the menus to the content', async ({ page }) => {
    await page.goto('/pricing')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await page.keyboard.press('Tab')
    // The next stop is inside the content, not the header's menus.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  })

  test('a submenu opens with Enter on its summary, reached by Tab', async ({ page }) => {
    await page.goto('/crm')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const summary = nav.locator('summary').first()
    const label = (await summary.textContent())!.trim()
    // Tab until the first submenu's summary has the focus, as a keyboard user would.
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab')
      if (await summary.evaluate((element) => element === document.activeElement)) break
    }
    await expect(summary, `Tab reaches the “${label}” submenu`).toBeFocused()
    const submenu = summary.locator('xpath=..')
    await expect(submenu).not.toHaveAttribute('open')
    await expect(submenu.getByRole('link').first()).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(submenu).toHaveAttribute('open')
    await expect(submenu.getByRole('link').first()).toBeVisible()
    // The next Tab goes into the open submenu.
    await page.keyboard.press('Tab')
    await expect(submenu.getByRole('link').first()).toBeFocused()
  })
})

import { LOCALE_CODES } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'

import { expect, test } from './fixtures'

/** The product pages of the seeded header's products submenu (SPEC §2). */
const PRODUCT_PAGES = ['/w/work-management', '/crm', '/w/dev', '/w/service', '/w/crm/campaigns']

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('close on Escape, and the focus goes back to the menu’s button', async ({ page }) => {
    await page.goto('/pricing')
    const products = page.locator('.site-nav details').first()
    await products.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(products).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(products).not.toHaveAttribute('open', '')
    await expect(products.locator('summary')).toBeFocused()
  })

  test('close on a click outside them', async ({ page }) => {
    await page.goto('/pricing')
    const products = page.locator('.site-nav details').first()
    await products.locator('summary').click()
    await expect(products.getByRole('link', { name: 'CRM' })).toBeVisible()
    // A point of the page well away from the open submenu (which covers part of the hero).
    await page.mouse.click(1400, 700)
    await expect(products.getByRole('link', { name: 'CRM' })).toBeHidden()
  })

  test('are open one at a time', async ({ page }) => {
    await page.goto('/pricing')
    const [products, solutions] = [page.locator('.site-nav details').nth(0), page.locator('.site-nav details').nth(1)]
    await products.locator('summary').click()
    await solutions.locator('summary').click()
    await expect(solutions).toHaveAttribute('open', '')
    await expect(products).not.toHaveAttribute('open', '')
    await page.locator('details.language-switcher summary').click()
    await expect(page.getByRole('link', { name: 'Deutsch' })).toBeVisible()
    await expect(solutions).not.toHaveAttribute('open', '')
  })

  test('do not repeat their parent as their first entry', async ({ page }) => {
    await page.goto('/')
    for (const menu of await page.locator('.site-nav details').all()) {
      const parent = (await menu.locator('summary').innerText()).replace('▾', '').trim()
      await expect(menu.locator('ul a').first()).not.toHaveText(parent)
    }
  })
})

test('the German header stays on one line at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(pathFor({ path: '/pricing' }, 'de'))
  const header = page.locator('header.site-header')
  const items = header.locator('.site-nav__item, .site-header__brand, .site-header__actions > *:visible')
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })))
  const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2
  const row = middle(boxes[0]!)
  // One line: every item is centred on the same row, none is taller than a line, and nothing sticks out.
  for (const box of boxes) expect(Math.abs(middle(box) - row)).toBeLessThan(12)
  for (const height of await header.locator('.site-nav__item').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))) {
    expect(height).toBeLessThan(40)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
})

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('reaches every product page and the solutions', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Menu').first().click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('group', { name: 'Solutions' })).toBeVisible()
    const products = menu.getByRole('group', { name: 'Products' })
    for (const path of PRODUCT_PAGES) {
      const link = products.locator(`a[href="${path}"]`)
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
    }
    // The links lead somewhere: each product page answers.
    for (const path of PRODUCT_PAGES) expect((await page.request.get(path)).status(), path).toBe(200)
    await products.locator('a[href="/crm"]').click()
    await expect(page).toHaveURL(/\/crm$/)
  })

  test('the language panel fits the screen at 390 and 320 px', async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto('/pricing')
      await page.locator('details.language-switcher summary').click()
      const list = page.locator('.language-switcher__list')
      await expect(list.getByRole('link', { name: 'Deutsch' })).toBeVisible()
      const box = (await list.boundingBox())!
      expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    }
  })
})

test('no main page scrolls sideways at 320 px, in any of the 16 languages', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 320, height: 640 })
  const wide: string[] = []
  for (const locale of LOCALE_CODES) {
    for (const path of ['/', '/pricing', '/crm']) {
      const url = pathFor({ path }, locale)
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      if (scrollWidth > innerWidth) wide.push(`${url}: ${scrollWidth} px`)
    }
  }
  expect(wide).toEqual([])
})

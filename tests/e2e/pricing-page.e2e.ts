import type { Locator, Page } from '@playwright/test'

import { pathFor } from '../../src/domain/routing/paths'

import { expect, test } from './fixtures'

/*
 * The pricing page: one product's plans at a time behind a product switch, each
 * product with a feature comparison table, in the page's language. Expected plans come from
 * the Pricing global, not from copies of the seed.
 */

const US = { 'x-visitor-country': 'US' }

type StoredPricing = { products?: { product: string; plans?: { tier: string; name: string }[] }[] }

async function planNamesOf(page: Page, product: string, locale = 'en'): Promise<string[]> {
  const response = await page.request.get(`/api/globals/pricing?depth=0&locale=${locale}`)
  expect(response.status()).toBe(200)
  const pricing = (await response.json()) as StoredPricing
  const names = (pricing.products?.find((entry) => entry.product === product)?.plans ?? []).map((plan) => plan.name)
  expect(names.length, `the Pricing global has ${product} plans`).toBeGreaterThan(0)
  return names
}

const table = (page: Page, product: string) => page.locator(`section.block-pricing-table[data-product="${product}"]`)
const productRadio = (page: Page, name: RegExp) => page.locator('.pricing-products__switch').getByRole('radio', { name })
const comparison = (section: Locator) => section.getByRole('table')
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(US)
})

test('the switch shows one product at a time, with its plans and its comparison table', async ({ page }) => {
  await page.goto('/pricing')
  await expect(table(page, 'work-management')).toBeVisible()
  await expect(table(page, 'crm')).toBeHidden()
  await expect(productRadio(page, /work management$/)).toBeChecked()

  await page.locator('label.pricing-products__option', { hasText: /CRM$/ }).click()
  await expect(productRadio(page, /CRM$/)).toBeChecked()
  const crm = table(page, 'crm')
  await expect(crm).toBeVisible()
  await expect(table(page, 'work-management')).toBeHidden()
  await expect(crm.locator('.pricing-plan__name')).toHaveText(await planNamesOf(page, 'crm'))
  await expect(page).toHaveURL(/[?&]product=crm/)

  // Its comparison table: a caption, the plans as column headers, feature rows with a mark or a limit.
  const compare = comparison(crm)
  await expect(compare).toBeVisible()
  await expect(compare.locator('caption')).toHaveText(/CRM/)
  await expect(compare.locator('thead th[scope="col"]:not(.pricing-compare__corner)')).toHaveText(await planNamesOf(page, 'crm'))
  await expect(compare.getByRole('rowheader', { name: 'Sales forecasting' })).toBeVisible()
  const contacts = compare.getByRole('row', { name: /^Contacts/ })
  await expect(contacts.getByRole('cell').first()).toHaveText('Up to 500')
  await expect(contacts.getByRole('cell').last()).toHaveText('Unlimited')
  await expect(
    compare
      .getByRole('row', { name: /^Single sign-on/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/Not included/)

  // The product the address names comes first, on a fresh load too.
  await page.goto('/pricing?product=service')
  await expect(table(page, 'service')).toBeVisible()
  await expect(table(page, 'work-management')).toBeHidden()
  await expect(comparison(table(page, 'service')).getByRole('rowheader', { name: 'Ticket inbox' })).toBeVisible()
})

test('the arrow keys move between products', async ({ page }) => {
  await page.goto('/pricing')
  const first = productRadio(page, /work management$/)
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(productRadio(page, /CRM$/)).toBeFocused()
  await expect(productRadio(page, /CRM$/)).toBeChecked()
  await expect(table(page, 'crm')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(table(page, 'dev')).toBeVisible()
  await expect(table(page, 'crm')).toBeHidden()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(first).toBeChecked()
  await expect(table(page, 'work-management')).toBeVisible()
})

test('the yearly switch saves what the cards of the product shown save', async ({ page }) => {
  await page.goto('/pricing?product=crm')
  const crm = table(page, 'crm')
  await expect(crm).toBeVisible()

  await crm.locator('label.pricing-table__option--monthly').click()
  const monthly = (await crm.locator('.pricing-plan__period--monthly .pricing-plan__figure').allTextContents()).map(amount)
  await crm.locator('label.pricing-table__option--yearly').click()
  const toggle = await crm.locator('.pricing-table__saving').textContent()
  const percent = Number(/(\d+)\s*%/.exec(toggle ?? '')?.[1])
  expect(percent).toBeGreaterThan(0)
  const yearly = (await crm.locator('.pricing-plan__period--yearly .pricing-plan__figure').allTextContents()).map(amount)
  expect(yearly.length).toBeGreaterThan(0)
  expect(yearly).toHaveLength(monthly.length)
  yearly.forEach((price, index) => expect(price).toBeCloseTo((monthly[index]! * (100 - percent)) / 100, 2))
  const cardSavings = await crm.locator('.pricing-plan__saving:visible').allTextContents()
  expect(cardSavings.length).toBe(yearly.length)
  for (const saving of cardSavings) expect(saving).toBe(toggle)

  // The period chosen stays chosen in the next product's table.
  await crm.locator('label.pricing-table__option--monthly').click()
  await page.locator('label.pricing-products__option', { hasText: /dev$/i }).click()
  await expect(table(page, 'dev').locator('.pricing-table__choice--monthly')).toBeChecked()
})

test('the German page compares the plans in German', async ({ page }) => {
  await page.goto('/pricing')
  const englishRows = (await comparison(table(page, 'work-management')).locator('tbody th').allTextContents()).filter((text) => text.includes(' '))
  expect(englishRows.length).toBeGreaterThan(5)

  await page.goto(pathFor({ path: '/pricing' }, 'de'))
  const compare = comparison(table(page, 'work-management'))
  await expect(compare).toBeVisible()
  await expect(compare.locator('caption')).toContainText('Tarife im Vergleich')
  await expect(compare.getByRole('rowheader', { name: 'Dateispeicher' })).toBeVisible()
  await expect(
    compare
      .getByRole('row', { name: /^Automatisierungen pro Monat/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('250.000')
  const germanRows = await compare.locator('tbody th').allTextContents()
  expect(germanRows.filter((text) => englishRows.includes(text))).toEqual([])
  // The plans' feature lists are German too.
  await expect(table(page, 'work-management').locator('.pricing-plan__features li', { hasText: 'Alles aus Basic, dazu:' })).toHaveCount(1)
  await expect(table(page, 'work-management').getByText('Everything in Basic, plus:')).toHaveCount(0)
})

test('on a phone, switching product keeps the page where it was, with no reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/pricing')
  const switcher = page.locator('.pricing-products__switch')
  await switcher.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -120)) // not at an edge of the page
  const before = { y: (await switcher.boundingBox())!.y, scrollY: await page.evaluate(() => window.scrollY) }
  expect(before.scrollY).toBeGreaterThan(0)
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true))

  await page.locator('label.pricing-products__option', { hasText: /CRM$/ }).click()
  await expect(productRadio(page, /CRM$/)).toBeChecked()
  await expect(page).toHaveURL(/[?&]product=crm/)
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  expect(Math.abs((await switcher.boundingBox())!.y - before.y)).toBeLessThanOrEqual(2)
  expect(await page.evaluate(() => window.scrollY)).toBe(before.scrollY)
})

test('on a phone the comparison table scrolls inside its own box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/pricing')
  const box = table(page, 'work-management').locator('.pricing-compare')
  await box.scrollIntoViewIfNeeded()
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('on a phone the plan names stay at the top of the comparison while its rows scroll by', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/pricing')
  const box = table(page, 'work-management').locator('.pricing-compare')
  // As a visitor does: the page brings the box into view, then the finger scrolls inside it.
  await box.scrollIntoViewIfNeeded()
  await expect(box, 'the whole box fits on the screen').toBeInViewport({ ratio: 1 })
  await box.hover()
  await page.mouse.wheel(0, 600)
  await expect.poll(() => box.evaluate((element) => element.scrollTop), { message: 'the rows scroll inside the box' }).toBeGreaterThan(0)
  const header = comparison(table(page, 'work-management')).locator('thead th.pricing-compare__plan').first()
  await expect.poll(async () => Math.round((await header.boundingBox())!.y - (await box.boundingBox())!.y)).toBe(0)
  await expect(header).toBeInViewport()
})

test('on a wide screen the plan names stay in view while the rows scroll by', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/pricing')
  const compare = comparison(table(page, 'work-management'))
  await compare.getByRole('rowheader', { name: 'Dedicated success manager' }).scrollIntoViewIfNeeded()
  const header = compare.locator('thead th.pricing-compare__plan').first()
  await expect.poll(async () => (await header.boundingBox())?.y).toBeCloseTo(0, 0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the switch still changes products', async ({ page }) => {
    await page.goto('/pricing')
    await expect(table(page, 'work-management')).toBeVisible()
    await page.locator('label.pricing-products__option', { hasText: /CRM$/ }).click()
    await expect(table(page, 'crm')).toBeVisible()
    await expect(comparison(table(page, 'crm'))).toBeVisible()
    await expect(table(page, 'work-management')).toBeHidden()
  })
})

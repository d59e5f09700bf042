import type { Page } from '@playwright/test'

import { pathFor } from '../../src/domain/routing/paths'

import { expect, test } from './fixtures'

/** The alt text of the hero picture of the page at `path`. */
async function heroAlt(page: Page, path: string): Promise<string> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  return (await page.locator('.block-hero').first().locator('img.block-hero__image').getAttribute('alt')) ?? ''
}

/** The main pages: home, pricing, each product page, the templates gallery and contact sales. */
const MAIN_PAGES = [
  '/',
  '/pricing',
  '/w/work-management',
  '/crm',
  '/marketing',
  '/w/crm/campaigns',
  '/project-management',
  '/w/dev',
  '/w/service',
  '/templates',
  '/sales/contact-us',
]

test.describe('the main pages’ hero pictures', () => {
  for (const path of MAIN_PAGES) {
    test(`${path} opens with a described picture that loads first`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const picture = page.locator('.block-hero').first().locator('img.block-hero__image')
      await expect(picture).toBeVisible()
      expect((await picture.getAttribute('alt'))?.trim().length ?? 0, 'the picture says what it shows').toBeGreaterThan(10)
      // The largest thing in the first view: fetched at once and first, never lazily.
      await expect(picture).not.toHaveAttribute('loading', 'lazy')
      await expect(picture).toHaveAttribute('fetchpriority', 'high')
      await expect(picture).toHaveAttribute('width', /^\d+$/)
      await expect(picture).toHaveAttribute('height', /^\d+$/)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    })
  }

  // The picture's alt text is the media library's, saved in every language: a German reader hears German.
  for (const locale of ['de', 'ja'] as const) {
    test(`the ${locale} home page describes its hero picture in its own language`, async ({ page }) => {
      const english = await heroAlt(page, '/')
      const translated = await heroAlt(page, pathFor({ path: '/' }, locale))
      expect(translated.trim().length, 'the picture says what it shows').toBeGreaterThan(10)
      expect(translated).not.toBe(english)
    })
  }

  test('the home page shows the customers’ logos, each named', async ({ page }) => {
    await page.goto('/')
    const logos = page.locator('.block-logo-wall img')
    await expect(logos).toHaveCount(6)
    for (const alt of await logos.evaluateAll((images) => images.map((img) => img.getAttribute('alt') ?? ''))) expect(alt.trim()).not.toBe('')
  })

  test('the text is set in the site’s own typeface, served by the site', async ({ page }) => {
    const fontRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url())
    })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    const family = await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)
    expect(family).toMatch(/inter/i)
    expect(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded'))).toBe(true)
    const origin = new URL(page.url()).origin
    expect(fontRequests.length).toBeGreaterThan(0)
    for (const url of fontRequests) expect(new URL(url).origin).toBe(origin)
  })

  test('five product cards share one row on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const tops = await page.locator('.block-product-cards__list > li').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    expect(tops).toHaveLength(5)
    expect(new Set(tops).size).toBe(1)
  })
})

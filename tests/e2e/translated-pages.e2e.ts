import type { Page } from '@playwright/test'

import { pathFor } from '../../src/domain/routing/paths'

import { expect, test } from './fixtures'

/** The visible headings and paragraphs of the page's main content, as a visitor reads them. */
async function bodyTexts(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const texts = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6, p')
    .evaluateAll((elements) =>
      elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => (element.textContent ?? '').trim()),
    )
  return texts.filter((text) => text.length > 0)
}

/** A sentence, not a name: plan names (Pro, Enterprise) and product names (Orbit CRM) read the same in every language. */
const isSentence = (text: string) => text.split(/\s+/).length >= 3

test.describe('the translated starter pages', () => {
  // The home and pricing pages, two product pages, two use-case pages, contact sales and two legal pages: pages the seed writes in every language.
  for (const path of [
    '/',
    '/pricing',
    '/crm',
    '/w/work-management',
    '/use-cases/hr',
    '/use-cases/agile',
    '/sales/contact-us',
    '/l/privacy-policy',
    '/l/terms-of-service',
  ]) {
    for (const locale of ['de', 'ja'] as const) {
      test(`${path} in ${locale} has no English body text from the English page`, async ({ page }) => {
        const english = (await bodyTexts(page, path)).filter(isSentence)
        expect(english.length, 'the English page has text to compare').toBeGreaterThan(3)
        const translated = await bodyTexts(page, pathFor({ path }, locale))
        const body = translated.join('\n')
        expect(english.filter((sentence) => body.includes(sentence))).toEqual([])
      })
    }
  }
})

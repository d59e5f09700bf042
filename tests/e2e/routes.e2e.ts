import type { APIRequestContext } from '@playwright/test'

import { seedCopy } from '../../src/cms/seed/copy'
import { brandRoute, SITE_ROUTES } from '../../src/cms/seed/site-routes'
import { languageEntry, type Locale } from '../../src/domain/locales'
import { isProductFramedPath } from '../../src/domain/routing/framed-pages'
import { pathFor } from '../../src/domain/routing/paths'
import { messages } from '../../src/i18n/messages'

import { expect, test } from './fixtures'

/**
 * Every address of SPEC §2 answers in English and in three other languages, as the seed
 * publishes it: status, the document's language, the header and the footer.
 */

// The e2e server runs with the default brand (BRAND_NAME and BRAND_SLUG unset): Orbit, orbit.
const BRAND = { name: 'Orbit', slug: 'orbit' }
const LOCALES_UNDER_TEST: Locale[] = ['en', 'de', 'ja', 'es']

type Route = { path: string; title: string; onlyInLocales?: Locale[] }
const SEEDED_IN_EVERY_LANGUAGE = [
  '/pricing',
  '/w/work-management',
  '/crm',
  '/w/dev',
  '/w/service',
  '/w/crm/campaigns',
  '/sales/contact-us',
  '/l/privacy-policy',
  '/l/terms-of-service',
  '/accessibility-statement',
  '/use-cases/hr',
  '/use-cases/team-management',
  '/use-cases/creative-agencies',
  '/use-cases/client-project-management',
  '/use-cases/product-management',
  '/use-cases/agile',
  '/use-cases/production-management',
]
const ROUTES: Route[] = [
  { path: '/', title: '' }, // the home page's title is the admin tests' to change
  ...SITE_ROUTES.map((route) => brandRoute(route, BRAND)),
]

/** Pages that exist for a form, and the page the product frames to sync its cookies: no reading matter expected. */
const NOT_FOR_READING = ['/sales/contact-us', '/helpcenter/contact-support', '/external/hp-sync']
const MIN_WORDS = 150

/** The words a visitor reads in the main content: scripts, styles and markup left out. */
function mainWords(html: string): number {
  const main = /<main[ >][\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const text = main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

const expectedStatus = (route: Route, locale: Locale) => (!route.onlyInLocales?.length || route.onlyInLocales.includes(locale) ? 200 : 404)

/** How React writes text into HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')

type Check = { url: string; problems: string[] }

/** The seeded menus' English texts that `locale` words otherwise: none may show in its header or footer. */
const englishMenuTexts = (locale: Locale): string[] => {
  const own = seedCopy(locale).navigation
  return Object.entries(seedCopy('en').navigation)
    .filter(([key, text]) => own[key as keyof typeof own] !== text)
    .map(([, text]) => text.replaceAll('{brand}', 'Orbit'))
}

/** What a visitor would notice on one address, read from the HTML. */
async function checkAddress(request: APIRequestContext, route: Route, locale: Locale): Promise<Check> {
  const url = pathFor(route, locale)
  const response = await request.get(url, { maxRedirects: 0 })
  const html = await response.text()
  const problems: string[] = []
  const status = expectedStatus(route, locale)
  if (response.status() !== status) problems.push(`status ${response.status()}, expected ${status}`)
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]
  if (lang !== languageEntry(locale).htmlLang) problems.push(`<html lang="${lang}">, expected "${languageEntry(locale).htmlLang}"`)
  // The page's own header and footer (a <header> inside <main> is not the banner); a page the
  // product frames shows inside the product's own chrome, so it has neither.
  const chrome = { header: /<header class="site-header[ "]/.test(html), footer: /<footer class="site-footer[ "]/.test(html) }
  const framed = isProductFramedPath(route.path)
  if (chrome.header === framed) problems.push(framed ? 'a site header in a framed page' : 'no site header')
  if (chrome.footer === framed) problems.push(framed ? 'a site footer in a framed page' : 'no site footer')
  if (!/<main[ >]/.test(html)) problems.push('no <main>')
  // Most seeded pages have no translations of their own: every language shows the English words.
  // Pricing, the five product pages, the seven use-case pages, contact sales and the legal pages are seeded in every language
  // (translated-pages.e2e.ts checks their words).
  const titleInEnglish = locale === 'en' || !SEEDED_IN_EVERY_LANGUAGE.includes(route.path)
  if (status === 200 && route.title && titleInEnglish && !html.includes(escapeHtml(route.title))) problems.push(`the title “${route.title}” is not on the page`)
  if (status === 200 && locale === 'en' && !NOT_FOR_READING.includes(route.path)) {
    const words = mainWords(html)
    if (words < MIN_WORDS) problems.push(`${words} words of main content, fewer than ${MIN_WORDS}`)
  }
  // A page its language has not translated is English, marked so, and says so in the visitor's language.
  if (status === 200 && locale !== 'en') {
    const marked = /<article class="page-view" lang="en"/.test(html)
    const shownInEnglish = route.path !== '/' && titleInEnglish && !route.onlyInLocales?.includes(locale)
    if (marked !== shownInEnglish) problems.push(shownInEnglish ? 'English text not marked lang="en"' : 'translated text marked lang="en"')
    if (shownInEnglish && !html.includes(escapeHtml(messages(locale).common.shownInEnglish))) problems.push('no note that the page is in English')
    // The site's own menus, in the header and the footer, read in the visitor's language.
    const menus = [/<header class="site-header[\s\S]*?<\/header>/.exec(html)?.[0], /<footer class="site-footer[\s\S]*?<\/footer>/.exec(html)?.[0]].join('')
    for (const text of englishMenuTexts(locale)) if (menus.includes(`>${escapeHtml(text)}<`)) problems.push(`a menu reads “${text}”`)
    // Its buttons are interface, in the visitor's language (sharedButtonText).
    for (const key of ['signUp', 'contactSales'] as const) {
      const english = messages('en').common[key]
      if (messages(locale).common[key] !== english && new RegExp(`>${english}(</a>|<span)`).test(html)) problems.push(`a button reads “${english}”`)
    }
  }
  return { url, problems }
}

/** Runs `work` over `items`, a few at a time (the server has two cores). */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

test.describe('every route of the spec', () => {
  test('the seed publishes the routes this file checks', () => {
    // Guards against a seed change that would make the checks below vacuous.
    expect(ROUTES.length).toBeGreaterThan(100)
    expect(ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/why-orbit', '/w/orbitdb', '/hr/welcometoorbit', '/l/impressum']))
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length)
  })

  for (const locale of LOCALES_UNDER_TEST) {
    test(`answers in ${languageEntry(locale).name} with its language, header and footer`, async ({ request }) => {
      // The first language renders every page for the first time (nothing cached yet).
      test.setTimeout(240_000)
      const checks = await inBatches(ROUTES, 4, (route) => checkAddress(request, route, locale))
      const failures = checks.filter((check) => check.problems.length > 0).map((check) => `${check.url}: ${check.problems.join('; ')}`)
      expect(failures, `${failures.length} of ${checks.length} addresses are wrong`).toEqual([])
    })
  }

  test('the imprint exists only in German', async ({ request }) => {
    const imprint = { path: '/l/impressum' }
    expect((await request.get(pathFor(imprint, 'de'))).status()).toBe(200)
    expect((await request.get(pathFor(imprint, 'en'))).status()).toBe(404)
    expect((await request.get(pathFor(imprint, 'ja'))).status()).toBe(404)
  })

  // A sample per language in a real browser: what the visitor sees, and no broken script or asset.
  const SAMPLES = ['/', '/pricing', '/developers/apps/quickstart', '/hr/welcometoorbit']
  for (const locale of LOCALES_UNDER_TEST) {
    test(`in ${languageEntry(locale).name}, sample pages show their header, heading and footer`, async ({ page }) => {
      for (const path of SAMPLES) {
        const url = pathFor({ path }, locale)
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expect(page.locator('html'), url).toHaveAttribute('lang', languageEntry(locale).htmlLang)
        await expect(page.getByRole('banner'), url).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible()
        await expect(page.getByRole('contentinfo'), url).toBeVisible()
      }
    })
  }

  test('the German imprint shows in German, and English visitors get the not-found page', async ({ page }) => {
    const german = await page.goto('/lang/de/l/impressum')
    expect(german?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await expect(page.getByText('Angaben gemäß § 5 DDG.')).toBeVisible()

    const english = await page.goto('/l/impressum')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

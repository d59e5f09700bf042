import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from './fixtures'
import { publishedPage, signInOverApi, staffAccount } from './staff'

/**
 * What a marketer publishes is what visitors see, in every language, at once, although pages are
 * cached for an hour: a wait far below that catches a missed revalidation. How soon is a figure
 * each test reports (annotation `freshness`), not a clock it asserts on a shared machine.
 */
const FRESH_WITHIN_MS = 15_000

// A page no other browser test changes.
const PAGE_PATH = '/w/insights'
const german = (path: string) => `/lang/de${path}`

test.describe.configure({ mode: 'serial' })

let editor: APIRequestContext
let publishPage: Awaited<ReturnType<typeof signInOverApi>>['publishPage']

test.beforeAll(async ({ playwright }, testInfo) => {
  // The marketer works in a context of their own: the visitor's requests carry no staff cookie.
  editor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  ;({ publishPage } = await signInOverApi(editor, await staffAccount(editor, 'marketer')))
})

test.afterAll(async () => {
  await editor?.dispose()
})

/** The text of the page's <title> as a visitor's browser gets it, or its status when it is not a page. */
async function documentTitle(visitor: APIRequestContext, url: string): Promise<string> {
  const response = await visitor.get(url, { maxRedirects: 0 })
  if (response.status() !== 200) return `status ${response.status()}`
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '(no title)'
}

/** Loads each address until the cache serves it (a HIT), so a change can only show through a refresh. */
async function warmCache(visitor: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    await expect.poll(async () => (await visitor.get(url)).headers()['x-nextjs-cache'], { message: `${url} is cached`, timeout: 15_000 }).toBe('HIT')
  }
}

test('a published title is live in English and German at once, though pages are cached', async ({ request: visitor }) => {
  const page = await publishedPage(visitor, PAGE_PATH)
  const urls = [PAGE_PATH, german(PAGE_PATH)]
  await warmCache(visitor, urls)
  for (const url of urls) expect(await documentTitle(visitor, url)).toContain(page.title)

  const newTitle = `Insights, refreshed ${Date.now()}`
  try {
    await publishPage(page.id, { title: newTitle })
    const published = Date.now()
    // The German page has no title of its own: it shows the English one.
    await Promise.all(
      urls.map((url) =>
        expect.poll(() => documentTitle(visitor, url), { message: `the new title on ${url}`, timeout: FRESH_WITHIN_MS, intervals: [50] }).toContain(newTitle),
      ),
    )
    const elapsed = Date.now() - published
    test.info().annotations.push({ type: 'freshness', description: `new title live in both languages after ${elapsed} ms` })
    console.log(`[freshness] new title live in both languages after ${elapsed} ms`)
  } finally {
    await publishPage(page.id, { title: page.title })
  }
  for (const url of urls) await expect.poll(() => documentTitle(visitor, url), { timeout: 10_000 }).toContain(page.title)
})

/** The address a link preview takes its picture from, as a crawler reads the page (without the origin). */
async function shareCardOf(visitor: APIRequestContext, url: string): Promise<string> {
  const html = await (await visitor.get(url)).text()
  return new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname
}

/** The picture's pixels, after checking it is a PNG of a link preview's size. */
async function pixelsOf(visitor: APIRequestContext, path: string): Promise<Buffer> {
  const response = await visitor.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const { data, info } = await sharp(await response.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([1200, 630])
  return data
}

test('link previews show a picture drawn from the page’s title in its language, drawn again when it is published', async ({ request: visitor }) => {
  const [inEnglish, inGerman] = [await shareCardOf(visitor, '/pricing'), await shareCardOf(visitor, german('/pricing'))]
  expect([inEnglish, inGerman]).toEqual(['/nhp/share/en/pricing.png', '/nhp/share/de/pricing.png'])
  expect((await pixelsOf(visitor, inEnglish)).equals(await pixelsOf(visitor, inGerman))).toBe(false)
  // Only the published pages' pictures exist.
  for (const path of ['/nhp/share/en/no-such-page.png', '/nhp/share/xx/pricing.png']) expect((await visitor.get(path)).status(), path).toBe(404)

  const page = await publishedPage(visitor, PAGE_PATH)
  const card = await shareCardOf(visitor, PAGE_PATH)
  const before = await pixelsOf(visitor, card)
  try {
    await publishPage(page.id, { title: `Insights, drawn again ${Date.now()}` })
    await expect
      .poll(async () => (await pixelsOf(visitor, card)).equals(before), { message: `${card} shows the new title`, timeout: FRESH_WITHIN_MS, intervals: [50] })
      .toBe(false)
  } finally {
    await publishPage(page.id, { title: page.title })
  }
  await expect.poll(async () => (await pixelsOf(visitor, card)).equals(before), { timeout: 10_000 }).toBe(true)
})

/** The addresses the sitemap lists, as a crawler reads them (without the origin). */
async function sitemapPaths(visitor: APIRequestContext): Promise<string[]> {
  const xml = await (await visitor.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

test('a moved page answers at its new address and 404 at the old one, and the sitemap lists it there, at once', async ({ request: visitor }) => {
  const page = await publishedPage(visitor, PAGE_PATH)
  const movedPath = `${PAGE_PATH}-moved-${Date.now()}`
  await warmCache(visitor, [PAGE_PATH, german(PAGE_PATH), '/sitemap.xml'])
  // Listed in English only: its German page shows the English text, which search engines are not offered twice.
  expect(await sitemapPaths(visitor)).toContain(PAGE_PATH)

  const statusOf = async (url: string) => (await visitor.get(url, { maxRedirects: 0 })).status()
  const expectStatuses = (expected: Record<string, number>) =>
    Promise.all(
      Object.entries(expected).map(([url, status]) =>
        expect.poll(() => statusOf(url), { message: `${url} answers ${status}`, timeout: FRESH_WITHIN_MS, intervals: [50] }).toBe(status),
      ),
    )

  try {
    await publishPage(page.id, { path: movedPath })
    const published = Date.now()
    await expectStatuses({ [PAGE_PATH]: 404, [german(PAGE_PATH)]: 404, [movedPath]: 200, [german(movedPath)]: 200 })
    await expect
      .poll(() => sitemapPaths(visitor), { message: 'the sitemap lists the new address', timeout: FRESH_WITHIN_MS, intervals: [50] })
      .toContain(movedPath)
    expect(await sitemapPaths(visitor)).not.toContain(PAGE_PATH)
    const elapsed = Date.now() - published
    test.info().annotations.push({ type: 'freshness', description: `move live in both languages after ${elapsed} ms` })
    console.log(`[freshness] move live in both languages after ${elapsed} ms`)
    expect(await documentTitle(visitor, movedPath)).toContain(page.title)
  } finally {
    await publishPage(page.id, { path: PAGE_PATH })
  }
  // Back where it was, for the tests that come after.
  await expect.poll(() => statusOf(PAGE_PATH), { timeout: 10_000 }).toBe(200)
  await expect.poll(() => statusOf(german(PAGE_PATH)), { timeout: 10_000 }).toBe(200)
  await expect.poll(() => statusOf(movedPath), { timeout: 10_000 }).toBe(404)
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import type { APIRequestContext, FrameLocator, Page } from '@playwright/test'

import { E2E_DIST_DIR } from '../helpers/e2e-env'

import { axeViolations } from './axe'
import { member } from './community-setup'
import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

/**
 * Staff preview: the admin's live preview of a page shows an unsaved edit as it is typed, a click
 * on a block in the frame focuses its fields, the preview's toolbar changes the visitor it shows
 * the page to, and none of it reaches visitors or the page cache. How soon an edit shows is the
 * annotation `live preview`, not an assertion on a shared machine's clock.
 */
const LIVE_WITHIN_MS = 15_000
const PAGE_PATH = `/w/preview-${Date.now()}`
const PUBLISHED_HEADING = 'The published heading'
const SECOND_HEADING = 'The second block'

test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
let staffHeaders: Record<string, string>
let account: { email: string; password: string }
let pageId: number

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  account = await staffAccount(api, 'marketer')
  const login = await api.post('/api/users/login', { data: account })
  staffHeaders = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const created = await api.post('/api/pages', {
    headers: staffHeaders,
    data: {
      title: 'Preview test page',
      path: PAGE_PATH,
      _status: 'published',
      layout: [
        { blockType: 'hero', heading: PUBLISHED_HEADING },
        { blockType: 'hero', heading: SECOND_HEADING },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  pageId = ((await created.json()) as { doc: { id: number } }).doc.id
})

test.afterAll(async () => {
  if (pageId) await api.delete(`/api/pages/${pageId}`, { headers: staffHeaders })
  await api?.dispose()
})

/** Opens the page's editor with its live preview beside it; the frame once it shows the page. */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  await signIn(page, account)
  await page.goto(`/admin/collections/pages/${pageId}`)
  // Payload keeps the live preview open for this user once it was opened (a preference).
  const iframe = page.locator('#live-preview-iframe')
  const toggle = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(iframe.or(toggle).first()).toBeVisible()
  if (!(await iframe.isVisible())) await toggle.click()
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.getByText('Preview: draft')).toBeVisible()
  return frame
}

/** Loads an address until the cache serves it (a HIT). */
async function warmCache(visitor: APIRequestContext, url: string) {
  await expect.poll(async () => (await visitor.get(url)).headers()['x-nextjs-cache'], { message: `${url} is cached`, timeout: 15_000 }).toBe('HIT')
}

test('/api/preview refuses visitors (401) and community members (403), and lets staff in', async ({ request, playwright }, testInfo) => {
  const anonymous = await request.get(`/api/preview?path=${PAGE_PATH}`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('staff-preview')

  const site = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  try {
    const author = await member(site, api, { prefix: 'previewer' })
    // With the member's session cookie (set by the login; sent as a browser on this site does) and with their token alike.
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, author.headers]) {
      const refused = await site.get(`/api/preview?path=${PAGE_PATH}`, { maxRedirects: 0, headers })
      expect(refused.status()).toBe(403)
      expect(refused.headers()['set-cookie'] ?? '').not.toContain('staff-preview')
    }
  } finally {
    await site.dispose()
  }

  const staff = await api.get(`/api/preview?path=${PAGE_PATH}&locale=de`, { maxRedirects: 0, headers: staffHeaders })
  expect(staff.status()).toBe(307)
  expect(staff.headers()['location']).toBe(`/lang/de${PAGE_PATH}`)
  expect(staff.headers()['set-cookie']).toContain('staff-preview')
  expect(staff.headers()['cache-control']).toBe('private, no-store')

  const elsewhere = await api.get(`/api/preview?path=${encodeURIComponent('//evil.example')}`, { maxRedirects: 0, headers: staffHeaders })
  expect(elsewhere.status()).toBe(400)

  // A moderator reviews templates: no drafts of the site's pages.
  const moderator = await staffAccount(api, 'moderator')
  const moderatorLogin = await api.post('/api/users/login', { data: moderator })
  const moderatorHeaders = { Authorization: `JWT ${((await moderatorLogin.json()) as { token: string }).token}` }
  const refused = await api.get(`/api/preview?path=${PAGE_PATH}`, { maxRedirects: 0, headers: moderatorHeaders })
  expect(refused.status()).toBe(403)
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('staff-preview')
})

test('the draft-mode secret belongs to one session: it ends with it, and shows no draft without it', async ({ playwright, request }, testInfo) => {
  const draftOnly = `A heading not yet published ${Date.now()}`
  const saveDraft = (heading: string) =>
    api.patch(`/api/pages/${pageId}?draft=true`, {
      headers: staffHeaders,
      data: {
        layout: [
          { blockType: 'hero', heading },
          { blockType: 'hero', heading: SECOND_HEADING },
        ],
        _status: 'draft',
      },
    })
  expect((await saveDraft(draftOnly)).status()).toBe(200)
  // As a browser on this site sends its cookies (a session cookie without it is not believed).
  const browser = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'Sec-Fetch-Site': 'same-origin' } })
  try {
    await browser.post('/api/users/login', { data: account })
    const entered = await browser.get(`/api/preview?path=${PAGE_PATH}`, { maxRedirects: 0 })
    const secret = /staff-preview=([^;]+)/.exec(entered.headers()['set-cookie'] ?? '')?.[1]
    expect(secret).toBeTruthy()
    // Another session of the same account gets another secret.
    const second = await api.get(`/api/preview?path=${PAGE_PATH}`, { maxRedirects: 0, headers: staffHeaders })
    expect(/staff-preview=([^;]+)/.exec(second.headers()['set-cookie'] ?? '')?.[1]).not.toBe(secret)
    expect(await (await browser.get(PAGE_PATH)).text()).toContain(draftOnly)

    // The secret without its session shows a stranger the published page only, and keeps it private.
    const stolen = await request.get(PAGE_PATH, { headers: { cookie: `staff-preview=${secret}` } })
    const stolenHtml = await stolen.text()
    expect(stolenHtml).toContain(PUBLISHED_HEADING)
    expect(stolenHtml).not.toContain(draftOnly)
    expect(stolen.headers()['cache-control']).toMatch(/no-store/)

    // Logged out, the browser keeps its cookie and reads nothing a visitor could not.
    await browser.post('/api/users/logout')
    const afterLogout = await (await browser.get(PAGE_PATH)).text()
    expect(afterLogout).toContain(PUBLISHED_HEADING)
    expect(afterLogout).not.toContain(draftOnly)
  } finally {
    await browser.dispose()
    // The live preview below starts from the published heading.
    await saveDraft(PUBLISHED_HEADING)
  }
})

test('Next’s revalidation header, even with the build’s own preview id, opens no internal page and stores nothing for visitors', async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(E2E_DIST_DIR, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } }
  const previewId = manifest.preview.previewModeId
  // The known-visitor copy of the pricing page, by its internal address: before, the header skipped
  // the proxy and answered it 200 and shareable, and the next visitor got it from the recent copies.
  const forged = await request.get('/en/visitor.known/pricing', {
    headers: { 'x-prerender-revalidate': previewId, cookie: `__prerender_bypass=${previewId}` },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(404)
  expect(await forged.text()).not.toContain('Go to my account')
  const visitor = await request.get('/pricing')
  expect(visitor.status()).toBe(200)
  expect(await visitor.text()).not.toContain('Go to my account')
})

test('an unsaved hero edit shows in the live preview as it is typed; a click on a block focuses its field', async ({ page }) => {
  const frame = await openLivePreview(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADING)

  // Click-to-edit: the second block's heading field opens and takes the focus.
  await frame.getByRole('heading', { name: SECOND_HEADING }).click()
  await expect(page.locator('#field-layout__1__heading')).toBeFocused()
  await frame.getByRole('heading', { level: 1 }).click()
  const heading = page.locator('#field-layout__0__heading')
  await expect(heading).toBeFocused()

  const draft = `A draft heading ${Date.now()}`
  await heading.fill(draft)
  const typed = Date.now()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draft, { timeout: LIVE_WITHIN_MS })
  const shownAfter = Date.now() - typed
  test.info().annotations.push({ type: 'live preview', description: `draft shown ${shownAfter} ms after typing` })
  console.log(`[live preview] draft shown ${shownAfter} ms after typing`)
})

test('the preview toolbar switches the country, the language and an A/B variant', async ({ page }) => {
  const frame = await openLivePreview(page)
  const frameUrl = async () => new URL((await (await page.locator('#live-preview-iframe').elementHandle())!.contentFrame())!.url())

  // Germany: a consent country, so the banner asks first.
  const toolbar = frame.locator('#preview-draft-bar')
  await toolbar.getByLabel('Visitor country').selectOption('DE')
  await expect.poll(async () => (await frameUrl()).searchParams.get('preview-country')).toBe('DE')
  await expect(frame.getByRole('button', { name: /reject/i }).first()).toBeVisible()

  await toolbar.getByLabel('Page language').selectOption('de')
  await expect.poll(async () => (await frameUrl()).pathname).toBe(`/lang/de${PAGE_PATH}`)
  await expect(frame.locator('html')).toHaveAttribute('lang', /^de/)

  await toolbar.getByLabel('A/B test soft_signup_trial_cta').selectOption('soft_signup_trial_cta:trial_cta')
  await expect(frame.locator('html')).toHaveAttribute('data-ab-variants', /soft_signup_trial_cta\.trial_cta/)
})

test('visitors, and a browser without a session, still get the published page and the cached copy', async ({ page, request, browser }) => {
  // The draft heading saved by the live preview is the page's latest version now.
  const latest = await api.get(`/api/pages/${pageId}?draft=true&depth=0`, { headers: staffHeaders })
  const draftHeading = ((await latest.json()) as { layout: { heading: string }[] }).layout[0]!.heading
  expect(draftHeading).not.toBe(PUBLISHED_HEADING)

  // A preview rendered in this browser (draft mode) shows the draft, privately.
  await signIn(page, account)
  const previewed = await page.goto(`/api/preview?path=${PAGE_PATH}`)
  expect(previewed!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
  const headers = previewed!.headers()
  expect(headers['cache-control']).toMatch(/private/)
  expect(headers['cache-control']).toMatch(/no-store/)
  expect(headers['x-robots-tag']).toMatch(/noindex/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await axeViolations(page)).toEqual([])

  // A visitor: the published page, from the cache, unframeable.
  await warmCache(request, PAGE_PATH)
  const visit = await request.get(PAGE_PATH)
  expect(visit.headers()['x-nextjs-cache']).toBe('HIT')
  expect(visit.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(visit.headers()['x-robots-tag']).toBeUndefined()
  const html = await visit.text()
  expect(html).toContain(PUBLISHED_HEADING)
  expect(html).not.toContain(draftHeading)
  expect(html).not.toContain('Preview: draft')

  // A second browser without a session.
  const stranger = await browser.newContext()
  try {
    const other = await stranger.newPage()
    await other.goto(PAGE_PATH)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADING)
    await expect(other.getByText('Preview: draft')).toHaveCount(0)
  } finally {
    await stranger.close()
  }

  // Leaving the preview shows the published page to the staff browser too.
  await page.goto(`/api/preview/exit?path=${PAGE_PATH}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADING)
})

test('the admin screens of the preview pass axe', async ({ page }) => {
  await signIn(page, account)
  await page.goto(`/admin/collections/pages/${pageId}`)
  await expect(page.getByRole('link', { name: 'Open on site' })).toHaveAttribute('href', PAGE_PATH)
  await expect(page.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute('href', `/api/preview?path=${encodeURIComponent(PAGE_PATH)}&locale=en`)
  // Our parts of the screen: Payload's own editor has findings of its own (unnamed icon buttons).
  expect(await axeViolations(page, ['a[href^="/api/preview"]', `a[href="${PAGE_PATH}"]`])).toEqual([])
})

// The bridge lives in the preview's own route (~preview), so no chunk a visitor loads carries it:
// a dynamic import in the shared page route was not enough, the bundler put it in the page's chunks.
test('no preview code is in a visitor’s page: its first-load JavaScript', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  expect(sources.length).toBeGreaterThan(0)
  let gzipBytes = 0
  for (const source of sources) {
    const body = await (await request.get(source)).body()
    const text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString('utf8')
    gzipBytes += gzipSync(text).length
    // The bridge's message name and the draft bar's text exist only in the preview's code.
    expect(text, source).not.toContain('orbit-preview:edit-block')
    expect(text, source).not.toContain('Preview: draft')
  }
  test.info().annotations.push({ type: 'first-load JS', description: `${sources.length} scripts, ${(gzipBytes / 1000).toFixed(1)} kB gzip on /` })
})

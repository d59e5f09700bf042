import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

/*
 * A/B testing end to end: a marketer starts a test in the admin's API and visitors
 * get sticky variants without a deploy; each variant's page is served from the cache; the
 * debug parameter shows a variant without recording anything; pausing returns everyone to
 * control within seconds. The variants' visible differences are in ab-pricing and ab-site.
 */

const TEST = 'hide_basic_tier'
let marketerAccount: { email: string; password: string }
let testId: number
const US = { 'x-visitor-country': 'US' }

async function marketer(request: APIRequestContext) {
  const account = await staffAccount(request, 'marketer')
  marketerAccount = account
  const login = await request.post('/api/users/login', { data: account })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get(`/api/ab-tests?where[testName][equals]=${TEST}&depth=0`, { headers })
  const [doc] = ((await found.json()) as { docs: { id: number }[] }).docs
  if (!doc) throw new Error(`the seed has no ${TEST} test`)
  testId = doc.id
  return async (data: Record<string, unknown>) => {
    const response = await request.patch(`/api/ab-tests/${doc.id}`, { data, headers })
    expect(response.status(), await response.text()).toBe(200)
  }
}

/** The variants a page says it shows (`<html data-ab-variants>`). */
function shownVariants(html: string): string {
  return /data-ab-variants="([^"]*)"/.exec(html)?.[1] ?? ''
}

test.describe.serial('a running test', () => {
  let update: (data: Record<string, unknown>) => Promise<void>
  let staff: APIRequestContext

  test.beforeAll(async ({ playwright, baseURL }) => {
    staff = await playwright.request.newContext({ baseURL })
    update = await marketer(staff)
    await update({
      status: 'running',
      variants: [
        { name: 'control', traffic: 50 },
        { name: 'no_basic', traffic: 50 },
      ],
    })
  })

  test.afterAll(async () => {
    await update({ status: 'draft' })
    await staff.dispose()
  })

  test('gives each new visitor a sticky variant, splitting visitors between both', async ({ playwright, baseURL }) => {
    const seen = new Set<string>()
    // Wait for the proxy to see the started test (it refreshes its snapshot within seconds).
    await expect
      .poll(
        async () => {
          const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: US })
          const html = await (await visitor.get('/pricing')).text()
          await visitor.dispose()
          return shownVariants(html)
        },
        { timeout: 10_000 },
      )
      .toMatch(/hide_basic_tier\./)
    for (let i = 0; i < 24 && seen.size < 2; i++) {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: US })
      const first = shownVariants(await (await visitor.get('/pricing')).text())
      const cookies = await visitor.storageState()
      expect(decodeURIComponent(cookies.cookies.find((cookie) => cookie.name === 'ab_tests')?.value ?? '')).toBe(`${TEST}=${first.split('.')[1]}`)
      expect(cookies.cookies.some((cookie) => cookie.name === 'visitor_id')).toBe(true)
      // Sticky: the same visitor sees the same variant on every later visit.
      for (let visit = 0; visit < 3; visit++) expect(shownVariants(await (await visitor.get('/pricing')).text())).toBe(first)
      seen.add(first)
      await visitor.dispose()
    }
    expect([...seen].sort()).toEqual([`${TEST}.control`, `${TEST}.no_basic`])
  })

  test('leaves out a visitor in a consent country who has not allowed analytics', async ({ request }) => {
    const response = await request.get('/pricing', { headers: { 'x-visitor-country': 'DE' } })
    expect(shownVariants(await response.text())).toBe('')
    expect(response.headers()['set-cookie'] ?? '').not.toMatch(/ab_tests|visitor_id/)
  })

  test('serves both variants of the page from the cache', async ({ playwright, baseURL }) => {
    for (const variant of ['control', 'no_basic']) {
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { ...US, cookie: `visitor_id=ab-cache-${variant}-0001; ab_tests=${TEST}%3D${variant}` },
      })
      await visitor.get('/pricing')
      await expect
        .poll(
          async () => {
            const response = await visitor.get('/pricing')
            return `${response.headers()['x-nextjs-cache']} ${shownVariants(await response.text())}`
          },
          { message: `${variant} is served from the cache`, timeout: 15_000 },
        )
        .toBe(`HIT ${TEST}.${variant}`)
      await visitor.dispose()
    }
  })

  test('records an exposure once, and nothing for a debug visit', async ({ page, context }) => {
    await page.setExtraHTTPHeaders(US)
    const events: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/collect') events.push(request.postData() ?? '')
    })
    const exposure = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/collect' && (request.postData() ?? '').includes('ab_test_exposure'),
    )
    await page.goto('/pricing')
    const body = (await exposure).postData() ?? ''
    expect(body).toContain(`"info1":"${TEST}"`)
    const assigned = (await context.cookies()).find((cookie) => cookie.name === 'ab_tests')?.value
    expect(body).toContain(`"info3":"${decodeURIComponent(assigned ?? '').split('=')[1]}"`)

    // A debug visit to the other variant: shown, but no exposure and no change to the cookie.
    events.length = 0
    const other = decodeURIComponent(assigned ?? '').endsWith('no_basic') ? 'control' : 'no_basic'
    await page.goto(`/pricing?debug-ab-test-name=${TEST}:${other}`)
    await expect(page.locator('html')).toHaveAttribute('data-ab-variants', new RegExp(`${TEST}\\.${other}`))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(events.join('\n')).not.toContain('ab_test_exposure')
    expect((await context.cookies()).find((cookie) => cookie.name === 'ab_tests')?.value).toBe(assigned)
  })

  test('shows the marketer each variant’s visitors and conversions on the test’s page in the admin', async ({ page }) => {
    await signIn(page, marketerAccount)
    const results = page.locator('section[aria-labelledby="ab-results-heading"]')
    // The exposures above reach the table: the collector stores them in a moment.
    await expect
      .poll(
        async () => {
          await page.goto(`/admin/collections/ab-tests/${testId}`)
          const exposed = await results.locator('tbody tr td:nth-child(3)').allTextContents()
          return exposed.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '') || 0), 0)
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible()
    await expect(results.getByRole('rowheader', { name: /control/ })).toBeVisible()
    await expect(results.getByRole('rowheader', { name: /no_basic/ })).toBeVisible()
    await expect(results.getByRole('columnheader', { name: 'Uplift vs control (95 % CI)' })).toBeVisible()
  })

  test('returns everyone to control within seconds once paused', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...US, cookie: `visitor_id=ab-pause-0001; ab_tests=${TEST}%3Dno_basic` },
    })
    expect(shownVariants(await (await visitor.get('/pricing')).text())).toBe(`${TEST}.no_basic`)
    await update({ status: 'paused' })
    const pausedAt = Date.now()
    await expect.poll(async () => shownVariants(await (await visitor.get('/pricing')).text()), { timeout: 10_000 }).toBe('')
    expect(Date.now() - pausedAt).toBeLessThan(10_000)
    await visitor.dispose()
  })
})

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { saveInAdmin, signIn, staffAccount } from './staff'

/*
 * Experiments and personalisation marketers make in the admin, with no code: an experiment on the
 * home page's heading splits visitors and is served from the cache; a rule for Germany swaps the
 * hero for German visitors only; in the admin a marketer previews, starts and promotes a variant.
 */

const US = { 'x-visitor-country': 'US' }
const B_HEADING = 'Plan less, ship more with Orbit'

type Api = {
  account: { email: string; password: string }
  post: (path: string, data: unknown) => Promise<{ id: number }>
  patch: (path: string, data: unknown) => Promise<void>
  get: <T>(path: string) => Promise<T>
}

async function marketerApi(request: APIRequestContext): Promise<Api> {
  const account = await staffAccount(request, 'marketer')
  const login = await request.post('/api/users/login', { data: account })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  return {
    account,
    post: async (path, data) => {
      const response = await request.post(`/api${path}`, { data, headers })
      expect(response.status(), await response.text()).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc
    },
    patch: async (path, data) => {
      const response = await request.patch(`/api${path}`, { data, headers })
      expect(response.status(), await response.text()).toBe(200)
    },
    get: async (path) => (await (await request.get(`/api${path}`, { headers })).json()) as never,
  }
}

async function pageId(api: Api, path: string): Promise<number> {
  const found = await api.get<{ docs: { id: number }[] }>(`/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`)
  return found.docs[0]!.id
}

const shownVariants = (html: string) => /data-ab-variants="([^"]*)"/.exec(html)?.[1] ?? ''
const firstHeading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''

test.describe.serial('an experiment on the home page’s heading', () => {
  let api: Api
  let staff: APIRequestContext
  let experimentId: number

  test.beforeAll(async ({ playwright, baseURL }) => {
    staff = await playwright.request.newContext({ baseURL })
    api = await marketerApi(staff)
    const created = await api.post('/ab-tests', {
      testName: 'home_heading_e2e',
      newVariation: 'b',
      status: 'draft',
      variants: [
        { name: 'control', traffic: 50 },
        { name: 'b', traffic: 50 },
      ],
      page: await pageId(api, '/'),
      goal: 'page_reached',
      goalPath: '/pricing',
      replacesBlock: 1,
      blocks: [{ blockType: 'hero', heading: B_HEADING, subheading: 'One board for every team.' }],
    })
    experimentId = created.id
    await api.patch(`/ab-tests/${experimentId}`, { status: 'running' })
  })

  test.afterAll(async () => {
    await api.patch(`/ab-tests/${experimentId}`, { status: 'draft' })
    await staff.dispose()
  })

  test('splits 200 new visitors within 40–60 %, each keeps their variant, and B shows its heading', async ({ playwright, baseURL }) => {
    const visit = async (cookie?: string) => {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...US, ...(cookie ? { cookie } : {}) } })
      const response = await visitor.get('/')
      const html = await response.text()
      const cookies = (await visitor.storageState()).cookies
      await visitor.dispose()
      return { html, cookies }
    }
    // The proxy sees the start within seconds.
    await expect.poll(async () => shownVariants((await visit()).html), { timeout: 10_000 }).toMatch(/home_heading_e2e\./)
    const counts: Record<string, number> = { control: 0, b: 0 }
    for (let index = 0; index < 200; index++) {
      const first = await visit()
      const variant = /home_heading_e2e\.(\w+)/.exec(shownVariants(first.html))?.[1] ?? 'none'
      counts[variant] = (counts[variant] ?? 0) + 1
      expect(firstHeading(first.html).includes(B_HEADING)).toBe(variant === 'b')
      if (index % 20 === 0) {
        const again = await visit(first.cookies.map(({ name, value }) => `${name}=${value}`).join('; '))
        expect(shownVariants(again.html)).toBe(shownVariants(first.html))
      }
    }
    expect(counts.control! + counts.b!).toBe(200)
    expect(counts.b).toBeGreaterThanOrEqual(80)
    expect(counts.b).toBeLessThanOrEqual(120)
  })

  test('serves both variants from the cache', async ({ playwright, baseURL }) => {
    for (const variant of ['control', 'b']) {
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { ...US, cookie: `visitor_id=xp-cache-${variant}-0001; ab_tests=home_heading_e2e%3D${variant}` },
      })
      await expect
        .poll(
          async () => {
            const response = await visitor.get('/')
            return `${response.headers()['x-nextjs-cache']} ${shownVariants(await response.text())}`
          },
          { message: `${variant} is served from the cache`, timeout: 15_000 },
        )
        .toBe(`HIT home_heading_e2e.${variant}`)
      await visitor.dispose()
    }
  })

  test('counts a visitor’s exposure, and their reaching the goal page, in the results the marketer reads', async ({ page, browser }) => {
    await page.setExtraHTTPHeaders(US)
    const collected = (needle: string) =>
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/collect' && (request.postData() ?? '').includes(needle))
    const exposure = collected('"info1":"home_heading_e2e"')
    await page.goto('/')
    await exposure
    const goal = collected('"kind":"page_reached"')
    await page.goto('/pricing')
    expect((await goal).postData()).toContain('"info1":"home_heading_e2e"')
    const admin = await browser.newPage()
    await signIn(admin, api.account)
    const results = admin.locator('section[aria-labelledby="ab-results-heading"]')
    await expect
      .poll(
        async () => {
          await admin.goto(`/admin/collections/ab-tests/${experimentId}`)
          const exposed = await results.locator('tbody tr td:nth-child(3)').allTextContents()
          return exposed.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '') || 0), 0)
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    await admin.close()
  })
})

test.describe.serial('a personalisation rule for Germany', () => {
  let api: Api
  let staff: APIRequestContext
  let ruleId: number

  test.beforeAll(async ({ playwright, baseURL }) => {
    staff = await playwright.request.newContext({ baseURL })
    api = await marketerApi(staff)
    const audience = await api.post('/audiences', { name: `Germany ${Date.now()}`, countries: ['DE'] })
    const rule = await api.post('/personalisations', {
      name: 'German hero',
      page: await pageId(api, '/'),
      audience: audience.id,
      active: true,
      replacesBlock: 1,
      blocks: [{ blockType: 'hero', heading: 'Made for teams in Germany' }],
    })
    ruleId = rule.id
  })

  test.afterAll(async () => {
    await api.patch(`/personalisations/${ruleId}`, { active: false })
    await staff.dispose()
  })

  test('swaps the hero for German visitors only, from the cache', async ({ playwright, baseURL }) => {
    const heading = async (country: string) => {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-visitor-country': country } })
      const response = await visitor.get('/')
      const result = { heading: firstHeading(await response.text()), cache: response.headers()['x-nextjs-cache'], control: response.headers()['cache-control'] }
      await visitor.dispose()
      return result
    }
    await expect.poll(async () => (await heading('DE')).heading, { timeout: 10_000 }).toBe('Made for teams in Germany')
    await expect.poll(async () => (await heading('DE')).cache, { timeout: 15_000 }).toBe('HIT')
    // Shared between German visitors, as any page by country is.
    expect((await heading('DE')).control).not.toMatch(/private/)
    expect((await heading('US')).heading).not.toBe('Made for teams in Germany')
    expect((await heading('FR')).heading).not.toBe('Made for teams in Germany')
  })
})

test.describe.serial('the marketer in the admin', () => {
  let api: Api
  let staff: APIRequestContext
  let experimentId: number
  const path = `/w/experiment-${Date.now()}`
  const experimentName = `board_heading_${Date.now()}`

  test.beforeAll(async ({ playwright, baseURL }) => {
    staff = await playwright.request.newContext({ baseURL })
    api = await marketerApi(staff)
    const page = await api.post('/pages', {
      title: 'Try the new board',
      path,
      headerVariant: 'main',
      layout: [{ blockType: 'hero', heading: 'The board you know' }],
      _status: 'published',
    })
    const experiment = await api.post('/ab-tests', {
      testName: experimentName,
      newVariation: 'b',
      status: 'draft',
      variants: [
        { name: 'control', traffic: 50 },
        { name: 'b', traffic: 50 },
      ],
      page: page.id,
      replacesBlock: 1,
      blocks: [{ blockType: 'hero', heading: 'A board that plans itself' }],
    })
    experimentId = experiment.id
  })

  test.afterAll(async () => {
    await staff.dispose()
  })

  test('previews the variant, starts the experiment and promotes the winner into the page', async ({ page, context, playwright, baseURL }) => {
    await signIn(page, api.account)
    await page.goto(`/admin/collections/ab-tests/${experimentId}`)
    const panel = page.getByTestId('experiment-panel')
    await expect(panel.getByTestId('experiment-languages')).toContainText(/It will not run in .*German/)

    const [preview] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: `Preview ${path} in variant b` }).click()])
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('A board that plans itself')
    await preview.close()

    // Beside the form, the live preview opens on the page in variant b; its preview bar switches back.
    const iframe = page.locator('#live-preview-iframe')
    const toggle = page.getByRole('button', { name: 'Live Preview', exact: true })
    await expect(iframe.or(toggle).first()).toBeVisible()
    if (!(await iframe.isVisible())) await toggle.click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('A board that plans itself')
    await frame.getByRole('combobox', { name: new RegExp(`A/B test ${experimentName}`) }).selectOption(`${experimentName}:control`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('The board you know')

    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'Running' }).click()
    await saveInAdmin(page, page.getByRole('button', { name: 'Save' }), 'ab-tests')
    await expect(panel.getByRole('button', { name: 'Promote b into the page' })).toBeVisible({ timeout: 15_000 })
    await panel.getByRole('button', { name: 'Promote b into the page' }).click()
    await expect(panel.getByRole('alert')).toContainText('in every language, as a new published version')
    await panel.getByRole('button', { name: 'Yes, publish b in the page' }).click()
    await expect(page.getByText('When the new variant became the page’s own content.')).toBeVisible({ timeout: 15_000 })

    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: US })
    await expect.poll(async () => firstHeading(await (await visitor.get(path)).text()), { timeout: 10_000 }).toBe('A board that plans itself')
    await visitor.dispose()
  })
})

import type { Page, Request } from '@playwright/test'

import { expect, test } from './fixtures'

/*
 * The browser tracker against the built site: a visitor outside the consent
 * countries is tracked at once; the sync page sends nothing; web vitals arrive. The tracker
 * sends each batch at once with keepalive; the waits below allow for the network and web vitals.
 */

type SentEvent = { name: string; kind?: string; info1?: string; value?: number; data?: Record<string, unknown> } & Record<string, unknown>

const isCollect = (request: Request) => new URL(request.url()).pathname === '/api/collect' && request.method() === 'POST'

/**
 * The events a fetch to the collector carried. Playwright shows no body for sendBeacon requests
 * (resource type "ping"): those are read in the page instead, see recordBeacons.
 */
function eventsOf(request: Request): SentEvent[] {
  const body = request.postData()
  return body ? (JSON.parse(body) as SentEvent[]) : []
}

/** Every event the page posts to the collector with fetch, as it goes. */
function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('request', (request) => {
    if (isCollect(request)) events.push(...eventsOf(request))
  })
  return events
}

declare global {
  interface Window {
    sentBeacons?: Promise<string>[]
  }
}

/** Keeps a copy of each sendBeacon body in the page, then lets the beacon go as usual. */
async function recordBeacons(page: Page): Promise<() => Promise<SentEvent[]>> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    window.sentBeacons = []
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) window.sentBeacons?.push(data.text())
      return send(url, data)
    }
  })
  return async () => (await page.evaluate(() => Promise.all(window.sentBeacons ?? []))).flatMap((body) => JSON.parse(body) as SentEvent[])
}

const usVisitor = async (page: Page) => page.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })

test.describe('the browser tracker', () => {
  test('a US visitor is tracked at once: a page view with the spec fields, and a visitor_id cookie', async ({ page, context }) => {
    await usVisitor(page)
    const posted = page.waitForRequest((request) => isCollect(request) && eventsOf(request).some((event) => event.name === 'page_view'))
    await page.goto('/crm?utm_source=e2e')
    const request = await posted

    expect(request.headers()['content-type']).toContain('application/json')
    expect((await request.response())?.status()).toBe(204)
    const view = eventsOf(request).find((event) => event.name === 'page_view')!
    expect(view).toMatchObject({
      source: 'orbit_homepage',
      info1: '/crm/', // slash-terminated, no query string
      screen_size: expect.stringMatching(/^\d+x\d+$/),
      os_language: expect.any(String),
      user_agent: expect.any(String),
      visitor_id: expect.any(String),
      direct_object: expect.any(String),
      timestamp: expect.any(Number),
    })
    expect((view.user_agent as string).length).toBeLessThanOrEqual(350)
    // set_utm_locale_id ran before the page view (SPEC §7).
    expect(view.data).toMatchObject({ utm_locale_id: 'en' })
    // Only the keys the collector's strict schema takes.
    const allowed = [
      'name',
      'timestamp',
      'source',
      'group',
      'kind',
      'info1',
      'info3',
      'direct_object',
      'visitor_id',
      'screen_size',
      'os_language',
      'user_agent',
      'value',
      'data',
    ]
    for (const key of Object.keys(view)) expect(allowed).toContain(key)

    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
    expect(cookies.visitor_id).toBe(view.visitor_id)
    expect(cookies.visit_id).toBe(view.direct_object)
    await expect.poll(() => page.evaluate(() => typeof window.BigBrain)).toBe('function')
  })

  test('a page that does not exist reports itself as 404_page_retrieved, with its path', async ({ page }) => {
    await usVisitor(page)
    const posted = page.waitForRequest((request) => isCollect(request) && eventsOf(request).some((event) => event.name === '404_page_retrieved'))
    const response = await page.goto('/no-such-page-e2e')
    expect(response?.status()).toBe(404)
    const report = eventsOf(await posted).find((event) => event.name === '404_page_retrieved')!
    expect(report.info1).toBe('/no-such-page-e2e')
  })

  test('/external/hp-sync sends nothing at all and installs no tracker', async ({ page, context }) => {
    await usVisitor(page)
    const requests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/collect') requests.push(request.method())
    })
    const response = await page.goto('/external/hp-sync')
    expect(response?.status()).toBe(200)
    // Past the tracker's batching delay and web-vitals' lazy load…
    await page.waitForTimeout(4_000)
    expect(await page.evaluate(() => typeof window.BigBrain)).toBe('undefined')
    // …and past leaving the page, when a tracker would send with sendBeacon.
    await page.goto('about:blank')
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('visit_id')
  })

  test('web vitals and hydration timing arrive as client_performance_measurement events', async ({ page }) => {
    await usVisitor(page)
    const fetched = recordEvents(page)
    const beaconed = await recordBeacons(page)
    let events: SentEvent[] = []
    const measured = (kind: string) => events.some((event) => event.name === 'client_performance_measurement' && event.kind === kind)
    /** The kinds measured so far, of those wanted. */
    const measuredOf = async (kinds: string[]) => {
      events = [...fetched, ...(await beaconed())]
      return kinds.filter(measured)
    }

    await page.goto('/pricing')
    // Hydration is measured at the first effect; TTFB and FCP are final soon after load.
    await expect.poll(() => measuredOf(['hydration', 'TTFB', 'FCP']), { timeout: 20_000 }).toEqual(['hydration', 'TTFB', 'FCP'])

    await page.getByRole('heading', { level: 1 }).first().click() // an interaction, so INP may measure one
    // CLS, LCP and INP are final when the page is hidden: tell the page it is, as a tab switch would.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    // While hidden the tracker sends at once, with sendBeacon.
    await expect.poll(() => measuredOf(['LCP', 'CLS']), { timeout: 20_000 }).toEqual(['LCP', 'CLS'])

    for (const event of events.filter((candidate) => candidate.name === 'client_performance_measurement')) {
      expect(event.info1).toBe('/pricing/')
      expect(typeof event.value).toBe('number')
      if (event.kind !== 'hydration') expect(event.data).toMatchObject({ rating: expect.any(String), id: expect.any(String) })
    }
    expect(events.find((event) => event.kind === 'CLS')?.data).toMatchObject({ session_gap_ms: 1000, session_max_ms: 5000 })
  })
})

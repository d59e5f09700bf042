import type { Page, Request } from '@playwright/test'

import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

/*
 * Real-user monitoring against the built site: a visitor from a consent country is
 * monitored only once they allow analytics, and then their clicks on links and buttons, and their
 * rage clicks, reach the collector as events; the admin's analytics view shows what was stored.
 */

type SentEvent = { name: string; kind?: string; group?: string; info1?: string; info3?: string; value?: number }

const isCollect = (request: Request) => new URL(request.url()).pathname === '/api/collect' && request.method() === 'POST'

/** Every RUM event the page posts to the collector with fetch (the tracker sends at once, with keepalive). */
function recordRumEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('request', (request) => {
    if (!isCollect(request)) return
    const body = request.postData()
    if (body) events.push(...(JSON.parse(body) as SentEvent[]).filter((event) => event.name.startsWith('rum_')))
  })
  return events
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

test('after accepting analytics, clicks and rage clicks arrive at the collector; before, nothing did', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' })
  const events = recordRumEvents(page)
  await page.goto('/pricing')
  await expect(banner(page)).toBeVisible()

  // Before any answer: a rage click on a section heading is nobody's business.
  await page.getByRole('heading', { level: 2 }).filter({ visible: true }).first().click({ clickCount: 3 })
  await banner(page).getByRole('button', { name: 'Accept all' }).click()

  // Monitoring loads once consent is given; until it has, a burst is not seen: repeat until one is.
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect
    .poll(async () => {
      await heading.click({ clickCount: 3 })
      return events.find((event) => event.name === 'rum_frustration' && event.kind === 'rage_click')
    })
    .toMatchObject({ group: 'other', info1: '/pricing/', info3: 'h1', value: 3 })

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  await expect
    .poll(() => events.find((event) => event.name === 'rum_interaction' && event.info3 === 'Cookie settings'))
    .toMatchObject({ kind: 'click', group: 'button', info1: '/pricing/' })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeHidden()

  const posted = page.waitForRequest(
    (request) => isCollect(request) && (request.postData() ?? '').includes('"rum_interaction"') && (request.postData() ?? '').includes('Cookie policy'),
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click()
  const linkClick = (JSON.parse((await posted).postData()!) as SentEvent[]).find((event) => event.name === 'rum_interaction')
  expect(linkClick).toMatchObject({ kind: 'click', group: 'link', info1: '/pricing/', info3: 'Cookie policy' })

  // The clicks before consent were never recorded, so the queue had none of them to send.
  expect(events.filter((event) => event.info3 === 'h2')).toEqual([])
})

test('a visitor who refuses analytics sends no monitoring at all', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' })
  const collected: string[] = []
  page.on('request', (request) => {
    if (isCollect(request)) collected.push(request.url())
  })
  await page.goto('/pricing')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await page.getByRole('heading', { level: 1 }).first().click({ clickCount: 3 })
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  // Leaving the page is when the tracker sends whatever it still holds.
  await page.goto('about:blank')
  expect(collected).toEqual([])
})

test('the admin’s analytics view shows clicks, frustrations and problem resources next to web vitals', async ({ page, request }) => {
  const base = { source: 'orbit_homepage', info1: '/rum-e2e/' }
  const stored = await request.post('/api/collect', {
    headers: { 'x-visitor-country': 'US', 'content-type': 'application/json' },
    data: [
      // Clicked often enough to be among the most clicked whatever else the suite clicked.
      ...Array.from({ length: 40 }, () => ({ ...base, name: 'rum_interaction', kind: 'click', group: 'button', info3: 'Try the RUM button' })),
      { ...base, name: 'rum_frustration', kind: 'rage_click', group: 'button', info3: 'Try the RUM button', value: 5 },
      { ...base, name: 'rum_frustration', kind: 'dead_click', group: 'button', info3: 'Try the RUM button', value: 1 },
      { ...base, name: 'rum_resource', kind: 'failed', group: 'img', info3: '/media/rum-e2e-missing.png', value: 42, data: { status: 404 } },
    ],
  })
  expect(stored.status()).toBe(204)

  const account = await staffAccount(request, 'marketer')
  await signIn(page, account)
  await page.goto('/admin/analytics')

  const section = (id: string) => page.locator(`section[aria-labelledby="${id}"]`)
  await expect(page.getByRole('heading', { name: 'Web vitals, 75th percentile per page' })).toBeVisible()
  const frustrations = section('analytics-frustrations').getByRole('row', { name: /\/rum-e2e\// })
  await expect(frustrations.getByRole('cell')).toHaveText(['1', '1', '0', 'Try the RUM button'])
  await expect(
    section('analytics-clicks')
      .getByRole('row', { name: /Try the RUM button/ })
      .getByRole('cell'),
  ).toHaveText(['button', '40', '1'])
  await expect(
    section('analytics-resources')
      .getByRole('row', { name: /rum-e2e-missing\.png/ })
      .getByRole('cell'),
  ).toHaveText(['img', '1', '0', '42 ms', '42 ms'])
})

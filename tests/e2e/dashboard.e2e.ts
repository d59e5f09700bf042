import type { APIRequestContext, Page } from '@playwright/test'

import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { FOUNDER, signIn, staffAccount } from './staff'

/*
 * (Named to run after admin.e2e.ts, whose first test needs a database without users.)
 *
 * The admin shaped for its users: the dashboard's figures are the data's, the
 * navigation leaves out what a marketer does not use, the pages list links each page on the site,
 * and the charts draw the events a test records. Every screen passes axe.
 */

const US = { 'x-visitor-country': 'US' }
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/users/login', { data: account })
  return ((await login.json()) as { token: string }).token
}

async function totalDocs(request: APIRequestContext, token: string, path: string): Promise<number> {
  const response = await request.get(path, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The number a dashboard panel shows. */
async function figure(page: Page, testId: string): Promise<number> {
  return Number(((await page.getByTestId(testId).locator('span').first().textContent()) ?? '').replace(/\D/g, ''))
}

async function collect(request: APIRequestContext, events: Record<string, unknown>[], cookie?: string) {
  const response = await request.post('/api/collect', { data: events, headers: { ...US, ...(cookie ? { cookie } : {}) } })
  expect(response.status()).toBe(204)
}

/*
 * axe runs on the parts these screens add; Payload's own frame (its locale button, the list's
 * column headers) has contrast findings of its own that are Payload's to fix.
 */
const OURS = {
  dashboard: ['.orbit-dashboard'],
  pagesList: ['.orbit-page-filters', '[data-testid="open-on-site"]'],
  analytics: ['.orbit-analytics'],
  abResults: ['section[aria-labelledby="ab-results-heading"]'],
}

// The machine the browser tests run on is shared: admin screens can take a while.
test.describe.configure({ timeout: 120_000 })

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

test('the dashboard’s figures are the data’s, and grow with new leads and drafts', async ({ page, request }) => {
  await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
  const admin = await tokenOf(request, FOUNDER)
  const marketer = await staffAccount(request, 'marketer')
  const marketerToken = await tokenOf(request, marketer)
  await signIn(page, FOUNDER)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const leadsBefore = await figure(page, 'dashboard-leads-count')
  const draftsBefore = await figure(page, 'dashboard-drafts-count')

  // Two contact-sales requests and a draft page.
  for (const index of [1, 2]) {
    const response = await request.post('/api/forms/contact-sales', {
      data: {
        name: 'Dash Board',
        email: `dashboard-${index}-${unique()}@example.com`,
        company: 'Acme',
        companySize: '1-19',
        country: 'US',
        phone: '212 555 0100',
        product: 'dev',
        locale: 'en',
        page: '/sales/contact-us',
      },
    })
    expect(response.status()).toBe(201)
  }
  const path = `/dashboard-draft-${unique()}`
  const created = await request.post('/api/pages?draft=true', {
    data: { title: 'A draft for the dashboard', path, headerVariant: 'main', _status: 'draft' },
    headers: { Authorization: `JWT ${marketerToken}` },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.reload()
  expect(await figure(page, 'dashboard-leads-count')).toBe(leadsBefore + 2)
  expect(await figure(page, 'dashboard-drafts-count')).toBe(draftsBefore + 1)
  // …and the same as the REST API counts.
  const weekAgo = encodeURIComponent(new Date(Date.now() - WEEK_MS + 60_000).toISOString())
  expect(await figure(page, 'dashboard-leads-count')).toBe(
    await totalDocs(request, admin, `/api/leads?where[createdAt][greater_than_equal]=${weekAgo}&limit=1&depth=0`),
  )
  expect(await figure(page, 'dashboard-drafts-count')).toBe(
    await totalDocs(request, admin, '/api/pages?draft=true&where[_status][equals]=draft&limit=1&depth=0'),
  )
  expect(await figure(page, 'dashboard-templates-count')).toBe(
    await totalDocs(request, admin, '/api/community-templates?where[statusCode][equals]=0&limit=1&depth=0'),
  )
  await expect(page.locator('[data-panel="dashboard-drafts"]').getByRole('link', { name: 'A draft for the dashboard' })).toBeVisible()

  // Each figure is a link to what it counts.
  await page.getByTestId('dashboard-drafts-count').click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\?where/)
  await expect(page.getByRole('link', { name: 'A draft for the dashboard' })).toBeVisible()
})

test('a marketer’s navigation and dashboard leave out users, site settings and moderation', async ({ page, request }) => {
  await signIn(page, await staffAccount(request, 'marketer'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const nav = page.locator('nav')
  await expect(nav.locator('a[href="/admin/collections/pages"]').first()).toBeAttached()
  await expect(page.locator('a[href="/admin/collections/users"]')).toHaveCount(0)
  await expect(page.locator('a[href="/admin/globals/site-settings"]')).toHaveCount(0)
  await expect(page.getByTestId('dashboard-templates-count')).toHaveCount(0)
  await expect(page.getByTestId('dashboard-leads-count')).toBeVisible()
  expect(await axeViolations(page, OURS.dashboard)).toEqual([])

  // An admin still has both.
  await page.context().clearCookies()
  await signIn(page, FOUNDER)
  await expect(page.locator('a[href="/admin/collections/users"]').first()).toBeAttached()
  await expect(page.locator('a[href="/admin/globals/site-settings"]').first()).toBeAttached()
})

test('the pages list shows path, status and a link to each published page, and filters by header and mini-site', async ({ page, request }) => {
  const admin = await tokenOf(request, FOUNDER)
  const developers = (await (
    await request.get('/api/pages?where[headerVariant][equals]=developers&limit=1&depth=0', { headers: { Authorization: `JWT ${admin}` } })
  ).json()) as {
    totalDocs: number
    docs: { title: string }[]
  }
  expect(developers.totalDocs).toBeGreaterThan(0)
  await signIn(page, await staffAccount(request, 'marketer'))
  await page.goto('/admin/collections/pages?where[path][equals]=%2Fpricing')
  const table = page.locator('table').first()
  await expect(table.getByRole('columnheader', { name: 'Path' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /^Status/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'On the site' })).toBeVisible()
  await expect(table.getByRole('link', { name: /^Open \/pricing \(opens in a new tab\)$/ })).toHaveAttribute('href', '/pricing')
  expect(await axeViolations(page, OURS.pagesList)).toEqual([])

  const filters = page.locator('.orbit-page-filters')
  await filters.getByRole('navigation', { name: 'Header' }).getByRole('link', { name: 'Developers' }).click()
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/where\[headerVariant\]\[equals\]=developers(&|$)/)
  await expect(filters.getByRole('navigation', { name: 'Header' }).getByRole('link', { name: 'Developers' })).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  expect(await page.locator('table tbody tr').count()).toBeLessThanOrEqual(developers.totalDocs)
  await expect(page.locator('table tbody').getByText('/pricing', { exact: true })).toHaveCount(0)

  await filters.getByRole('navigation', { name: 'Mini-site' }).getByRole('link').nth(1).click()
  // Payload's list may write the query back encoded and add its own depth and limit.
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/where\[headerVariant\]\[equals\]=developers&where\[miniSite\]\[equals\]=\d+/)
})

test('the analytics charts draw the events a test recorded, with the figures in tables', async ({ page, request }) => {
  const page_ = `/chart-check-${unique()}/`
  const visitors = ['a', 'b', 'c'].map((letter) => `chart-${letter}-${unique()}`)
  // Four page views from three visitors, and LCP measurements of 1, 2, 3 and 4 seconds.
  await collect(request, [
    ...visitors.map((visitor) => ({ name: 'page_view', info1: page_, visitor_id: visitor })),
    { name: 'page_view', info1: page_, visitor_id: visitors[0] },
    ...[1000, 2000, 3000, 4000].map((value) => ({ name: 'client_performance_measurement', kind: 'LCP', value, info1: page_, visitor_id: visitors[1] })),
  ])

  await signIn(page, await staffAccount(request, 'marketer'))
  await page.goto('/admin/analytics?days=1')
  await expect(page.getByRole('img', { name: /Events and visitors per day/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /LCP, 75th percentile per day/ })).toBeVisible()
  // The page's own row: its views and visitors as recorded.
  const pages = page.locator('section[aria-labelledby="analytics-pages"]')
  const pageRow = pages.getByRole('row', { name: new RegExp(page_) })
  await expect(pageRow.locator('td').nth(0)).toHaveText('4')
  await expect(pageRow.locator('td').nth(1)).toHaveText('3')
  // Today's events include the eight just sent; the trend table has today's LCP.
  const today = new Date().toISOString().slice(0, 10)
  const daily = page.locator('section[aria-labelledby="analytics-daily"] table')
  expect(
    Number(
      (
        (await daily
          .getByRole('row', { name: new RegExp(today) })
          .locator('td')
          .first()
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    ),
  ).toBeGreaterThanOrEqual(8)
  await expect(page.locator('[data-table="vitals-trend"]').getByRole('row', { name: new RegExp(today) })).toContainText('ms (')
  expect(await axeViolations(page, OURS.analytics)).toEqual([])
})

test('an A/B test’s chart and dashboard entry show the exposures and conversions recorded', async ({ page, request }) => {
  const admin = await tokenOf(request, FOUNDER)
  const headers = { Authorization: `JWT ${admin}` }
  // A test no other browser test runs, so every exposure since its start is this test's.
  const tests = (await (await request.get('/api/ab-tests?where[testName][equals]=get_quote_text_and_modal&limit=1&depth=0', { headers })).json()) as {
    docs: { id: number; testName: string; variants: { name: string; traffic: number }[] }[]
  }
  const abTest = tests.docs[0]
  if (!abTest) throw new Error('the seed has no get_quote_text_and_modal test')
  const [control, variant] = abTest.variants
  const startsAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000 - 60_000).toISOString()
  const started = await request.patch(`/api/ab-tests/${abTest.id}`, { data: { status: 'running', startsAt }, headers })
  expect(started.status(), await started.text()).toBe(200)
  try {
    // Control: three visitors, one of whom converts; the variant: two visitors, both convert.
    const id = unique()
    const exposure = (name: string, visitor: string) => ({ name: 'ab_test_exposure', info1: abTest.testName, info3: name, visitor_id: `${visitor}-${id}` })
    const conversion = (name: string, visitor: string) => ({
      name: 'ab_test_conversion',
      kind: 'signup_click',
      info1: abTest.testName,
      info3: name,
      visitor_id: `${visitor}-${id}`,
    })
    // Each visitor's events come with the A/B cookie the proxy gave them: the collector counts only those.
    const assignedTo = (name: string) => `ab_tests=${abTest.testName}%3D${name}`
    await collect(request, [exposure(control!.name, 'c1'), exposure(control!.name, 'c1'), conversion(control!.name, 'c1')], assignedTo(control!.name))
    await collect(request, [exposure(control!.name, 'c2')], assignedTo(control!.name))
    await collect(request, [exposure(control!.name, 'c3')], assignedTo(control!.name))
    await collect(request, [exposure(variant!.name, 'v1'), conversion(variant!.name, 'v1')], assignedTo(variant!.name))
    await collect(request, [exposure(variant!.name, 'v2'), conversion(variant!.name, 'v2')], assignedTo(variant!.name))

    await signIn(page, await staffAccount(request, 'marketer'))
    const entry = page.locator(`[data-test-name="${abTest.testName}"]`)
    await expect(entry).toContainText('2 days running')
    await expect(entry.getByTestId('exposed')).toHaveText('5')
    await entry.getByRole('link', { name: abTest.testName }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/ab-tests/${abTest.id}`))

    await expect(page.getByRole('img', { name: /Conversion rate of each variant over time/ })).toBeVisible()
    const today = new Date().toISOString().slice(0, 10)
    const row = page.locator('[data-table="ab-rates"]').getByRole('row', { name: new RegExp(today) })
    await expect(row.locator(`[data-variant="${control!.name}"]`)).toContainText('33.3% (1 of 3)')
    await expect(row.locator(`[data-variant="${variant!.name}"]`)).toContainText('100.0% (2 of 2)')
    expect(await axeViolations(page, OURS.abResults)).toEqual([])
  } finally {
    await request.patch(`/api/ab-tests/${abTest.id}`, { data: { status: 'draft', startsAt: null }, headers })
  }
})

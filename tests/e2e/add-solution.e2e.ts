import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { expect, test } from './fixtures'

import { E2E_DATA_DIR, E2E_POSTGRES_PORT } from '../helpers/e2e-env'

/*
 * The add-solution page against the built site and its seeded solutions: a valid
 * link explains the solution and hands the visitor to the product's add_solution address; a
 * link that names no solution, or a category that does not fit, shows a helpful page (2xx, not
 * an error) and the spec's solution-page event is stored server-side in tracking_events.
 */

// As playwright.config.ts starts the e2e server: its embedded PostgreSQL keeps its password here.
const DATA_DIR = E2E_DATA_DIR
const POSTGRES_PORT = E2E_POSTGRES_PORT

/** The e2e server's database, to see the events its server-side tracker stored. */
function database(): pg.Client {
  const password = fs.readFileSync(path.join(DATA_DIR, 'postgres-password'), 'utf8').trim()
  return new pg.Client({ host: '127.0.0.1', port: POSTGRES_PORT, user: 'postgres', password, database: 'orbit' })
}

/** The stored events named `name` whose info1 is `info1`. */
async function storedEvents(name: string, info1: string): Promise<{ source: string; info1: string; info3: string | null }[]> {
  const client = database()
  await client.connect()
  try {
    const { rows } = await client.query('SELECT source, info1, info3 FROM tracking_events WHERE name = $1 AND info1 = $2', [name, info1])
    return rows
  } finally {
    await client.end()
  }
}

async function authHost(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { hosts: { auth: string } }
  return settings.hosts.auth.replace(/\/+$/, '')
}

const usVisitor = { 'x-visitor-country': 'US' }

test.describe('the add-solution page', () => {
  test('explains a published solution and hands the visitor to the product’s add_solution address', async ({ page, request }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const response = await page.goto('/add-solution?solution_id=time-tracking')
    expect(response?.status()).toBe(200)
    // Rendered per request (it depends on the query): never a shared cache entry.
    expect(response?.headers()['cache-control'] ?? '').not.toContain('s-maxage')
    await expect(page).toHaveTitle(/Time tracking/)
    await expect(page.getByRole('heading', { level: 1, name: 'Time tracking' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Projects product')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add to your account' })).toHaveAttribute(
      'href',
      `${await authHost(request)}/add_solution?solution_id=time-tracking`,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // The site's header and footer are there, as on every page.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('keeps the solution when the visitor switches language, in the visitor’s words', async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    await page.goto('/add-solution?solution_id=time-tracking')
    const german = page.locator('.language-switcher a[data-locale="de"]')
    await expect(german).toHaveAttribute('href', '/lang/de/add-solution?solution_id=time-tracking')
    const response = await page.goto('/lang/de/add-solution?solution_id=time-tracking')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/)
    await expect(page.getByRole('link', { name: 'Zu Ihrem Konto hinzufügen' })).toHaveAttribute('href', /\/add_solution\?solution_id=time-tracking$/)
  })

  test('answers an unknown solution with a helpful page, not an error, and reports it', async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const unknown = `e2e-unknown-${Date.now()}`
    const response = await page.goto(`/add-solution?solution_id=${unknown}`)
    expect(response?.status()).toBeGreaterThanOrEqual(200)
    expect(response?.status()).toBeLessThan(300)
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that solution' })).toBeVisible()
    const offered = page.getByRole('region', { name: 'Solutions you can add' })
    await expect(offered.getByRole('link', { name: 'Time tracking' })).toHaveAttribute('href', '/add-solution?solution_id=time-tracking')
    await expect(offered.getByRole('link', { name: 'Sales pipeline' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace')

    await expect
      .poll(() => storedEvents('solution_page_invalid_solution', unknown), { timeout: 15_000 })
      .toEqual([{ source: 'orbit_homepage', info1: unknown, info3: null }])

    // One of the offered solutions leads on to its own page.
    await offered.getByRole('link', { name: 'Time tracking' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Time tracking' })).toBeVisible()
  })

  test('offers the solutions of a known category when the solution is unknown', async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const response = await page.goto('/lang/fr/add-solution?solution_id=retired&category=crm')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Nous n’avons pas trouvé cette solution' })).toBeVisible()
    const offered = page.getByRole('region', { name: 'Les solutions que vous pouvez ajouter' })
    await expect(offered.getByRole('link', { name: 'Sales pipeline' })).toHaveAttribute('href', '/lang/fr/add-solution?solution_id=sales-pipeline')
    await expect(offered.getByRole('link', { name: 'Time tracking' })).toHaveCount(0)
  })

  test('shows the helpful page when the link has no solution_id at all', async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const response = await page.goto('/add-solution')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that solution' })).toBeVisible()
  })

  test('still shows the solution when the link’s category does not fit, and reports the category', async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
    const category = `e2e-category-${Date.now()}`
    const response = await page.goto(`/add-solution?solution_id=time-tracking&category=${category}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Time tracking' })).toBeVisible()
    await expect
      .poll(() => storedEvents('solution_page_invalid_category', category), { timeout: 15_000 })
      .toEqual([{ source: 'orbit_homepage', info1: category, info3: 'time-tracking' }])
  })
})

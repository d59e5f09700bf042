import { expect, test } from './fixtures'

test.describe('the home page', () => {
  test('shows the home page as published in the CMS', async ({ page, request }) => {
    const cms = await request.get('/api/pages?where[path][equals]=/&depth=0')
    type Home = { title: string; seo: { title?: string; description: string }; layout: { blockType: string; heading?: string }[] }
    const [home] = (await cms.json()).docs as Home[]
    expect(home, 'the seed publishes a home page').toBeDefined()

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const hero = home!.layout.find((block) => block.blockType === 'hero')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero?.heading ?? home!.title)
    await expect(page).toHaveTitle(home!.seo.title || home!.title)
    await expect(page.getByText(home!.seo.description)).toBeVisible()
    await expect(page.getByText('brings work management, CRM, email campaigns')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Orbit' }).first()).toHaveAttribute('href', '/')
  })

  test('“What does your team do?”: the products lead with what suits the team picked, on later visits too, for that visitor only', async ({
    page,
    request: anotherVisitor,
  }) => {
    const products = page.locator('.block-product-cards__title')
    const everyTeams = ['Work management', 'CRM', 'Email campaigns', 'Dev', 'Service']
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'What does your team do?' })).toBeVisible()
    await expect(products).toHaveText(everyTeams)
    await expect(page.getByRole('button', { name: 'Any team' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByLabel('Industry').selectOption('retail')
    await page.getByRole('button', { name: 'Software development' }).click()
    await expect(page).toHaveURL(/\/\?cluster=tech&industry=retail#team$/)
    await expect(page.getByRole('button', { name: 'Software development' })).toHaveAttribute('aria-pressed', 'true')
    await expect(products).toHaveText(['Dev', 'Work management', 'CRM', 'Email campaigns', 'Service'])
    await expect(page.locator('.block-product-cards__card').first().getByText('Suggested for your team')).toBeVisible()
    const kept = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]))
    expect([kept.user_cluster, kept.user_industry]).toEqual(['tech', 'retail'])

    // The next visit remembers both; the page is this visitor's, so no shared cache keeps it.
    const later = await page.goto('/')
    expect(later?.headers()['cache-control']).toMatch(/private/)
    await expect(products.first()).toHaveText('Dev')
    await expect(page.getByLabel('Industry')).toHaveValue('retail')
    const shared = await anotherVisitor.get('/')
    expect(shared.headers()['cache-control']).toMatch(/s-maxage=/)
    expect(await shared.text()).not.toContain('Suggested for your team')

    await page.getByRole('button', { name: 'Any team' }).click()
    await expect(products).toHaveText(everyTeams)
    await expect(page.getByText('Suggested for your team')).toHaveCount(0)
  })

  test('offers a skip link as the first stop for keyboard users', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
  })

  test('is served from the cache with security headers and no framework banner', async ({ request }) => {
    // Any CMS page, not only the home page built ahead, is cached after its first visit.
    await request.get('/crm')
    expect((await request.get('/crm')).headers()['cache-control']).toMatch(/s-maxage=\d+/)

    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/)
    expect(headers['cache-control']).toMatch(/stale-while-revalidate/)
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // HSTS only over https: this server is plain http, unless a TLS proxy says otherwise.
    expect(headers['strict-transport-security']).toBeUndefined()
    const overHttps = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    // Nothing of how the site routes inside: the proxy's rewrite target stays on the server.
    for (const path of ['/', '/crm', '/lang/de/pricing']) expect(Object.keys((await request.get(path)).headers())).not.toContain('x-middleware-rewrite')
  })

  test('/external/hp-sync may be framed by the product’s hosts only, and shows no site chrome', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { hosts: { auth: string } }
    const response = await page.goto('/external/hp-sync')
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expect(headers['x-frame-options']).toBeUndefined()
    expect(headers['content-security-policy']).toContain(`frame-ancestors ${new URL(settings.hosts.auth).origin}`)
    expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    await expect(page.locator('.site-header')).toHaveCount(0)
    await expect(page.locator('.site-footer')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('an unknown address answers 404 with a page that helps the visitor on', async ({ page }) => {
    const response = await page.goto('/no-such-page-anywhere')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})

test('GET /healthz reports the database as up', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' })
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('the proxy’s routing snapshot (every redirect, page and A/B schedule) is not served to visitors', async ({ request }) => {
  const response = await request.get('/proxy-snapshot')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toMatch(/redirects|pricedPaths/)
  expect((await request.get('/proxy-snapshot', { headers: { 'x-orbit-proxy-key': 'guess' } })).status()).toBe(404)
  // The proxy itself still reads it: pages route.
  expect((await request.get('/crm')).status()).toBe(200)
})

test('a trailing slash redirects to the one canonical address', async ({ request }) => {
  const response = await request.get('/pricing/', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toBe('/pricing')
})

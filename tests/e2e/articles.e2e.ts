import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

/*
 * Articles as a visitor meets them: the blog lists posts a page at a time and opens one; the help
 * centre's search finds an article by a word of its body and answers any input with a page of
 * its own, never stored for others; a German help article reads German.
 */

test.beforeEach(async ({ context }) => {
  // No consent question in the way (consent.e2e.ts tests it).
  await context.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })
})

test('a visitor opens the blog, goes to its second page and reads a post', async ({ page }) => {
  expect((await page.goto('/blog'))?.status()).toBe(200)
  const list = page.locator('.block-article-list')
  const posts = list.locator('.article-list__title a')
  await expect(posts).toHaveCount(4)
  // Newest first.
  await expect(posts.first()).toHaveText('How to run a project kick-off that sets the tone')

  const pages = page.getByRole('navigation', { name: /Pages/ })
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/blog\/page\/2$/)
  await expect(posts).toHaveCount(2)
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  const title = (await posts.first().textContent())!
  await posts.first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const body = page.locator('.article__body')
  await expect(body.locator('p').first()).toBeVisible()
  expect(((await body.textContent()) ?? '').split(/\s+/).length).toBeGreaterThan(100)
  await expect(page.locator('.article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)

  await page.getByRole('link', { name: 'Back to the blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('a visitor searches the help centre for a word of an article’s body and opens the result', async ({ page }) => {
  await page.goto('/helpcenter')
  // "certificate" appears only in the body of "Set up single sign-on".
  const form = page.locator('main form.help-search')
  await form.getByRole('searchbox', { name: 'Search the help center' }).fill('certificate')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/helpcenter\/search\?q=certificate$/)
  await expect(page.getByRole('heading', { name: 'Results for “certificate”' })).toBeVisible()
  const result = page.locator('.article-list__title a')
  await expect(result.first()).toHaveText('Set up single sign-on')
  await result.first().click()
  await expect(page).toHaveURL(/\/helpcenter\/set-up-single-sign-on$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up single sign-on')
})

test('search results are the visitor’s own: never stored, and each query answers for itself', async ({ request }) => {
  const first = await request.get('/helpcenter/search?q=certificate', { headers: { 'x-visitor-country': 'US' } })
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/no-store/)
  expect(first.headers()['cache-control']).toMatch(/private/)
  expect(await first.text()).toContain('Set up single sign-on')
  // Asked at once, as a shared copy would be answered: the second query's own results.
  const second = await request.get('/helpcenter/search?q=Kanban', { headers: { 'x-visitor-country': 'US' } })
  expect(second.headers()['x-page-copy']).toBeUndefined()
  const text = await second.text()
  expect(text).toContain('Board views explained')
  expect(text).not.toContain('Results for “certificate”')
})

test('bad search input gets a clear page, never an error', async ({ request }) => {
  const cases: [string, RegExp][] = [
    ['', /Type a word or two/],
    ['%20%20', /Type a word or two/],
    [`${'a'.repeat(500)}`, /use at most 200 characters/],
    ['%27%3B%20DROP%20TABLE%20articles%3B%20--', /No help article matches|Results for/],
    ['%FF%FE', /No help article matches|Results for/],
    ['%00', /Type a word or two/],
    ['!!%26%7C%3A*()', /No help article matches|Results for|Type a word/],
  ]
  for (const [query, message] of cases) {
    const response = await request.get(`/helpcenter/search?q=${query}`, { headers: { 'x-visitor-country': 'US' } })
    expect(response.status(), query).toBe(200)
    expect(await response.text(), query).toMatch(message)
  }
  const repeated = await request.get('/helpcenter/search?q=certificate&q=other', { headers: { 'x-visitor-country': 'US' } })
  expect(repeated.status()).toBe(200)
})

test('a German help article reads German, and an unknown article is a 404', async ({ page }) => {
  expect((await page.goto('/lang/de/helpcenter/create-your-first-board'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr erstes Board erstellen')
  await expect(page.locator('.article__body')).toContainText('Vorlagencenter')
  await expect(page.locator('.article time')).toContainText('Oktober 2026')
  await expect(page.getByRole('link', { name: 'Zurück zum Hilfe-Center' })).toHaveAttribute('href', '/lang/de/helpcenter')

  // Not translated: English text, said to be so, canonical to the English page.
  expect((await page.goto('/lang/de/helpcenter/board-views-explained'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board views explained')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/helpcenter\/board-views-explained$/)

  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404)
})

test('a marketer previews an article’s unpublished edit from the admin, while visitors keep the published text', async ({ page, browser, request }) => {
  const account = await staffAccount(request, 'marketer')
  const login = await request.post('/api/users/login', { data: account })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const slug = `preview-${Date.now()}`
  const paragraph = (text: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  })
  const created = await request.post('/api/articles', {
    headers,
    data: {
      title: 'The published title',
      kind: 'blog',
      slug,
      excerpt: 'Published.',
      body: paragraph('Published body.'),
      publishedAt: '2026-11-01T09:00:00.000Z',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const draft = await request.patch(`/api/articles/${id}?draft=true`, { headers, data: { title: 'The edited title', _status: 'draft' } })
  expect(draft.status(), await draft.text()).toBe(200)

  await signIn(page, account)
  await page.goto(`/admin/collections/articles/${id}`)
  const opened = page.context().waitForEvent('page')
  await page.locator('#preview-button').click()
  const preview = await opened
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('The edited title')

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'US' } })
  const visitorPage = await visitor.newPage()
  expect((await visitorPage.goto(`/blog/${slug}`))?.status()).toBe(200)
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('The published title')
  await visitor.close()
  await request.delete(`/api/articles/${id}`, { headers })
})

test('every article a listing shows opens, on every page of every listing', async ({ request }) => {
  const listings = ['/blog', '/helpcenter', '/help', '/webinars', '/p/news']
  const seen = new Set<string>()
  const queue = [...listings]
  const failures: string[] = []
  while (queue.length > 0) {
    const listing = queue.shift()!
    const html = await (await request.get(listing)).text()
    // The listing's own further pages, then the articles it links to.
    for (const [, next] of html.matchAll(/href="(\/[a-z/-]+\/page\/\d+)"/g)) {
      if (seen.has(next!)) continue
      seen.add(next!)
      queue.push(next!)
    }
    for (const [, article] of html.matchAll(/class="article-list__title"[^>]*>\s*<a[^>]*href="([^"]+)"/g)) {
      if (seen.has(article!)) continue
      seen.add(article!)
      const response = await request.get(article!)
      if (response.status() !== 200) failures.push(`${listing} → ${article}: ${response.status()}`)
    }
  }
  expect([...seen].filter((path) => !path.includes('/page/')).length, 'articles listed').toBeGreaterThanOrEqual(25)
  expect(failures).toEqual([])
})

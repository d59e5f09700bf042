import type { APIRequestContext } from '@playwright/test'

import { axeViolations } from './axe'
import { founderHeaders, member, uploadImage, words } from './community-setup'
import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

/*
 * The editors' aids: a page's translation status in the editor and the pages list
 * (translated, then outdated once English changes), the English beside a translated text, and the moderators' queue worked with
 * "Approve and next". axe checks the sections these screens add.
 */

async function pagesApi(request: APIRequestContext) {
  const headers = await founderHeaders(request)
  return {
    create: async (data: Record<string, unknown>) => {
      const response = await request.post('/api/pages', { headers, data })
      expect(response.status(), await response.text()).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    },
    update: async (id: number, data: Record<string, unknown>, locale = 'en') => {
      const response = await request.patch(`/api/pages/${id}?locale=${locale}`, { headers, data })
      expect(response.status(), await response.text()).toBe(200)
    },
  }
}

test('a page’s German translation reads translated, then outdated once English changes, in the editor and the list, with the English beside it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // four admin screens on a busy machine
  const pages = await pagesApi(request)
  const path = `/w/translation-status-${Date.now()}`
  const id = await pages.create({ title: 'Roadmaps for every team', path, seo: { description: 'Plan the quarter.' }, _status: 'published' })
  await pages.update(id, { title: 'Roadmaps für jedes Team' }, 'de')

  await signIn(page, await staffAccount(request, 'marketer'))
  await page.goto(`/admin/collections/pages/${id}?locale=de`)
  const current = page.getByTestId('translation-status-current')
  await expect(current).toHaveAttribute('data-status', 'translated')
  await expect(current).toContainText('Translated')
  await expect(page.locator('li[data-locale="fr"]')).toHaveAttribute('data-status', 'not-translated')
  await expect(page.getByTestId('publish-checks')).toContainText('Not translated (shows English)')
  // Under each text being translated, the English it translates.
  const titleSource = page.locator('.field-type', { has: page.locator('#field-title') }).getByTestId('english-source')
  await expect(titleSource).toHaveText('English: Roadmaps for every team')
  expect(await axeViolations(page, ['[aria-labelledby="translation-status-heading"]', '[data-testid="publish-checks"]'])).toEqual([])

  // English changes after the German edit: German is now behind.
  await pages.update(id, { title: 'Roadmaps for every team, every quarter' })
  await page.reload()
  await expect(current).toHaveAttribute('data-status', 'outdated')
  await expect(current).toContainText('Outdated: English changed since')
  await expect(titleSource).toHaveText('English: Roadmaps for every team, every quarter')

  // The pages list shows it too, in the locale the list is shown in.
  await page.goto(`/admin/collections/pages?locale=de&where[path][equals]=${encodeURIComponent(path)}`)
  const cell = page.getByTestId('translation-status-cell')
  await expect(cell).toHaveAttribute('data-status', 'outdated')
  await expect(cell).toContainText('Outdated')

  // Another screen, its address naming no language, opens in English: the German was for that page.
  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.locator('.localizer [data-locale]').first()).toHaveAttribute('data-locale', 'en')
  await expect(page.locator('#field-title')).toHaveValue('Roadmaps for every team, every quarter')

  // The search-result preview on the SEO tab, with its length hints.
  await page.goto(`/admin/collections/pages/${id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue('Roadmaps for every team, every quarter')
  await expect(page.getByTestId('english-source')).toHaveCount(0)
  await page.getByRole('button', { name: 'SEO' }).click()
  const preview = page.getByTestId('seo-preview')
  await expect(preview).toContainText(path)
  await expect(preview).toContainText('Roadmaps for every team, every quarter')
  await expect(preview).toContainText('SEO description is short')
  expect(await axeViolations(page, ['[data-testid="seo-preview"]'])).toEqual([])
})

test('a moderator approves two templates in a row with “Approve and next”', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const site = await playwright.request.newContext({ baseURL })
  const author = await member(site, request, { prefix: 'queue', name: 'Quinn Queue' })
  const ids: number[] = []
  for (const name of ['first', 'second']) {
    const board = await uploadImage(site, author.headers, `${name}-board.png`, name === 'first' ? '#3366ff' : '#2a9d8f')
    const selfie = await uploadImage(site, author.headers, `${name}-selfie.png`, '#e05a47')
    const shared = await site.post('/api/community-templates', {
      headers: author.headers,
      data: {
        title: `Queue ${name} ${Date.now()}`,
        language: 'en',
        paragraphs: [{ text: words(55, name) }],
        images: [
          { type: 'selfie', image: selfie },
          { type: 'board', image: board },
        ],
        termsAccepted: true,
      },
    })
    expect(shared.status(), await shared.text()).toBe(201)
    ids.push(((await shared.json()) as { doc: { id: number } }).doc.id)
  }

  const moderator = await staffAccount(request, 'moderator')
  await signIn(page, moderator)

  // Signed in, the moderator lands on the queue, on Awaiting approval, with the author and the wait.
  await expect(page).toHaveURL(/where%5BstatusCode%5D%5Bin%5D%5B0%5D=0|where\[statusCode\]\[in\]\[0\]=0/)
  const queue = page.getByRole('navigation', { name: 'Moderation queue' })
  await expect(queue.getByRole('link', { name: /^Awaiting approval/ })).toHaveAttribute('aria-current', 'page')
  const row = page.getByRole('row').filter({ hasText: 'Queue first' })
  await expect(row.getByTestId('queue-cell')).toContainText('Quinn Queue')
  await expect(row.getByTestId('queue-cell')).toContainText(/waiting (just now|\d+ minutes?)/)
  await expect(row.getByRole('img')).toBeVisible()
  await expect(row.getByText(author.email)).toHaveCount(0)
  expect(await axeViolations(page, ['nav[aria-label="Moderation queue"]', '[data-testid="queue-cell"]'])).toEqual([])

  // The first template: the raw form is folded away; approve and move on.
  await page.goto(`/admin/collections/community-templates/${ids[0]}`)
  const moderation = page.getByRole('region', { name: 'Moderation' })
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting approval')
  await expect(page.getByRole('textbox', { name: 'Title *', exact: true })).toBeHidden()
  await expect(moderation.getByTestId('moderation-shortcuts')).toContainText('approve and next')
  expect(await axeViolations(page, ['.orbit-moderation'])).toEqual([])
  await moderation.getByRole('button', { name: 'Approve and next' }).click()

  // The next one shared opens, saying what was done; approve it the same way.
  await expect(page).toHaveURL(new RegExp(`/admin/collections/community-templates/${ids[1]}$`))
  await expect(moderation.getByRole('status')).toContainText('Done: Approved (online).')
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting approval')
  await moderation.getByRole('button', { name: 'Approve and next' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/admin/collections/community-templates/${ids[1]}$`))

  const headers = await founderHeaders(request)
  for (const id of ids) {
    const stored = await request.get(`/api/community-templates/${id}?depth=0`, { headers })
    expect(((await stored.json()) as { statusCode: number }).statusCode).toBe(1)
  }
  await site.dispose()
})

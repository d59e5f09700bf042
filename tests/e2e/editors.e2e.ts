import { founderHeaders } from './community-setup'
import { expect, test } from './fixtures'
import { openAdvancedForm, saveInAdmin, signIn, staffAccount } from './staff'

test('a marketer creates and publishes a page, and visitors can read it', async ({ page, request, allowedFailures }) => {
  const pageCount = async () =>
    ((await (await request.get('/api/pages?draft=true&limit=0', { headers: await founderHeaders(request) })).json()) as { totalDocs: number }).totalDocs
  await signIn(page, await staffAccount(request, 'marketer'))

  // Create asks for a title and an address first; opening it and leaving stores nothing.
  const before = await pageCount()
  await page.goto('/admin/collections/pages/create')
  await expect(page).toHaveURL(/\/admin\/new-page$/)
  await page.goto('/admin/collections/pages')
  expect(await pageCount()).toBe(before)

  await page.goto('/admin/collections/pages/create')
  await page.getByRole('textbox', { name: 'Title' }).fill('Spring launch')
  // The address is suggested from the title until the editor types one.
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/spring-launch')
  await page.getByRole('textbox', { name: 'Path' }).fill('/w/spring-launch')
  await page.getByRole('button', { name: 'Create page' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Spring launch')
  await saveInAdmin(page, page.getByRole('button', { name: 'Publish changes' }), 'pages')

  // Live for visitors without a restart or a second publish (the proxy learns of new pages in the
  // background); how fast is a benchmark's figure, not this test's.
  await expect.poll(async () => (await page.goto('/w/spring-launch'))?.status(), { timeout: 15_000, intervals: [100, 250, 500] }).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring launch')

  // An address already taken is refused in words, and nothing is stored.
  allowedFailures.push(/\/api\/pages\?draft=true/) // the refused create answers 400
  const count = await pageCount()
  await page.goto('/admin/collections/pages/create')
  await page.getByRole('textbox', { name: 'Title' }).fill('Spring launch again')
  await page.getByRole('textbox', { name: 'Path' }).fill('/w/spring-launch')
  await page.getByRole('button', { name: 'Create page' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'A page already lives at /w/spring-launch' })).toBeVisible()
  expect(await pageCount()).toBe(count)
})

test('a moderator approves a community template, which then goes online', async ({ page, request }) => {
  const pendingTitle = 'Content calendar for a small marketing team'
  const before = await request.get(`/api/community-templates?where[title][equals]=${encodeURIComponent(pendingTitle)}`)
  expect((await before.json()).docs).toEqual([]) // awaiting approval: not public

  await signIn(page, await staffAccount(request, 'moderator'))
  await page.goto('/admin/collections/community-templates')
  await page.getByRole('link', { name: pendingTitle }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/community-templates\/\d+/)

  await openAdvancedForm(page) // the raw form sits behind a disclosure
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Approved (online)', exact: true }).click()
  await saveInAdmin(page, page.getByRole('button', { name: 'Save', exact: true }), 'community-templates')
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()

  const after = await request.get(`/api/community-templates?where[title][equals]=${encodeURIComponent(pendingTitle)}`)
  const [template] = (await after.json()).docs as { statusCode: number; history: { toStatus: number }[] }[]
  expect(template?.statusCode).toBe(1)
})

test('the server refuses a move the workflow does not allow, with a message the moderator understands', async ({ page, request, allowedFailures }) => {
  allowedFailures.push(/\/api\/community-templates\/\d+/) // the refused save answers 400
  await signIn(page, await staffAccount(request, 'moderator'))
  // The queue's Deleted tab (All pages by ten, and other tests add templates).
  await page
    .getByRole('navigation', { name: 'Moderation queue' })
    .getByRole('link', { name: /^Deleted/ })
    .click()
  await page.getByRole('link', { name: 'Old agency retainer tracker' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/community-templates\/\d+/)

  await openAdvancedForm(page) // the raw form sits behind a disclosure
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Approved (online)', exact: true }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/cannot be moved to|Only an admin/).first()).toBeVisible()
})

test('a block a marketer adds opens ready to fill in, while the page’s own blocks stay collapsed', async ({ page, request }) => {
  const paragraph = (text: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
    },
  })
  const created = await request.post('/api/pages', {
    headers: await founderHeaders(request),
    data: {
      title: 'Blocks to fold',
      path: `/w/blocks-to-fold-${Date.now()}`,
      layout: [
        { blockType: 'richText', content: paragraph('The first block.') },
        { blockType: 'richText', content: paragraph('The second block.') },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await signIn(page, await staffAccount(request, 'marketer'))
  // On first opening, the editor notes which of the page's blocks are collapsed (NewBlocksOpen).
  const noted = page.waitForResponse(
    (response) => response.url().includes(`/api/payload-preferences/collection-pages-${doc.id}`) && response.request().method() === 'POST',
  )
  await page.goto(`/admin/collections/pages/${doc.id}`)
  expect((await noted).ok()).toBe(true)
  const toggles = page.locator('.blocks-field__row .collapsible__toggle')
  await expect(toggles).toHaveCount(2)
  await expect(page.locator('.blocks-field__row .collapsible__toggle--collapsed')).toHaveCount(2)

  await page.getByRole('button', { name: 'Add Layout' }).click()
  await page.getByRole('dialog').getByText('Rich text', { exact: true }).click()
  await expect(toggles).toHaveCount(3)
  await expect(toggles.nth(2)).toHaveClass(/collapsible__toggle--open/)
  await expect(page.locator('.blocks-field__row .collapsible__toggle--collapsed')).toHaveCount(2)
})

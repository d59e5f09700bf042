import { axeViolations } from './axe'
import { member, uploadImage, words } from './community-setup'
import { expect, test } from './fixtures'
import { openAdvancedForm, signIn, staffAccount } from './staff'

/*
 * A moderator's proposal (member approval) in the browser: the moderator edits a
 * member's template in the admin and sends the edits for approval in one go; the panel says the
 * author's version is kept; the member sees their version beside the edits, field by field, and
 * rejects them; their own text is back, and "Approve the author's version" publishes it.
 */

const US_VISITOR = { 'x-visitor-country': 'US' }

test('a moderator’s edits keep the author’s version; the author compares, rejects them, and their own text goes online', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)

  const site = await playwright.request.newContext({ baseURL, extraHTTPHeaders: US_VISITOR })
  const author = await member(site, request, { prefix: 'proposal', name: 'Robin Author' })
  const selfie = await uploadImage(site, author.headers, 'selfie.png', '#e05a47')
  const board = await uploadImage(site, author.headers, 'board.png', '#3366ff')
  const title = `Field service rota ${Date.now()}`
  const story = words(60, 'mine')
  const shared = await site.post('/api/community-templates', {
    headers: author.headers,
    data: {
      title,
      language: 'en',
      paragraphs: [{ text: story }],
      images: [
        { type: 'selfie', image: selfie },
        { type: 'board', image: board },
      ],
      termsAccepted: true,
    },
  })
  expect(shared.status(), await shared.text()).toBe(201)
  const { doc } = (await shared.json()) as { doc: { id: number } }

  // The moderator edits the title and sends the edits without saving first.
  const moderator = await staffAccount(request, 'moderator')
  await signIn(page, moderator)
  await page.goto(`/admin/collections/community-templates/${doc.id}`)
  const moderation = page.getByRole('region', { name: 'Moderation' })
  const send = moderation.getByRole('button', { name: 'Send my edits to the author for approval' })
  await expect(send).toBeDisabled() // nothing edited yet
  const edited = `${title} (moderated)`
  await openAdvancedForm(page) // the raw form sits behind a disclosure
  await page.getByRole('textbox', { name: 'Title *', exact: true }).fill(edited)
  await expect(send).toBeEnabled()
  await expect(moderation.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled()
  await send.click()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting user approval')
  const note = moderation.getByTestId('moderation-author-version')
  await expect(note).toContainText('The author’s version is kept.')
  const titleRow = note.getByRole('row', { name: /^Title/ })
  await expect(titleRow.getByRole('cell')).toHaveText([title, edited])

  // The member compares the two versions on their template's page and rejects the edits.
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: US_VISITOR })
  const memberPage = await memberContext.newPage()
  await memberPage.goto(`/community/my-templates/${doc.id}`)
  await memberPage.getByLabel('Email').fill(author.email)
  await memberPage.getByLabel('Password', { exact: true }).fill(author.password)
  await memberPage.getByRole('button', { name: 'Log in' }).click()
  await expect(memberPage).toHaveURL(new RegExp(`/community/my-templates/${doc.id}$`))
  const diff = memberPage.getByTestId('proposal-diff')
  await expect(diff.getByRole('heading', { name: 'Review the moderator’s edits' })).toBeVisible()
  const titleChange = diff.getByRole('group', { name: 'Title' })
  await expect(titleChange.locator('.proposal-diff__side--mine')).toContainText(title)
  await expect(titleChange.locator('.proposal-diff__side--proposal')).toContainText(edited)
  await expect(diff.getByRole('group')).toHaveCount(1) // only the title changed
  expect(await axeViolations(memberPage)).toEqual([])
  await memberPage.getByRole('button', { name: 'Reject the edits' }).click()
  await expect(memberPage.getByTestId('proposal-diff')).toHaveCount(0)
  await expect(memberPage.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
  await memberContext.close()

  // The author's own version is fine after all: it goes online as they wrote it.
  await page.reload()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Rejected by User')
  await moderation.getByRole('button', { name: 'Approve the author’s version' }).click()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Approved (online)')
  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: US_VISITOR })
  const visitor = await anonymous.get(`/api/community-templates/${doc.id}?depth=0`)
  expect(visitor.status()).toBe(200)
  const online = (await visitor.json()) as { title: string; paragraphs: { text: string }[] }
  expect(online.title).toBe(title)
  expect(online.paragraphs.map((row) => row.text)).toEqual([story])
  expect(online).not.toHaveProperty('authorVersion')
  expect(online).not.toHaveProperty('rejectReason')
  await anonymous.dispose()
  await site.dispose()
})

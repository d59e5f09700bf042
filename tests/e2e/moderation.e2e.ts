import type { APIRequestContext } from '@playwright/test'

import { founderHeaders, member, uploadImage, words } from './community-setup'
import { expect, test } from './fixtures'
import { openAdvancedForm, signIn, staffAccount } from './staff'

/*
 * Moderation in the admin: a community member shares a template over the REST API
 * (as the site does); a moderator finds it in the queue, reviews its images and text side by
 * side, asks for changes with a reason; the member's edit resubmits it; the moderator approves
 * it and rates it; the history lists every move with who made it. A marketer gets none of it.
 */

async function stored(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/community-templates/${id}?depth=0`, { headers: await founderHeaders(request) })
  return (await response.json()) as {
    status: string
    statusCode: number
    rejectReason: string
    scores: { type: string; value: number }[]
    boardLinkStatus: string
  }
}

test('a moderator reviews a member’s template side by side, asks for changes, then approves the resubmission', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)

  // The member shares a template, with their own selfie and board screenshot.
  const site = await playwright.request.newContext({ baseURL })
  const author = await member(site, request)
  const selfie = await uploadImage(site, author.headers, 'selfie.png', '#e05a47')
  const board = await uploadImage(site, author.headers, 'board.png', '#3366ff')
  const title = `Client onboarding tracker ${Date.now()}`
  const firstStory = words(60, 'first')
  const shared = await site.post('/api/community-templates', {
    headers: author.headers,
    data: {
      title,
      language: 'en',
      paragraphs: [{ text: firstStory }],
      images: [
        { type: 'selfie', image: selfie },
        { type: 'board', image: board },
      ],
      tags: [{ category: '3', value: '11-50' }],
      boardId: '424242',
      termsAccepted: true,
    },
  })
  expect(shared.status(), await shared.text()).toBe(201)
  const { doc } = (await shared.json()) as { doc: { id: number; status: string } }
  expect(doc.status).toBe('pending')

  // The moderator opens the queue: awaiting approval first, the template in it.
  const moderator = await staffAccount(request, 'moderator')
  await signIn(page, moderator)
  await page.goto('/admin/collections/community-templates')
  const queue = page.getByRole('navigation', { name: 'Moderation queue' })
  await expect(queue.getByRole('link').first()).toHaveText(/^Awaiting approval\s*\d+$/)
  await queue.getByRole('link', { name: /^Awaiting approval/ }).click()
  await expect(page).toHaveURL(/where%5BstatusCode%5D%5Bin%5D%5B0%5D=0|where\[statusCode\]\[in\]\[0\]=0/)
  await expect(queue.getByRole('link', { name: /^Awaiting approval/ })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/community-templates/${doc.id}$`))

  // The author in the sidebar, without the member account moderators cannot read.
  await expect(page.getByText(author.email).first()).toBeVisible()

  // Images and text side by side.
  const moderation = page.getByRole('region', { name: 'Moderation' })
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting approval')
  const imagesColumn = moderation.getByRole('region', { name: 'Images' })
  const textColumn = moderation.getByRole('region', { name: 'Text' })
  await expect(imagesColumn.getByRole('img')).toHaveCount(2)
  for (const image of await imagesColumn.getByRole('img').all()) {
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(480)
  }
  await expect(imagesColumn.getByText('Selfie', { exact: true })).toBeVisible()
  await expect(imagesColumn.getByText('Board', { exact: true })).toBeVisible()
  await expect(textColumn.getByText(title)).toBeVisible()
  await expect(textColumn.getByText(firstStory)).toBeVisible()
  await expect(textColumn.getByText('60 words')).toBeVisible()
  const imagesBox = (await imagesColumn.boundingBox())!
  const textBox = (await textColumn.boundingBox())!
  expect(imagesBox.x + imagesBox.width).toBeLessThanOrEqual(textBox.x)
  expect(Math.abs(imagesBox.y - textBox.y)).toBeLessThan(5)

  // Only the moves the workflow allows a moderator from pending.
  const actions = moderation.getByRole('group', { name: 'Moderation actions' })
  await expect(actions.getByRole('button')).toHaveText([
    'Approve',
    'Approve as paid',
    'Reject: changes required…',
    'Send my edits to the author for approval',
    'Mark as duplicate',
    'Delete',
    // Moving through the queue (src/cms/admin/moderation): approve this one and open the next, or skip it.
    'Approve and next',
    'Skip to next',
  ])

  // Reject: the reason is asked for first.
  await actions.getByRole('button', { name: 'Reject: changes required…' }).click()
  const send = moderation.getByRole('button', { name: 'Send back with this reason' })
  await expect(send).toBeDisabled()
  await moderation.getByRole('radio', { name: 'Bad Selfie', exact: true }).check()
  await send.click()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Changes required')
  await expect(moderation.getByText('reason: Bad Selfie')).toBeVisible()
  await expect(moderation.getByRole('status')).toHaveText('Done: Changes required.')
  expect(await stored(request, doc.id)).toMatchObject({ status: 'rejected', statusCode: 2, rejectReason: 'Bad Selfie' })
  // From here a moderator can only reopen it or delete it; the author's edit resubmits it.
  await expect(actions.getByRole('button')).toHaveText(['Reopen for review', 'Delete'])

  // The member changes the template: a new selfie and a longer story resubmit it.
  const newSelfie = await uploadImage(site, author.headers, 'selfie-2.png', '#2a9d8f')
  const secondStory = words(70, 'second')
  const resubmitted = await site.patch(`/api/community-templates/${doc.id}`, {
    headers: author.headers,
    data: {
      paragraphs: [{ text: secondStory }],
      images: [
        { type: 'selfie', image: newSelfie },
        { type: 'board', image: board },
      ],
    },
  })
  expect(resubmitted.status(), await resubmitted.text()).toBe(200)
  expect(((await resubmitted.json()) as { doc: { status: string } }).doc.status).toBe('pending')

  // The moderator sees the new version and approves it.
  await page.reload()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting approval')
  await expect(textColumn.getByText(secondStory)).toBeVisible()
  await actions.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Approved (online)')
  expect(await stored(request, doc.id)).toMatchObject({ status: 'approved', statusCode: 1 })

  // The history: every move, who made it, from and to in the spec's words, the reason (under Advanced).
  await openAdvancedForm(page)
  const history = page.getByRole('region', { name: 'History' })
  const rows = history.getByRole('row')
  await expect(rows).toHaveCount(5) // the header and four moves
  const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allInnerTexts()).map((text) => text.trim())
  expect((await cells(1)).slice(1)).toEqual([`Dana Author (member, the author, ${author.email})`, 'Submitted', 'Awaiting approval', '–'])
  expect((await cells(2)).slice(1)).toEqual([`${moderator.email} (staff)`, 'Awaiting approval', 'Changes required', 'Bad Selfie'])
  expect((await cells(3)).slice(1)).toEqual([`Dana Author (member, the author, ${author.email})`, 'Changes required', 'Awaiting approval', '–'])
  expect((await cells(4)).slice(1)).toEqual([`${moderator.email} (staff)`, 'Awaiting approval', 'Approved (online)', '–'])
  expect(await cells(4)).toHaveLength(5)
  expect((await cells(4))[0]).toMatch(/UTC$/)

  // Scores: an admin score over 5 is refused with a clear sentence; then 4, editor's choice, a linked board.
  const scores = moderation.getByRole('group', { name: 'Scores and board link' })
  await scores.getByLabel(/^Admin score/).fill('7')
  await scores.getByRole('button', { name: 'Save scores' }).click()
  await expect(scores.getByRole('alert')).toHaveText('The admin score is a whole number from 0 to 5.')
  await expect(scores.getByLabel(/^Admin score/)).toHaveAttribute('aria-invalid', 'true')
  await scores.getByLabel(/^Admin score/).fill('4')
  await scores.getByLabel('Editor’s choice').check()
  await scores.getByLabel('Board link status').selectOption('Linked')
  await scores.getByRole('button', { name: 'Save scores' }).click()
  await expect(moderation.getByRole('status')).toHaveText('Scores and board link saved.')
  await expect(scores.getByLabel(/^Admin score/)).toHaveValue('4')
  await expect(scores.getByLabel('Editor’s choice')).toBeChecked()
  await expect(scores.getByLabel('Board link status')).toHaveValue('Linked')
  const rated = await stored(request, doc.id)
  expect(rated.boardLinkStatus).toBe('Linked')
  expect(rated.scores).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 'admin', value: 4 }), expect.objectContaining({ type: 'editor_choice', value: 1 })]),
  )
  expect(rated.status).toBe('approved')

  await site.dispose()
})

test('a marketer gets no moderation: not in the navigation, no actions on a template', async ({ page, request }) => {
  const listed = await request.get('/api/community-templates?where[title][equals]=Content%20calendar%20for%20a%20small%20marketing%20team&depth=0', {
    headers: await founderHeaders(request),
  })
  const [pending] = ((await listed.json()) as { docs: { id: number }[] }).docs
  expect(pending).toBeDefined()

  await signIn(page, await staffAccount(request, 'marketer'))
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeAttached()
  await expect(page.getByRole('link', { name: 'Community templates' })).toHaveCount(0)
  await page.goto(`/admin/collections/community-templates/${pending!.id}`)
  await expect(page.getByRole('heading', { name: 'Moderation' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Moderation queue' })).toHaveCount(0)
  await page.goto('/admin/collections/community-templates')
  await expect(page.getByRole('navigation', { name: 'Moderation queue' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Content calendar for a small marketing team' })).toHaveCount(0)
})

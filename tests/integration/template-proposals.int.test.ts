/**
 * A moderator's proposal (status 4, awaiting the author's approval), over REST: the author's
 * own version is kept beside the moderator's edits, read by the author and the moderators only,
 * written by nobody; accepting publishes the edits, declining or withdrawing them (or deleting
 * the template) puts the author's version back, so "the author's version is fine after all"
 * publishes the author's text. Also: the reject reason is not for visitors, and the moderators'
 * list order.
 */
import type { Payload, PayloadRequest, UIFieldServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// One member shares many templates here; the daily limit is member-abuse.int.test.ts's to test.
vi.hoisted(() => {
  process.env.TEMPLATE_SUBMISSION_DAILY_LIMIT = '1000'
})

import { ModerationPanel } from '@/cms/admin/moderation/ModerationPanel'
import type { StatusName } from '@/cms/collections/CommunityTemplates/statuses'
import { type AuthorVersion, PROPOSAL_WITHOUT_EDITS_MESSAGE } from '@/domain/templates/authoring'
import { MIN_PARAGRAPH_WORDS } from '@/domain/templates/templates'
import type { CommunityTemplate } from '@/payload-types'

import { useTemporaryDataDir } from '../helpers/upload'

// The panel's browser parts are not what is tested here.
vi.mock('@/cms/admin/moderation/ModerationActions', () => ({ ModerationActions: () => null }))
vi.mock('@/cms/admin/moderation/ModerationScores', () => ({ ModerationScores: () => null }))

// Before the config is loaded: it reads DATA_DIR for the image folders.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { api, login } = await import('../helpers/rest')
const { createStaff, PASSWORD } = await import('../helpers/staff')
const { createMember, createTemplateImage, loginMember, memberImages } = await import('../helpers/members')
const { memberAuthorVersion } = await import('@/app/(site)/[locale]/[variant]/community/my-templates/[id]/author-version')
const { myTemplateOf } = await import('@/domain/community/my-templates')
const { sendCmsEventsTo } = await import('@/cms/hooks/track-event')

afterAll(() => dataDir.restore())

const words = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ')
const AUTHOR_STORY = words(MIN_PARAGRAPH_WORDS + 2, 'mine')
const MODERATED_STORY = words(MIN_PARAGRAPH_WORDS + 4, 'edited')
const SEEDING = { seeding: true, disableRevalidate: true }

type FieldError = { path: string; message: string }
const fieldErrors = (body: unknown): FieldError[] =>
  ((body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? [])
    .flatMap((error) => error.data?.errors ?? [])
    .map(({ path, message }) => ({ path, message }))

let payload: Payload
type Account = { id: number; token: string }
let moderator: Account & { user: PayloadRequest['user'] }
let author: Account
let otherMember: Account
let images: { type: 'selfie' | 'board'; image: number }[]

beforeAll(async () => {
  payload = await getPayload({ config })
  // The first account of a database becomes an admin: make it first, so the moderator is one.
  await createStaff(payload, ['admin'])
  const account = await createStaff(payload, ['moderator'])
  const user = await payload.findByID({ collection: 'users', id: account.id, depth: 0 })
  moderator = { id: account.id, token: await login(account.email, PASSWORD), user: { ...user, collection: 'users' } as PayloadRequest['user'] }
  const member = await createMember(payload, 'Author')
  author = { id: member.id, token: await loginMember(member.email) }
  const other = await createMember(payload, 'Other')
  otherMember = { id: other.id, token: await loginMember(other.email) }
  images = await memberImages(payload, author.id)
})

/** The author's template in any status, stored as seeds store them (no workflow). */
async function template(title: string, status: StatusName, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'community-templates',
    data: {
      title,
      status,
      paragraphs: [{ text: AUTHOR_STORY }],
      termsAccepted: true,
      author: author.id,
      images,
      tags: [{ category: '2', value: 'Retail' }],
      boardId: '4242',
      ...extra,
    },
    context: SEEDING,
  })
}

const stored = (id: number): Promise<CommunityTemplate> => payload.findByID({ collection: 'community-templates', id, depth: 0 })
const texts = (doc: CommunityTemplate) => doc.paragraphs.map((paragraph) => paragraph.text)

/** What the author had before a moderator's edits, as it is kept. */
const authorsVersion = (title: string): AuthorVersion => ({
  title,
  language: 'en',
  paragraphs: [{ text: AUTHOR_STORY }],
  images,
  tags: [{ category: '2', value: 'Retail' }],
  boardId: '4242',
})

/** A moderator edits the title and the story and sends the edits to the author in one save. */
async function propose(id: number, title = 'The moderator’s title') {
  const response = await api('PATCH', `/community-templates/${id}`, {
    token: moderator.token,
    body: { title, paragraphs: [{ text: MODERATED_STORY }], status: 'pending_user_to_approve' },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response
}

describe('sending edits to the author', () => {
  it('keeps the author’s version and makes the edits live', async () => {
    const { id } = await template('My own title', 'pending')
    await propose(id)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'pending_user_to_approve', statusCode: 4, title: 'The moderator’s title' })
    expect(texts(doc)).toEqual([MODERATED_STORY])
    expect(doc.authorVersion).toEqual(authorsVersion('My own title'))
  })

  it('refuses a move without any edit, saying what to do', async () => {
    const { id } = await template('Unedited', 'pending')
    const response = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { status: 'pending_user_to_approve' } })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: PROPOSAL_WITHOUT_EDITS_MESSAGE })
    expect(await stored(id)).toMatchObject({ status: 'pending', title: 'Unedited', authorVersion: null })
  })

  it('refuses it too when the edits are the same content sent again', async () => {
    const { id } = await template('Same again', 'pending')
    const response = await api('PATCH', `/community-templates/${id}`, {
      token: moderator.token,
      body: { title: 'Same again', paragraphs: [{ text: AUTHOR_STORY }], status: 'pending_user_to_approve' },
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: PROPOSAL_WITHOUT_EDITS_MESSAGE })
  })

  it('keeps the first author version through the moderator’s further edits', async () => {
    const { id } = await template('Kept through edits', 'pending')
    await propose(id)
    const again = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { title: 'A second try' } })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'pending_user_to_approve', title: 'A second try' })
    expect(doc.authorVersion).toEqual(authorsVersion('Kept through edits'))
  })
})

describe('who reads and writes the author’s version', () => {
  it('the author reads their kept version and the reject reason; another member and a visitor cannot even read the template', async () => {
    const { id } = await template('Read by its author', 'pending')
    await propose(id)
    const own = await api('GET', `/community-templates/${id}?depth=0`, { token: author.token })
    expect(own.status).toBe(200)
    expect(own.body.authorVersion).toEqual(authorsVersion('Read by its author'))
    expect(own.body.rejectReason).toBe('None')
    for (const token of [otherMember.token, undefined]) {
      expect((await api('GET', `/community-templates/${id}?depth=0`, { token })).status).toBeOneOf([403, 404])
    }
  })

  it('on a template others can read, only its author and the moderators see the kept version and the reject reason', async () => {
    // Not a state the workflow leaves (an online template keeps no version): stored directly to see the field rules.
    const { id } = await template('Online with a kept version', 'approved', { authorVersion: authorsVersion('Old'), rejectReason: 'Bad Text' })
    for (const token of [otherMember.token, undefined]) {
      const response = await api('GET', `/community-templates/${id}?depth=0`, { token })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ title: 'Online with a kept version' })
      expect(response.body).not.toHaveProperty('authorVersion')
      expect(response.body).not.toHaveProperty('rejectReason')
    }
    const list = await api('GET', `/community-templates?depth=0&limit=5&where[id][equals]=${id}`)
    expect(list.body.docs[0]).not.toHaveProperty('rejectReason')
    for (const token of [author.token, moderator.token]) {
      const response = await api('GET', `/community-templates/${id}?depth=0`, { token })
      expect(response.body).toMatchObject({ authorVersion: authorsVersion('Old'), rejectReason: 'Bad Text' })
    }
  })

  it('queries on the kept version or the reject reason neither expose them nor fail', async () => {
    const { id } = await template('Queried online', 'approved', { authorVersion: authorsVersion('Secret title'), rejectReason: 'Bad Selfie' })
    // Each filter with the hidden value and with another: the answer must not tell them apart.
    const filters: [string, string][] = [
      ['where[rejectReason][equals]=Bad%20Selfie', 'where[rejectReason][equals]=Bad%20Text'],
      ['where[authorVersion.title][equals]=Secret%20title', 'where[authorVersion.title][equals]=Other'],
      ['where[authorVersion][like]=Secret', 'where[authorVersion][like]=Nothing'],
      ['where[authorVersion][exists]=true', 'where[authorVersion][exists]=false'],
    ]
    const found = async (query: string, token: string | undefined) => {
      const response = await api('GET', `/community-templates?depth=0&limit=1000&${query}`, { token })
      expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBeLessThan(500)
      return response.status === 200 && (response.body.docs as CommunityTemplate[]).some((doc) => doc.id === id)
    }
    for (const token of [undefined, otherMember.token]) {
      for (const [hidden, other] of filters) expect(await found(hidden, token), hidden).toBe(await found(other, token))
      for (const sort of ['sort=authorVersion', 'sort=-rejectReason']) await found(sort, token)
    }
  })

  it('nobody writes it over REST: not the author, not a moderator, not on creation', async () => {
    const forged = { ...authorsVersion('Forged'), paragraphs: [{ text: 'forged' }] }
    const { id: pendingId } = await template('Author forges', 'pending')
    const byAuthor = await api('PATCH', `/community-templates/${pendingId}`, { token: author.token, body: { authorVersion: forged } })
    expect(byAuthor.status, JSON.stringify(byAuthor.body)).toBe(200)
    expect((await stored(pendingId)).authorVersion).toBeNull()

    const { id } = await template('Moderator forges', 'pending')
    await propose(id)
    const byModerator = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { authorVersion: forged } })
    expect(byModerator.status, JSON.stringify(byModerator.body)).toBe(200)
    expect((await stored(id)).authorVersion).toEqual(authorsVersion('Moderator forges'))

    // Sent with the move itself, the forged one is dropped too: the version kept is the stored one.
    const { id: movedId } = await template('Forged with the move', 'pending')
    const moved = await api('PATCH', `/community-templates/${movedId}`, {
      token: moderator.token,
      body: { title: 'Edited', status: 'pending_user_to_approve', authorVersion: forged },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await stored(movedId)).authorVersion).toEqual(authorsVersion('Forged with the move'))

    const created = await api('POST', '/community-templates', {
      token: author.token,
      body: {
        title: 'Created with a version',
        language: 'en',
        paragraphs: [{ text: AUTHOR_STORY }],
        images,
        termsAccepted: true,
        authorVersion: forged,
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((await stored(created.body.doc.id)).authorVersion).toBeNull()
  })
})

describe('analytics', () => {
  it('hears of a member’s new template, with the product user and account the member is signed in to', async () => {
    const events: { name: string; fields: unknown }[] = []
    sendCmsEventsTo((name, fields) => events.push({ name, fields }))
    try {
      const created = await api('POST', '/community-templates', {
        token: author.token,
        headers: { Cookie: 'platform_user_id=42; platform_account_id=7' },
        body: { title: 'Tracked when shared', language: 'en', paragraphs: [{ text: AUTHOR_STORY }], images, termsAccepted: true },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      // A moderator's later edit is no submission.
      await propose(created.body.doc.id, 'Tracked when shared, edited')
      expect(events).toEqual([
        { name: 'community_template_submitted', fields: { info1: String(created.body.doc.id), pulse_user_id: '42', pulse_account_id: '7' } },
      ])
    } finally {
      sendCmsEventsTo(undefined)
    }
  })
})

describe('the author’s answer, and the moderator’s next move', () => {
  it('accepting publishes the edits and drops the kept version', async () => {
    const { id } = await template('Accepted', 'pending')
    await propose(id, 'Accepted, as edited')
    const response = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'approved_by_user' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'approved_by_user', title: 'Accepted, as edited', authorVersion: null })
    const visitor = await api('GET', `/community-templates/${id}?depth=0`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.title).toBe('Accepted, as edited')
    expect(visitor.body.paragraphs.map((row: { text: string }) => row.text)).toEqual([MODERATED_STORY])
  })

  it('declining puts the author’s text back, and approving the author’s version then publishes it', async () => {
    const { id } = await template('My words', 'pending', { tags: [{ category: '2', value: 'Retail' }] })
    await propose(id)
    const declined = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'rejected_by_user' } })
    expect(declined.status, JSON.stringify(declined.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'rejected_by_user', title: 'My words', authorVersion: null })
    expect(texts(doc)).toEqual([AUTHOR_STORY])
    expect(doc.images?.map((row) => ({ type: row.type, image: row.image }))).toEqual(images)

    const approved = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { status: 'approved' } })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const visitor = await api('GET', `/community-templates/${id}?depth=0`)
    expect(visitor.status).toBe(200)
    expect(visitor.body).toMatchObject({ status: 'approved', title: 'My words', tags: [{ category: '2', value: 'Retail' }], boardId: '4242' })
    expect(visitor.body.paragraphs.map((row: { text: string }) => row.text)).toEqual([AUTHOR_STORY])
  })

  it('after a decline, new edits keep the author’s version again', async () => {
    const { id } = await template('Second round', 'pending')
    await propose(id)
    await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'rejected_by_user' } })
    const unedited = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { status: 'pending_user_to_approve' } })
    expect(unedited.status).toBe(400)
    expect(fieldErrors(unedited.body)).toContainEqual({ path: 'status', message: PROPOSAL_WITHOUT_EDITS_MESSAGE })
    await propose(id, 'Another proposal')
    expect(await stored(id)).toMatchObject({ title: 'Another proposal', authorVersion: authorsVersion('Second round') })
  })

  it('withdrawing the edits puts the author’s version back for review', async () => {
    const { id } = await template('Withdrawn edits', 'pending')
    await propose(id)
    const response = await api('PATCH', `/community-templates/${id}`, { token: moderator.token, body: { status: 'pending' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'pending', title: 'Withdrawn edits', authorVersion: null })
    expect(texts(doc)).toEqual([AUTHOR_STORY])
  })

  it('deleting the template puts the author’s version back too', async () => {
    const { id } = await template('Deleted while proposed', 'pending')
    await propose(id)
    const response = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'deleted' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(await stored(id)).toMatchObject({ status: 'deleted', title: 'Deleted while proposed', authorVersion: null })
  })

  it('a kept image a moderator deleted meanwhile gives way to the current image of its type', async () => {
    const own = await memberImages(payload, author.id)
    const newSelfie = await createTemplateImage(payload, author.id, 'selfie.png')
    const { id } = await template('Selfie replaced', 'pending', { images: own })
    const proposal = await api('PATCH', `/community-templates/${id}`, {
      token: moderator.token,
      body: { status: 'pending_user_to_approve', images: [{ type: 'selfie', image: newSelfie }, own[1]] },
    })
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200)
    expect((await api('DELETE', `/template-images/${own[0]!.image}`, { token: moderator.token })).status).toBe(200)

    const declined = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'rejected_by_user' } })
    expect(declined.status, JSON.stringify(declined.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'rejected_by_user', title: 'Selfie replaced', authorVersion: null })
    expect(doc.images?.map((row) => ({ type: row.type, image: row.image }))).toEqual([own[1], { type: 'selfie', image: newSelfie }])
  })

  it('a template without a language is answered as well (older templates have none)', async () => {
    const { id } = await template('No language', 'pending', { language: null })
    await propose(id)
    expect((await stored(id)).authorVersion).toMatchObject({ language: null })
    const declined = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'rejected_by_user' } })
    expect(declined.status, JSON.stringify(declined.body)).toBe(200)
    expect(await stored(id)).toMatchObject({ status: 'rejected_by_user', title: 'No language', language: null })
  })

  it('a template stored as awaiting approval without a kept version keeps its content when answered', async () => {
    const { id } = await template('Seeded proposal', 'pending_user_to_approve')
    const response = await api('PATCH', `/community-templates/${id}`, { token: author.token, body: { status: 'rejected_by_user' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(id)
    expect(doc).toMatchObject({ status: 'rejected_by_user', title: 'Seeded proposal', authorVersion: null })
    expect(texts(doc)).toEqual([AUTHOR_STORY])
  })
})

describe('the member’s page', () => {
  const signedIn = async (id: number) => ({ ...(await payload.findByID({ collection: 'members', id, depth: 0 })), collection: 'members' as const })

  it('reads the kept version with the member’s rights, with their images ready to show', async () => {
    const { id } = await template('Page author title', 'pending')
    await propose(id, 'Page moderator title')
    const live = myTemplateOf(await stored(id))!
    const mine = await memberAuthorVersion(await signedIn(author.id), live)
    expect(mine).toMatchObject({ id, title: 'Page author title', paragraphs: [{ text: AUTHOR_STORY }], tags: [{ category: '2', value: 'Retail' }] })
    expect(mine?.images.selfie?.id).toBe(images[0]!.image)
    expect(mine?.images.board?.thumbnailUrl).toMatch(/\/api\/template-images\/file\//)
    expect(await memberAuthorVersion(await signedIn(otherMember.id), live)).toBeUndefined()
  })
})

describe('the moderation panel', () => {
  const panel = async (id: number) => {
    const req = { payload, user: moderator.user, query: {} } as unknown as PayloadRequest
    return renderToStaticMarkup((await ModerationPanel({ id, req } as unknown as UIFieldServerProps))!)
  }

  it('tells the moderator the author’s version is kept, beside the edits', async () => {
    const { id } = await template('Panel author title', 'pending')
    expect(await panel(id)).not.toContain('moderation-author-version')
    await propose(id, 'Panel moderator title')
    const html = await panel(id)
    expect(html).toContain('The author’s version is kept.')
    expect(html).toMatch(/<th scope="row"[^>]*>Title<\/th><td[^>]*>Panel author title<\/td><td[^>]*>Panel moderator title<\/td>/)
    expect(html).toMatch(/<th scope="row"[^>]*>Story<\/th>/)
    expect(html).not.toMatch(/<th scope="row"[^>]*>Tags<\/th>/)
  })
})

describe('the moderators’ list order', () => {
  it('is pending first, then by status, oldest first within a status (the order Approve and next takes)', async () => {
    const first = await template('Order first', 'pending')
    const second = await template('Order second', 'pending')
    const listSort = payload.collections['community-templates'].config.defaultSort
    const list = await payload.find({ collection: 'community-templates', sort: listSort, limit: 1000, depth: 0, overrideAccess: true })
    const keys = list.docs.map((doc) => [doc.statusCode ?? -1, Date.parse(doc.createdAt)] as const)
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
    const ids = list.docs.map((doc) => doc.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
  })
})

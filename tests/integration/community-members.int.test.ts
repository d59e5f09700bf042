/**
 * Community templates as their authors meet them, over REST: every (from, to) move of the
 * status table by every actor (the template's author, another member, a moderator, an admin,
 * a marketer, a visitor) on a member's template; what a member may submit and change; the
 * 50-word and terms rules; that a member never reads or changes another member's template nor
 * sets a status directly, whatever endpoint they try; the history; the emails to the author;
 * and the template images (uploads, limits, who sees them).
 */
import { type Payload, type SendEmailOptions } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// One member shares many templates here; the daily limit is member-abuse.int.test.ts's to test.
vi.hoisted(() => {
  process.env.TEMPLATE_SUBMISSION_DAILY_LIMIT = '1000'
})

import type { StatusName } from '@/cms/collections/CommunityTemplates/statuses'
import { authorEditError, statusAfterAuthorSave } from '@/domain/templates/authoring'
import { canTransition, MIN_PARAGRAPH_WORDS, TEMPLATE_TRANSITIONS, TERMS_REQUIRED_MESSAGE, transitionError } from '@/domain/templates/templates'
import type { CommunityTemplate } from '@/payload-types'

import { pngImage, upload, useTemporaryDataDir } from '../helpers/upload'

// Before the config is loaded: it reads DATA_DIR for the image folders.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { api, login } = await import('../helpers/rest')
const { createStaff, PASSWORD } = await import('../helpers/staff')
const { createMember, createTemplateImage, loginMember, memberImages } = await import('../helpers/members')
const { withAdminClient } = await import('../helpers/postgres')

afterAll(() => dataDir.restore())

const SPEC_CODES = {
  pending: 0,
  approved: 1,
  rejected: 2,
  approved_paid: 3,
  pending_user_to_approve: 4,
  approved_by_user: 5,
  rejected_by_user: 6,
  duplicated: 7,
  deleted: 9,
} as const satisfies Record<StatusName, number>
const STATUS_NAMES = Object.keys(SPEC_CODES) as StatusName[]
const nameOf = (code: number) => STATUS_NAMES.find((name) => SPEC_CODES[name] === code)!
const ONLINE: StatusName[] = ['approved', 'approved_paid', 'approved_by_user']

const words = (count: number, prefix = 'word') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ')
const STORY = words(MIN_PARAGRAPH_WORDS + 5)
const SEEDING = { seeding: true, disableRevalidate: true }

type FieldError = { path: string; message: string }
const fieldErrors = (body: unknown): FieldError[] =>
  ((body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? [])
    .flatMap((error) => error.data?.errors ?? [])
    .map(({ path, message }) => ({ path, message }))

const idOf = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value
  const relation = value as { relationTo?: unknown; value?: unknown; id?: unknown }
  return 'relationTo' in relation ? idOf(relation.value) : relation.id
}

async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(task))))
  return results
}

let payload: Payload
type Account = { id: number; token: string; email: string }
const staff = {} as Record<'admin' | 'moderator' | 'marketer', Account>
let author: Account
let otherMember: Account
let images: { type: 'selfie' | 'board'; image: number }[]

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: the very first account of a database always becomes an admin.
  for (const role of ['admin', 'moderator', 'marketer'] as const) {
    const account = await createStaff(payload, [role])
    staff[role] = { ...account, token: await login(account.email, PASSWORD) }
  }
  for (const which of ['author', 'other'] as const) {
    const member = await createMember(payload, which)
    const account = { id: member.id, email: member.email, token: await loginMember(member.email) }
    if (which === 'author') author = account
    else otherMember = account
  }
  images = await memberImages(payload, author.id)
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A member's template in any status, stored as seeds store them (no workflow). */
async function memberTemplate(title: string, status: StatusName, owner = author.id, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'community-templates',
    data: {
      title,
      status,
      rejectReason: status === 'rejected' ? 'Bad Text' : 'None',
      paragraphs: [{ text: STORY }],
      termsAccepted: true,
      author: owner,
      images: owner === author.id ? images : [],
      ...extra,
    },
    context: SEEDING,
  })
}

const stored = (id: number): Promise<CommunityTemplate> => payload.findByID({ collection: 'community-templates', id, depth: 0 })

/** A valid submission as the site's form sends it. */
const submission = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  language: 'en',
  paragraphs: [{ text: STORY }],
  images,
  tags: [
    { category: '2', value: 'Marketing' },
    { category: '3', value: '11-50' },
  ],
  boardId: '123456',
  termsAccepted: true,
  ...extra,
})

// ----------------------------------------------------------------------------------------------
// Every move by every actor
// ----------------------------------------------------------------------------------------------

const ACTORS = ['author', 'other member', 'moderator', 'admin', 'marketer', 'anonymous'] as const
type Actor = (typeof ACTORS)[number]

const tokenOf = (actor: Actor): string | undefined => {
  switch (actor) {
    case 'author':
      return author.token
    case 'other member':
      return otherMember.token
    case 'anonymous':
      return undefined
    default:
      return staff[actor].token
  }
}

type Expected = { kind: 'moved'; to: StatusName } | { kind: 'unchanged' } | { kind: 'refused'; message: string } | { kind: 'forbidden' }

/** What the table (and the access rules) say must happen when `actor` asks for `from → to`. */
function expected(actor: Actor, from: StatusName, to: StatusName): Expected {
  const fromCode = SPEC_CODES[from]
  switch (actor) {
    case 'other member':
    case 'marketer':
    case 'anonymous':
      return { kind: 'forbidden' }
    case 'author': {
      if (from === 'deleted') return { kind: 'forbidden' } // gone for its author
      const target = statusAfterAuthorSave(fromCode, SPEC_CODES[to])
      if (target === fromCode) return { kind: 'unchanged' }
      return canTransition(fromCode, target, 'author')
        ? { kind: 'moved', to: nameOf(target) }
        : { kind: 'refused', message: transitionError(fromCode, target, 'author')! }
    }
    case 'moderator':
    case 'admin': {
      if (from === to) return { kind: 'unchanged' }
      return canTransition(fromCode, SPEC_CODES[to], actor)
        ? { kind: 'moved', to }
        : { kind: 'refused', message: transitionError(fromCode, SPEC_CODES[to], actor)! }
    }
  }
}

type Case = { name: string; actor: Actor; from: StatusName; to: StatusName; outcome: Expected }
const CASES: Case[] = ACTORS.flatMap((actor) =>
  STATUS_NAMES.flatMap((from) =>
    STATUS_NAMES.map((to) => {
      const outcome = expected(actor, from, to)
      return { name: `${actor}: ${from} → ${to} is ${outcome.kind}${outcome.kind === 'moved' ? ` to ${outcome.to}` : ''}`, actor, from, to, outcome }
    }),
  ),
)

describe('every move of the workflow on a member’s template, by every actor, over REST', () => {
  const fixtures = new Map<string, { id: number; historyLength: number }>()

  beforeAll(async () => {
    const created = await inBatches(CASES, 10, (testCase) => memberTemplate(`Move ${testCase.name}`, testCase.from))
    CASES.forEach((testCase, index) => fixtures.set(testCase.name, { id: created[index]!.id, historyLength: created[index]!.history?.length ?? 0 }))
  })

  it('covers every row of the table for each actor that may use it', () => {
    for (const row of TEMPLATE_TRANSITIONS) {
      for (const actor of row.by) {
        const as = actor === 'author' ? 'author' : actor
        const found = CASES.find((c) => c.actor === as && SPEC_CODES[c.from] === row.from && SPEC_CODES[c.to] === row.to)
        expect(found?.outcome, `${actor} ${row.from} → ${row.to}`).toMatchObject({ kind: 'moved' })
      }
    }
    // Each row is refused to the actors it does not name.
    for (const row of TEMPLATE_TRANSITIONS) {
      for (const actor of ACTORS.filter((candidate) => !(row.by as readonly string[]).includes(candidate))) {
        const found = CASES.find((c) => c.actor === actor && SPEC_CODES[c.from] === row.from && SPEC_CODES[c.to] === row.to)!
        expect(found.outcome.kind, found.name).not.toBe('moved')
      }
    }
  })

  it.each(CASES)('$name', async ({ name, actor, from, to, outcome }) => {
    const { id, historyLength } = fixtures.get(name)!
    const staffActor = actor === 'moderator' || actor === 'admin'
    // Staff send their edits to the author in the same save as the move: a move without one is refused.
    const proposal = staffActor && to === 'pending_user_to_approve' && from !== to ? { title: `Edited: ${name}` } : {}
    const body = { status: to, ...(staffActor && to === 'rejected' ? { rejectReason: 'Bad Selfie' } : {}), ...proposal }
    const response = await api('PATCH', `/community-templates/${id}`, { token: tokenOf(actor), body })
    const doc = await stored(id)

    switch (outcome.kind) {
      case 'forbidden':
        expect(response.status, JSON.stringify(response.body)).toBeOneOf([401, 403])
        expect(doc).toMatchObject({ status: from, statusCode: SPEC_CODES[from] })
        expect(doc.history).toHaveLength(historyLength)
        break
      case 'refused':
        expect(response.status, JSON.stringify(response.body)).toBe(400)
        expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: outcome.message })
        expect(doc).toMatchObject({ status: from, statusCode: SPEC_CODES[from] })
        expect(doc.history).toHaveLength(historyLength)
        break
      case 'unchanged':
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        expect(doc).toMatchObject({ status: from, statusCode: SPEC_CODES[from] })
        expect(doc.history).toHaveLength(historyLength)
        break
      case 'moved': {
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        expect(doc).toMatchObject({ status: outcome.to, statusCode: SPEC_CODES[outcome.to] })
        expect(doc.history).toHaveLength(historyLength + 1)
        const entry = doc.history!.at(-1)!
        expect(entry).toMatchObject({ fromStatus: SPEC_CODES[from], toStatus: SPEC_CODES[outcome.to] })
        expect(entry.by).toMatchObject({ relationTo: actor === 'author' ? 'members' : 'users' })
        expect(idOf(entry.by)).toBe(actor === 'author' ? author.id : staff[actor as 'moderator' | 'admin'].id)
        break
      }
    }
  })
})

// ----------------------------------------------------------------------------------------------
// Submitting
// ----------------------------------------------------------------------------------------------

describe('a member submitting a template', () => {
  const count = async (title: string) => (await payload.count({ collection: 'community-templates', where: { title: { equals: title } } })).totalDocs

  it('starts as pending with them as its author, their name shown, campaign from their cookies, whatever else they send', async () => {
    const before = Date.now()
    const response = await api('POST', '/community-templates', {
      token: author.token,
      headers: {
        Cookie:
          'utm_campaign=spring_launch; utm_source=newsletter; utm_medium=email; utm_content=hero%20banner; utm_landing_page=%2Flang%2Fde%2Fw%2Fcrm; utm_keyword=ignored',
      },
      body: submission('A forged submission', {
        statusCode: 1,
        author: otherMember.id,
        creator: { name: 'Someone famous', email: 'famous@example.com' },
        scores: [
          { type: 'admin', value: 5 },
          { type: 'featured', value: 1 },
        ],
        boardLinkStatus: 'Linked',
        rejectReason: 'Bad Text',
        campaign: { campaign: 'forged', source: 'forged' },
        termsAcceptedAt: '2001-01-01T00:00:00.000Z',
        history: [{ fromStatus: 0, toStatus: 1, at: new Date(0).toISOString() }],
      }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = await stored(response.body.doc.id)
    expect(doc).toMatchObject({
      status: 'pending',
      statusCode: 0,
      boardLinkStatus: 'Not Linked',
      rejectReason: 'None',
      boardId: '123456',
      creator: { name: expect.stringMatching(/^author /), email: author.email },
      campaign: { campaign: 'spring_launch', source: 'newsletter', medium: 'email', content: 'hero banner', slug: '/lang/de/w/crm' },
      termsAccepted: true,
    })
    expect(idOf(doc.author)).toBe(author.id)
    expect(doc.scores ?? []).toEqual([])
    expect(Date.parse(doc.campaign!.campaignDate!)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(doc.termsAcceptedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.history).toHaveLength(1)
    expect(doc.history![0]).toMatchObject({ fromStatus: null, toStatus: 0, by: { relationTo: 'members' } })
    expect(idOf(doc.history![0]!.by)).toBe(author.id)
  })

  it('without attribution cookies has only the campaign date', async () => {
    const response = await api('POST', '/community-templates', { token: author.token, body: submission('No cookies') })
    expect(response.status).toBe(201)
    const doc = await stored(response.body.doc.id)
    expect(doc.campaign).toMatchObject({ campaign: null, source: null, slug: null })
    expect(doc.campaign?.campaignDate).toBeTruthy()
  })

  it.each(STATUS_NAMES.filter((status) => status !== 'pending'))('is refused when it asks to start as %s', async (status) => {
    const title = `Starts as ${status} (member)`
    const response = await api('POST', '/community-templates', { token: author.token, body: submission(title, { status }) })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: 'A new template starts as Awaiting approval.' })
    expect(await count(title)).toBe(0)
  })

  it(`is refused with a paragraph under ${MIN_PARAGRAPH_WORDS} words, naming the paragraph and its count`, async () => {
    const response = await api('POST', '/community-templates', {
      token: author.token,
      body: submission('Too short (member)', { paragraphs: [{ text: STORY }, { text: words(12) }] }),
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({
      path: 'paragraphs.1.text',
      message: `Each story paragraph needs at least ${MIN_PARAGRAPH_WORDS} words; this one has 12.`,
    })
    expect(await count('Too short (member)')).toBe(0)

    const exactly = await api('POST', '/community-templates', {
      token: author.token,
      body: submission('Exactly enough (member)', { paragraphs: [{ text: words(MIN_PARAGRAPH_WORDS) }] }),
    })
    expect(exactly.status).toBe(201)
    const none = await api('POST', '/community-templates', { token: author.token, body: submission('No story', { paragraphs: [] }) })
    expect(none.status).toBe(400)
  })

  it('is refused without the terms accepted', async () => {
    for (const terms of [{ termsAccepted: false }, { termsAccepted: undefined }]) {
      const response = await api('POST', '/community-templates', { token: author.token, body: submission('No terms', terms) })
      expect(response.status).toBe(400)
      expect(fieldErrors(response.body)).toContainEqual({ path: 'termsAccepted', message: TERMS_REQUIRED_MESSAGE })
    }
    expect(await count('No terms')).toBe(0)
  })

  it('is refused without a selfie and a board image, or with images someone else uploaded', async () => {
    const noImages = await api('POST', '/community-templates', { token: author.token, body: submission('No images', { images: [] }) })
    expect(noImages.status).toBe(400)
    expect(fieldErrors(noImages.body)).toContainEqual({ path: 'images', message: 'Add a selfie and a screenshot of your board to your template.' })

    const boardOnly = await api('POST', '/community-templates', {
      token: author.token,
      body: submission('Board only', { images: images.filter((row) => row.type === 'board') }),
    })
    expect(fieldErrors(boardOnly.body)).toContainEqual({ path: 'images', message: 'Add a selfie to your template.' })

    const othersImage = await createTemplateImage(payload, otherMember.id, 'their-selfie.png')
    const stolen = await api('POST', '/community-templates', {
      token: author.token,
      body: submission('Stolen selfie', { images: [{ type: 'selfie', image: othersImage }, images[1]] }),
    })
    expect(stolen.status).toBe(400)
    expect(fieldErrors(stolen.body)).toContainEqual({ path: 'images', message: 'Use images you uploaded yourself.' })
    expect(await count('Stolen selfie')).toBe(0)

    // Ids that cannot be an image's are refused the same way, never a 500.
    for (const bad of ['x', 1e12, -1, '1 OR 1=1']) {
      const odd = await api('POST', '/community-templates', {
        token: author.token,
        body: submission('Odd image id', { images: [{ type: 'selfie', image: bad }, images[1]] }),
      })
      expect(odd.status, String(bad)).toBe(400)
    }
    expect(await count('Odd image id')).toBe(0)
  })

  it('is for signed-in members and moderators only', async () => {
    expect((await api('POST', '/community-templates', { body: submission('Anonymous') })).status).toBeOneOf([401, 403])
    expect((await api('POST', '/community-templates', { token: staff.marketer.token, body: submission('Marketer') })).status).toBe(403)
    expect(await count('Anonymous')).toBe(0)
  })
})

// ----------------------------------------------------------------------------------------------
// Editing one's own template
// ----------------------------------------------------------------------------------------------

describe('a member editing their template', () => {
  const edit = { title: 'Edited title', paragraphs: [{ text: words(60, 'new') }] }

  it('awaiting approval: the content changes, the status stays, no history entry', async () => {
    const template = await memberTemplate('Edit pending', 'pending')
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: edit })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(template.id)
    expect(doc).toMatchObject({ title: 'Edited title', status: 'pending', statusCode: 0 })
    expect(doc.paragraphs[0]!.text).toBe(edit.paragraphs[0]!.text)
    expect(doc.history).toHaveLength(template.history!.length)
  })

  it.each(['rejected', 'rejected_by_user'] as const)('%s: an edit resubmits it for review, as the author', async (status) => {
    const template = await memberTemplate(`Edit ${status}`, status)
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: edit })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(template.id)
    expect(doc).toMatchObject({ title: 'Edited title', status: 'pending', statusCode: 0 })
    expect(doc.history!.at(-1)).toMatchObject({ fromStatus: SPEC_CODES[status], toStatus: 0, by: { relationTo: 'members' } })
  })

  it.each(['approved', 'approved_paid', 'approved_by_user', 'pending_user_to_approve', 'duplicated'] as const)(
    '%s: the content can no longer be changed, with a message saying why',
    async (status) => {
      const template = await memberTemplate(`Edit ${status}`, status)
      const response = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: edit })
      expect(response.status).toBe(400)
      expect(fieldErrors(response.body)).toContainEqual({ path: 'title', message: authorEditError(SPEC_CODES[status]) })
      expect(await stored(template.id)).toMatchObject({ title: `Edit ${status}`, status })
      // The same content sent back unchanged is no edit.
      const same = await api('PATCH', `/community-templates/${template.id}`, {
        token: author.token,
        body: { title: template.title, paragraphs: template.paragraphs, images: template.images, termsAccepted: true },
      })
      expect(same.status, JSON.stringify(same.body)).toBe(200)
    },
  )

  it('answers a moderator’s edits: approving puts it online, and the history says who', async () => {
    const template = await memberTemplate('Answer edits', 'pending_user_to_approve')
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: { status: 'approved_by_user' } })
    expect(response.status).toBe(200)
    expect(await stored(template.id)).toMatchObject({ status: 'approved_by_user', statusCode: 5 })
    expect((await api('GET', `/community-templates/${template.id}`)).status).toBe(200)
  })

  it('cannot set the moderators’ or the server’s fields', async () => {
    const template = await memberTemplate('Forged fields (member)', 'pending', author.id, {
      scores: [{ type: 'admin', value: 2 }],
      creator: { name: 'Original', email: 'original@example.com' },
      campaign: { campaign: 'original' },
    })
    const response = await api('PATCH', `/community-templates/${template.id}`, {
      token: author.token,
      body: {
        statusCode: 1,
        scores: [{ type: 'admin', value: 5 }],
        boardLinkStatus: 'Linked',
        rejectReason: 'Bad Text',
        author: otherMember.id,
        creator: { name: 'Forged', email: 'forged@example.com' },
        campaign: { campaign: 'forged' },
        termsAcceptedAt: '2001-01-01T00:00:00.000Z',
        history: [],
      },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const doc = await stored(template.id)
    expect(doc).toMatchObject({
      status: 'pending',
      statusCode: 0,
      boardLinkStatus: 'Not Linked',
      rejectReason: 'None',
      creator: { name: 'Original', email: 'original@example.com' },
      campaign: { campaign: 'original' },
    })
    expect(doc.scores).toMatchObject([{ type: 'admin', value: 2 }])
    expect(idOf(doc.author)).toBe(author.id)
    expect(doc.history).toEqual(template.history)
    expect(doc.termsAcceptedAt).toBe(template.termsAcceptedAt)
  })

  it('cannot swap in images someone else uploaded, nor drop the selfie', async () => {
    const template = await memberTemplate('Swap images', 'pending')
    const othersImage = await createTemplateImage(payload, otherMember.id, 'theirs.png')
    const swapped = await api('PATCH', `/community-templates/${template.id}`, {
      token: author.token,
      body: { images: [{ type: 'selfie', image: othersImage }, images[1]] },
    })
    expect(swapped.status).toBe(400)
    expect(fieldErrors(swapped.body)).toContainEqual({ path: 'images', message: 'Use images you uploaded yourself.' })
    const dropped = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: { images: [images[1]] } })
    expect(fieldErrors(dropped.body)).toContainEqual({ path: 'images', message: 'Add a selfie to your template.' })
    expect((await stored(template.id)).images).toHaveLength(2)
  })
})

// ----------------------------------------------------------------------------------------------
// The terms rule by creation date
// ----------------------------------------------------------------------------------------------

describe('the terms rule, by the template’s creation date', () => {
  async function templateCreatedOn(title: string, createdAt: string) {
    const template = await memberTemplate(title, 'pending', author.id, { termsAccepted: false, termsAcceptedAt: null })
    await withAdminClient(process.env.DATABASE_URL!, (client) =>
      client.query('update community_templates set created_at = $1 where id = $2', [createdAt, template.id]),
    )
    return template
  }

  it('a template created before 2018-06-14 is edited without the terms', async () => {
    const template = await templateCreatedOn('Shared in 2017', '2017-05-01T10:00:00Z')
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: { title: 'Shared in 2017, edited' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(await stored(template.id)).toMatchObject({ title: 'Shared in 2017, edited', termsAccepted: false, termsAcceptedAt: null })
  })

  it('a template created on 2018-06-14 (UTC) still is', async () => {
    const template = await templateCreatedOn('Shared on the day', '2018-06-14T23:00:00Z')
    expect((await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: { title: 'Edited on the day' } })).status).toBe(200)
  })

  it('a template created after 2018-06-14 is refused without them, then accepted with them', async () => {
    const template = await templateCreatedOn('Shared in 2019', '2019-01-02T10:00:00Z')
    const refused = await api('PATCH', `/community-templates/${template.id}`, { token: author.token, body: { title: 'Edited without terms' } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toContainEqual({ path: 'termsAccepted', message: TERMS_REQUIRED_MESSAGE })
    expect((await stored(template.id)).title).toBe('Shared in 2019')

    const before = Date.now()
    const accepted = await api('PATCH', `/community-templates/${template.id}`, {
      token: author.token,
      body: { title: 'Edited with terms', termsAccepted: true },
    })
    expect(accepted.status).toBe(200)
    const doc = await stored(template.id)
    expect(doc).toMatchObject({ title: 'Edited with terms', termsAccepted: true })
    expect(Date.parse(doc.termsAcceptedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('holds for moderators too: they cannot save a newer template whose terms are not accepted', async () => {
    const template = await templateCreatedOn('Moderated without terms', '2020-01-01T00:00:00Z')
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: 'approved' } })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'termsAccepted', message: TERMS_REQUIRED_MESSAGE })
  })
})

// ----------------------------------------------------------------------------------------------
// Another member's templates, and statuses set directly
// ----------------------------------------------------------------------------------------------

describe('a member and someone else’s templates', () => {
  const byStatus = new Map<StatusName, number>()

  beforeAll(async () => {
    for (const status of STATUS_NAMES) byStatus.set(status, (await memberTemplate(`Theirs ${status}`, status, otherMember.id)).id)
  })

  it('reads only the online ones, however they ask', async () => {
    for (const status of STATUS_NAMES) {
      const id = byStatus.get(status)!
      const online = ONLINE.includes(status)
      expect((await api('GET', `/community-templates/${id}`, { token: author.token })).status, status).toBe(online ? 200 : 404)
      for (const query of [`where[id][equals]=${id}`, `where[status][equals]=${status}`, `where[author][equals]=${otherMember.id}`, 'draft=true']) {
        const list = await api('GET', `/community-templates?limit=100&depth=0&${query}`, { token: author.token })
        expect(list.status).toBe(200)
        expect(list.body.docs.map((doc: { id: number }) => doc.id).includes(id), `${status} ${query}`).toBe(online)
      }
    }
    const count = await api('GET', `/community-templates/count?where[author][equals]=${otherMember.id}`, { token: author.token })
    expect(count.body.totalDocs).toBe(ONLINE.length)
  })

  it('never sees who wrote an online one, nor its review data', async () => {
    const response = await api('GET', `/community-templates/${byStatus.get('approved')}?depth=1`, { token: author.token })
    expect(response.status).toBe(200)
    expect(response.body.author).toBeUndefined()
    expect(response.body.history ?? []).toEqual([])
    expect(response.body.campaign).toBeUndefined()
    expect(response.body.creator).toEqual({ name: null })
  })

  it.each(STATUS_NAMES)('changes nothing in one that is %s: content, status or deletion', async (status) => {
    const id = byStatus.get(status)!
    const before = await stored(id)
    for (const body of [{ title: 'Hijacked' }, { status: 'deleted' }, { status: 'approved' }, { termsAccepted: false }]) {
      expect((await api('PATCH', `/community-templates/${id}`, { token: author.token, body })).status).toBe(403)
    }
    expect((await api('DELETE', `/community-templates/${id}`, { token: author.token })).status).toBe(403)
    expect(await stored(id)).toEqual(before)
  })
})

describe('a member’s own templates', () => {
  it('are all readable to them but the deleted ones, with their author shown to them', async () => {
    const ids = new Map<StatusName, number>()
    for (const status of STATUS_NAMES) ids.set(status, (await memberTemplate(`Mine ${status}`, status)).id)
    const list = await api('GET', `/community-templates?limit=100&depth=0&where[author][equals]=${author.id}&where[title][like]=Mine`, {
      token: author.token,
    })
    expect(list.status).toBe(200)
    expect((list.body.docs as CommunityTemplate[]).map((doc) => doc.status).sort()).toEqual(STATUS_NAMES.filter((s) => s !== 'deleted').sort())
    for (const doc of list.body.docs as CommunityTemplate[]) expect(doc.author).toBe(author.id)
    expect((await api('GET', `/community-templates/${ids.get('deleted')}`, { token: author.token })).status).toBe(404)
    // Visitors see none of the author's identity.
    const visitor = await api('GET', `/community-templates/${ids.get('approved')}?depth=2`)
    expect(visitor.body.author).toBeUndefined()
  })

  it('never get a status set directly, whatever the endpoint', async () => {
    const template = await memberTemplate('Direct status', 'pending')
    const patch = (body: unknown) => api('PATCH', `/community-templates/${template.id}`, { token: author.token, body })
    const attempts: [string, number[], () => Promise<{ status: number; body: unknown }>][] = [
      ['PATCH status', [400], () => patch({ status: 'approved' })],
      ['PATCH statusCode (ignored)', [200], () => patch({ statusCode: 1 })],
      ['PATCH status and statusCode', [400], () => patch({ status: 'approved_paid', statusCode: 3 })],
      ['PATCH history (ignored)', [200], () => patch({ history: [{ fromStatus: 0, toStatus: 1, at: new Date().toISOString() }] })],
      [
        'bulk PATCH by where',
        [400],
        () => api('PATCH', `/community-templates?where[id][equals]=${template.id}`, { token: author.token, body: { status: 'approved' } }),
      ],
      ['duplicate', [403, 404], () => api('POST', `/community-templates/${template.id}/duplicate`, { token: author.token, body: { status: 'approved' } })],
      ['DELETE', [403], () => api('DELETE', `/community-templates/${template.id}`, { token: author.token })],
      ['POST approved', [400], () => api('POST', '/community-templates', { token: author.token, body: submission('Direct status', { status: 'approved' }) })],
      [
        'POST statusCode (ignored)',
        [201],
        () => api('POST', '/community-templates', { token: author.token, body: submission('Direct status', { statusCode: 1 }) }),
      ],
    ]
    for (const [what, statuses, attempt] of attempts) {
      const response = await attempt()
      expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeOneOf(statuses)
      expect(await stored(template.id), what).toMatchObject({ status: 'pending', statusCode: 0 })
    }
    const all = await payload.find({ collection: 'community-templates', where: { title: { equals: 'Direct status' } }, depth: 0 })
    expect(all.docs.map((doc) => doc.statusCode)).toEqual(all.docs.map(() => 0))
    expect((await api('GET', `/community-templates/${template.id}`)).status).toBe(404)
  })
})

// ----------------------------------------------------------------------------------------------
// Emails to the author
// ----------------------------------------------------------------------------------------------

describe('emails to the author', () => {
  function captureEmails() {
    const sent: SendEmailOptions[] = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      sent.push(message as SendEmailOptions)
    })
    return sent
  }

  /** The job runner as the server's cron runs it, until the queue is empty (a few rounds at most). */
  async function runJobs() {
    for (let round = 0; round < 10; round += 1) {
      const result = await payload.jobs.run({ queue: 'default', limit: 100 })
      if (result.noJobsRemaining) return
    }
  }

  beforeAll(async () => {
    await runJobs() // whatever earlier moves queued
  })

  it.each([
    ['approved', {}, 'Your template is online', '/templates/community/'],
    ['approved_paid', {}, 'Your template is online', '/templates/community/'],
    ['rejected', { rejectReason: 'Bad Selfie' }, 'Your template needs changes', '/community/my-templates/'],
    // Sent with the moderator's edits (a move without one is refused).
    ['pending_user_to_approve', { boardId: '424242' }, 'A moderator suggested changes to your template', '/community/my-templates/'],
  ] as const)('a move to %s sends one email, after the save, with the link to follow', async (to, extra, subject, link) => {
    const template = await memberTemplate(`Email ${to}`, 'pending')
    const sent = captureEmails()
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: to, ...extra } })
    expect(response.status).toBe(200)
    expect(sent).toHaveLength(0) // queued with the save, sent by the job runner
    await runJobs()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: author.email, subject })
    expect(String(sent[0]!.text)).toContain(`http://localhost:3000${link}${template.id}`)
    expect(String(sent[0]!.html)).toContain('Email ')
    if (to === 'rejected') expect(String(sent[0]!.text)).toContain('Reason: Bad Selfie. The selfie does not meet our guidelines')
  })

  it('writes to the author in the language they chose, with links to that language’s pages', async () => {
    const template = await memberTemplate('Email Deutsch', 'pending')
    const setLocale = (locale: 'de' | 'en') => payload.update({ collection: 'members', id: author.id, data: { locale }, overrideAccess: true })
    await setLocale('de')
    try {
      const sent = captureEmails()
      const response = await api('PATCH', `/community-templates/${template.id}`, {
        token: staff.moderator.token,
        body: { status: 'rejected', rejectReason: 'Bad Text' },
      })
      expect(response.status).toBe(200)
      await runJobs()
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ to: author.email, subject: 'Ihre Vorlage braucht Änderungen' })
      expect(String(sent[0]!.text)).toContain('Status: Änderungen erforderlich')
      expect(String(sent[0]!.text)).toContain('Grund: Text ungeeignet.')
      expect(String(sent[0]!.text)).toContain(`http://localhost:3000/lang/de/community/my-templates/${template.id}`)
    } finally {
      await setLocale('en')
    }
  })

  it('sends nothing for the author’s own moves, moves between online statuses, or templates without a member', async () => {
    const mine = await memberTemplate('Email own move', 'pending_user_to_approve')
    const online = await memberTemplate('Email paid', 'approved')
    const legacy = await payload.create({
      collection: 'community-templates',
      data: { title: 'Email legacy', status: 'pending', paragraphs: [{ text: STORY }], termsAccepted: true, creator: { email: 'legacy@example.com' } },
      context: SEEDING,
    })
    const sent = captureEmails()
    expect((await api('PATCH', `/community-templates/${mine.id}`, { token: author.token, body: { status: 'rejected_by_user' } })).status).toBe(200)
    expect((await api('PATCH', `/community-templates/${online.id}`, { token: staff.moderator.token, body: { status: 'approved_paid' } })).status).toBe(200)
    expect((await api('PATCH', `/community-templates/${legacy.id}`, { token: staff.moderator.token, body: { status: 'approved' } })).status).toBe(200)
    await runJobs()
    expect(sent).toEqual([])
  })

  it('a refused move sends nothing', async () => {
    const template = await memberTemplate('Email refused', 'pending')
    const sent = captureEmails()
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: 'rejected' } })
    expect(response.status).toBe(400) // no reason
    await runJobs()
    expect(sent).toEqual([])
  })

  it('a mail server that fails never fails the save; the job tries again', async () => {
    const template = await memberTemplate('Email fails', 'pending')
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('421 service not available'))
    const response = await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: 'approved' } })
    expect(response.status).toBe(200)
    expect(await stored(template.id)).toMatchObject({ status: 'approved' })

    await payload.jobs.run({ queue: 'default', limit: 100 }) // one round of the cron
    expect(send).toHaveBeenCalledTimes(1)
    const job = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'sendTemplateStatusEmail' }, 'input.template': { equals: template.id } },
          limit: 1,
          depth: 0,
        })
      ).docs[0]
    const failed = await job()
    expect(failed).toMatchObject({ input: { template: template.id, toStatus: 1 }, hasError: false, completedAt: null, totalTried: 1 })
    // Not at once: the mail server gets a minute to come back.
    expect(new Date(failed!.waitUntil!).getTime() - Date.now()).toBeGreaterThan(50_000)
    await payload.jobs.run({ queue: 'default', limit: 100 })
    expect(send).toHaveBeenCalledTimes(1)

    // A minute later, with the mail server back, it is sent.
    await payload.update({ collection: 'payload-jobs', id: failed!.id, data: { waitUntil: new Date(Date.now() - 1_000).toISOString() }, depth: 0 })
    vi.restoreAllMocks()
    const sent = captureEmails()
    await payload.jobs.run({ queue: 'default', limit: 100 })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: author.email, subject: 'Your template is online' })
    expect(await job()).toBeUndefined() // done, and removed like every completed job
  })
})

// ----------------------------------------------------------------------------------------------
// Template images
// ----------------------------------------------------------------------------------------------

describe('template images', () => {
  const MB = 1024 * 1024
  const png = async () => ({ data: await pngImage(600, 400), name: 'my-board.png', type: 'image/png' })

  it('a member uploads an image, owned by them whatever they send', async () => {
    const response = await upload('/template-images', await png(), { token: author.token, data: { alt: 'My board', owner: otherMember.id, online: true } })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const image = await payload.findByID({ collection: 'template-images', id: response.body.doc.id, depth: 0 })
    expect(image).toMatchObject({ alt: 'My board', online: false, mimeType: 'image/png' })
    expect(idOf(image.owner)).toBe(author.id)
  })

  it('refuses anything but a raster image, and images over 5 MB with 413', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const refused = await upload('/template-images', { data: svg, name: 'board.png', type: 'image/png' }, { token: author.token })
    expect(refused.status).toBe(400)
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(6 * MB)])
    const tooBig = await upload('/template-images', { data: big, name: 'huge.png', type: 'image/png' }, { token: author.token })
    expect(tooBig.status).toBe(413)
    expect(JSON.stringify(tooBig.body)).toContain('An image may be at most 5 MB.')
  })

  it('visitors and marketers cannot upload; members cannot change or remove an image', async () => {
    expect((await upload('/template-images', await png(), {})).status).toBeOneOf([401, 403])
    expect((await upload('/template-images', await png(), { token: staff.marketer.token })).status).toBe(403)
    const id = images[0]!.image
    expect((await api('PATCH', `/template-images/${id}`, { token: author.token, body: { alt: 'Changed' } })).status).toBe(403)
    expect((await upload(`/template-images/${id}`, await png(), { token: author.token, method: 'PATCH' })).status).toBe(403)
    expect((await api('DELETE', `/template-images/${id}`, { token: author.token })).status).toBe(403)
  })

  it('are seen by visitors only while an online template uses them', async () => {
    const [selfie, board] = [await createTemplateImage(payload, author.id, 'v-selfie.png'), await createTemplateImage(payload, author.id, 'v-board.png')]
    const template = await memberTemplate('Visible images', 'pending', author.id, {
      images: [
        { type: 'selfie', image: selfie },
        { type: 'board', image: board },
      ],
    })
    const { filename } = await payload.findByID({ collection: 'template-images', id: selfie })
    const visible = async (token?: string) => (await api('GET', `/template-images/${selfie}`, { token })).status === 200
    const fileVisible = async (token?: string) => (await api('GET', `/template-images/file/${filename}`, { token })).status === 200

    expect(await visible()).toBe(false)
    expect(await fileVisible()).toBe(false)
    expect(await visible(otherMember.token)).toBe(false)
    expect(await visible(author.token)).toBe(true)
    expect(await visible(staff.moderator.token)).toBe(true)

    expect((await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: 'approved' } })).status).toBe(200)
    expect(await visible()).toBe(true)
    expect(await fileVisible()).toBe(true)
    const shown = await api('GET', `/community-templates/${template.id}?depth=1`)
    expect(shown.body.images[0].image).toMatchObject({ id: selfie, filename })
    expect(shown.body.images[0].image.owner).toBeUndefined()

    expect(
      (await api('PATCH', `/community-templates/${template.id}`, { token: staff.moderator.token, body: { status: 'rejected', rejectReason: 'Bad Selfie' } }))
        .status,
    ).toBe(200)
    expect(await visible()).toBe(false)
    expect(await fileVisible()).toBe(false)
  })
})

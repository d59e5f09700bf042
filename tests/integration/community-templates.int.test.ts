/**
 * The community-template review workflow as moderators and admins meet it over REST: every
 * (from, to) move of the transition table for each staff role, the numeric status the spec
 * names, the history of moves, and who may see and change templates.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STATUS_OPTIONS } from '@/cms/collections/CommunityTemplates/statuses'
import { type Actor, canTransition, MIN_PARAGRAPH_WORDS, rejectReasonError, TEMPLATE_TRANSITIONS, transitionError } from '@/domain/templates/templates'
import type { CommunityTemplate } from '@/payload-types'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

/** SPEC §3, by the lowercase names the status select uses. */
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
} as const

type StatusName = keyof typeof SPEC_CODES
const STATUS_NAMES = Object.keys(SPEC_CODES) as StatusName[]
const ONLINE: StatusName[] = ['approved', 'approved_paid', 'approved_by_user']
const STAFF_ACTORS = ['moderator', 'admin'] as const satisfies readonly Actor[]
type StaffActor = (typeof STAFF_ACTORS)[number]

const CONTEXT = { disableRevalidate: true, seeding: true }

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')
const STORY = words(MIN_PARAGRAPH_WORDS + 10)

/** A template in any status, bypassing the workflow (as seeds do). */
const fixtureData = (title: string, status: StatusName) => ({
  title,
  status,
  rejectReason: status === 'rejected' ? ('Bad Text' as const) : ('None' as const),
  paragraphs: [{ text: STORY }],
  termsAccepted: true,
  termsAcceptedAt: new Date().toISOString(),
})

/** Runs the tasks a few at a time: quicker than one by one, within the database pool. */
async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))))
  }
  return results
}

type FieldError = { path: string; message: string }

/** The field errors of a Payload ValidationError response. */
function fieldErrors(body: unknown): FieldError[] {
  const errors = (body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? []
  return errors.flatMap((error) => error.data?.errors ?? []).map(({ path, message }) => ({ path, message }))
}

/** The id in a relationship value: an id, a populated document, or `{ relationTo, value }` (history's `by`). */
const idOf = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value
  const relation = value as { relationTo?: unknown; value?: unknown; id?: unknown }
  return 'relationTo' in relation ? idOf(relation.value) : relation.id
}

let payload: Payload
const staff = {} as Record<StaffActor | 'marketer', { id: number; token: string }>

async function stored(id: number): Promise<CommunityTemplate> {
  return payload.findByID({ collection: 'community-templates', id, depth: 0 })
}

async function createTemplate(title: string, status: StatusName): Promise<CommunityTemplate> {
  return payload.create({ collection: 'community-templates', data: fixtureData(title, status), context: CONTEXT })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: the very first account of a database always becomes an admin.
  for (const role of ['admin', 'moderator', 'marketer'] as const) {
    const account = await createStaff(payload, [role])
    staff[role] = { id: account.id, token: await login(account.email, PASSWORD) }
    const me = await api('GET', '/users/me', { token: staff[role].token })
    expect(me.body.user.roles).toEqual([role])
  }
})

describe('the status select', () => {
  it('offers exactly the spec’s statuses', () => {
    expect(STATUS_OPTIONS.map((option) => option.value).sort()).toEqual([...STATUS_NAMES].sort())
  })
})

type Case = {
  name: string
  actor: StaffActor
  from: StatusName
  to: StatusName
  allowed: boolean
}

const CASES: Case[] = STAFF_ACTORS.flatMap((actor) =>
  STATUS_NAMES.flatMap((from) =>
    STATUS_NAMES.map((to) => {
      const allowed = canTransition(SPEC_CODES[from], SPEC_CODES[to], actor)
      return { name: `${actor}: ${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, actor, from, to, allowed }
    }),
  ),
)

describe('every move of the workflow, for moderators and admins', () => {
  const fixtures = new Map<string, { id: number; historyLength: number }>()

  beforeAll(async () => {
    const created = await inBatches(CASES, 10, (testCase) => createTemplate(`Move ${testCase.name}`, testCase.from))
    CASES.forEach((testCase, index) => {
      const doc = created[index]!
      fixtures.set(testCase.name, { id: doc.id, historyLength: doc.history?.length ?? 0 })
    })
  })

  it('covers every row of the transition table that staff may use, and refuses staff the others', () => {
    expect(CASES).toHaveLength(STATUS_NAMES.length * STATUS_NAMES.length * STAFF_ACTORS.length)
    for (const row of TEMPLATE_TRANSITIONS) {
      for (const actor of STAFF_ACTORS) {
        const testCase = CASES.find((candidate) => candidate.actor === actor && SPEC_CODES[candidate.from] === row.from && SPEC_CODES[candidate.to] === row.to)
        expect(testCase, `row ${row.from} → ${row.to}`).toBeDefined()
        expect(testCase!.allowed).toBe(row.by.includes(actor))
      }
    }
  })

  it.each(CASES)('$name', async ({ name, actor, from, to, allowed }) => {
    const { id, historyLength } = fixtures.get(name)!
    const before = Date.now()
    const response = await api('PATCH', `/community-templates/${id}`, {
      token: staff[actor].token,
      body: {
        status: to,
        ...(to === 'rejected' ? { rejectReason: 'Bad Selfie' } : {}),
        // Staff send their edits to the author with the move itself: a move without one is refused.
        ...(to === 'pending_user_to_approve' && from !== to ? { title: `Edited: ${name}` } : {}),
      },
    })
    const after = Date.now()
    const doc = await stored(id)

    if (allowed) {
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body.doc).toMatchObject({ status: to, statusCode: SPEC_CODES[to] })
      expect(doc.status).toBe(to)
      expect(doc.statusCode).toBe(SPEC_CODES[to])
      if (from === to) {
        expect(doc.history).toHaveLength(historyLength) // an edit, not a move
      } else {
        expect(doc.history).toHaveLength(historyLength + 1)
        const entry = doc.history!.at(-1)!
        expect(entry).toMatchObject({ fromStatus: SPEC_CODES[from], toStatus: SPEC_CODES[to] })
        expect(entry.by).toMatchObject({ relationTo: 'users' })
        expect(idOf(entry.by)).toBe(staff[actor].id)
        const at = Date.parse(entry.at)
        expect(at).toBeGreaterThanOrEqual(before - 1000)
        expect(at).toBeLessThanOrEqual(after + 1000)
      }
    } else {
      expect(response.status).toBe(400)
      const message = transitionError(SPEC_CODES[from], SPEC_CODES[to], actor)!
      expect(message).toBeTruthy()
      expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message })
      expect(doc.status).toBe(from)
      expect(doc.statusCode).toBe(SPEC_CODES[from])
      expect(doc.history).toHaveLength(historyLength)
    }
  })

  it('leaves every template with the spec’s numeric code for its status', async () => {
    const all = await payload.find({ collection: 'community-templates', limit: 0, pagination: false, depth: 0 })
    expect(all.docs.length).toBeGreaterThanOrEqual(CASES.length)
    for (const doc of all.docs) expect(doc.statusCode, doc.title).toBe(SPEC_CODES[doc.status as StatusName])
  })
})

describe('moves only the author may make', () => {
  const authorOnly = TEMPLATE_TRANSITIONS.filter((row) => row.by.length === 1 && row.by[0] === 'author')
  const nameOf = (code: number) => STATUS_NAMES.find((name) => SPEC_CODES[name] === code)!

  it('exist in the table', () => {
    expect(authorOnly.length).toBeGreaterThan(0)
  })

  it.each(authorOnly.flatMap((row) => STAFF_ACTORS.map((actor) => ({ actor, from: nameOf(row.from), to: nameOf(row.to) }))))(
    'are refused to a $actor: $from → $to, with a message naming the author',
    async ({ actor, from, to }) => {
      const template = await createTemplate(`Author only ${actor} ${from} ${to}`, from)
      const response = await api('PATCH', `/community-templates/${template.id}`, { token: staff[actor].token, body: { status: to } })
      expect(response.status).toBe(400)
      expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: expect.stringContaining('author') })
      expect((await stored(template.id)).status).toBe(from)
    },
  )
})

describe('rejections', () => {
  it.each([{ body: {} }, { body: { rejectReason: 'None' } }])('are refused without a reason ($body), naming rejectReason', async ({ body }) => {
    const template = await createTemplate('Rejected without a reason', 'pending')
    const response = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.moderator.token,
      body: { status: 'rejected', ...body },
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'rejectReason', message: rejectReasonError(2, 'None') })
    const doc = await stored(template.id)
    expect(doc).toMatchObject({ status: 'pending', statusCode: 0 })
    expect(doc.history).toHaveLength(template.history!.length)
  })

  it('are accepted with a reason, which the history keeps', async () => {
    const template = await createTemplate('Rejected with a reason', 'pending')
    const response = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.moderator.token,
      body: { status: 'rejected', rejectReason: 'Bad Text' },
    })
    expect(response.status).toBe(200)
    const doc = await stored(template.id)
    expect(doc).toMatchObject({ status: 'rejected', statusCode: 2, rejectReason: 'Bad Text' })
    expect(doc.history!.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 2, rejectReason: 'Bad Text' })
  })
})

describe('fields the workflow keeps', () => {
  it('a client cannot write statusCode or history on an update', async () => {
    const template = await createTemplate('Forged fields on update', 'pending')
    const forgedHistory = [{ fromStatus: 0, toStatus: 1, at: new Date(0).toISOString(), by: staff.admin.id }]

    const edit = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.moderator.token,
      body: { title: 'Forged fields on update (edited)', statusCode: 1, history: forgedHistory },
    })
    expect(edit.status).toBe(200)
    let doc = await stored(template.id)
    expect(doc).toMatchObject({ status: 'pending', statusCode: 0 })
    expect(doc.history).toEqual(template.history)
    // Not online, so visitors still cannot see it.
    expect((await api('GET', `/community-templates/${template.id}`)).status).toBe(404)

    const move = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.moderator.token,
      body: { status: 'approved', statusCode: 9, history: forgedHistory },
    })
    expect(move.status).toBe(200)
    doc = await stored(template.id)
    expect(doc).toMatchObject({ status: 'approved', statusCode: 1 })
    expect(doc.history).toHaveLength(template.history!.length + 1)
    expect(doc.history!.slice(0, -1)).toEqual(template.history)
    expect(doc.history!.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 1 })
    expect(idOf(doc.history!.at(-1)!.by)).toBe(staff.moderator.id)
  })

  it('a client cannot write statusCode or history when creating', async () => {
    const response = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: {
        title: 'Forged fields on create',
        paragraphs: [{ text: STORY }],
        termsAccepted: true,
        statusCode: 1,
        history: [{ fromStatus: 0, toStatus: 1, at: new Date(0).toISOString() }],
      },
    })
    expect(response.status).toBe(201)
    const doc = await stored(response.body.doc.id)
    expect(doc).toMatchObject({ status: 'pending', statusCode: 0 })
    expect(doc.history).toHaveLength(1)
    expect(doc.history![0]).toMatchObject({ fromStatus: null, toStatus: 0 })
    expect(idOf(doc.history![0]!.by)).toBe(staff.moderator.id)
    expect((await api('GET', `/community-templates/${doc.id}`)).status).toBe(404)
  })
})

describe('creating over REST', () => {
  const count = async (title: string) => (await payload.count({ collection: 'community-templates', where: { title: { equals: title } } })).totalDocs

  it.each(STATUS_NAMES.filter((status) => status !== 'pending'))('refuses a new template that starts as %s', async (status) => {
    const title = `Starts as ${status}`
    const response = await api('POST', '/community-templates', {
      token: staff.admin.token,
      body: { title, status, rejectReason: 'Bad Text', paragraphs: [{ text: STORY }], termsAccepted: true },
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toContainEqual({ path: 'status', message: 'A new template starts as Awaiting approval.' })
    expect(await count(title)).toBe(0)
  })

  it('accepts a new template as pending, with its first history entry', async () => {
    const response = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: { title: 'Starts as pending', status: 'pending', paragraphs: [{ text: STORY }], termsAccepted: true },
    })
    expect(response.status).toBe(201)
    expect(response.body.doc).toMatchObject({ status: 'pending', statusCode: 0 })
    expect(response.body.doc.history).toHaveLength(1)
  })

  it(`refuses a paragraph under ${MIN_PARAGRAPH_WORDS} words, and accepts one of ${MIN_PARAGRAPH_WORDS}`, async () => {
    const short = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: { title: 'Too short', paragraphs: [{ text: STORY }, { text: words(MIN_PARAGRAPH_WORDS - 1) }], termsAccepted: true },
    })
    expect(short.status).toBe(400)
    expect(fieldErrors(short.body)).toContainEqual({
      path: 'paragraphs.1.text',
      message: `Each story paragraph needs at least ${MIN_PARAGRAPH_WORDS} words; this one has ${MIN_PARAGRAPH_WORDS - 1}.`,
    })
    expect(await count('Too short')).toBe(0)

    const template = await createTemplate('Shortened later', 'pending')
    const edited = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.moderator.token,
      body: { paragraphs: [{ text: 'Too short now.' }] },
    })
    expect(edited.status).toBe(400)
    expect((await stored(template.id)).paragraphs![0]!.text).toBe(STORY)

    const enough = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: { title: 'Just enough', paragraphs: [{ text: words(MIN_PARAGRAPH_WORDS) }], termsAccepted: true },
    })
    expect(enough.status).toBe(201)
  })

  it('refuses an admin score above 5, and accepts 5', async () => {
    const high = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: { title: 'Scored too high', paragraphs: [{ text: STORY }], termsAccepted: true, scores: [{ type: 'admin', value: 6 }] },
    })
    expect(high.status).toBe(400)
    expect(fieldErrors(high.body)).toContainEqual({ path: 'scores', message: 'The admin score is a whole number from 0 to 5.' })
    expect(await count('Scored too high')).toBe(0)

    const template = await createTemplate('Scored later', 'approved')
    const edited = await api('PATCH', `/community-templates/${template.id}`, {
      token: staff.admin.token,
      body: { scores: [{ type: 'admin', value: 6 }] },
    })
    expect(edited.status).toBe(400)
    expect((await stored(template.id)).scores ?? []).toEqual([])

    const top = await api('POST', '/community-templates', {
      token: staff.moderator.token,
      body: { title: 'Top score', paragraphs: [{ text: STORY }], termsAccepted: true, scores: [{ type: 'admin', value: 5 }] },
    })
    expect(top.status).toBe(201)
  })
})

describe('who sees and changes templates', () => {
  const byStatus = new Map<StatusName, number>()

  beforeAll(async () => {
    const created = await Promise.all(STATUS_NAMES.map((status) => createTemplate(`Visibility ${status}`, status)))
    STATUS_NAMES.forEach((status, index) => byStatus.set(status, created[index]!.id))
  })

  it('anonymous visitors see only online templates (1, 3, 5)', async () => {
    const list = await api('GET', '/community-templates?where[title][like]=Visibility&limit=100&depth=0')
    expect(list.status).toBe(200)
    const seen = (list.body.docs as CommunityTemplate[]).map((doc) => doc.status).sort()
    expect(seen).toEqual([...ONLINE].sort())
    expect((list.body.docs as CommunityTemplate[]).map((doc) => doc.statusCode).sort()).toEqual([1, 3, 5])

    for (const status of STATUS_NAMES) {
      const one = await api('GET', `/community-templates/${byStatus.get(status)}`)
      expect(one.status, status).toBe(ONLINE.includes(status) ? 200 : 404)
    }

    // Asking for them by status does not help.
    const asked = await api('GET', '/community-templates?where[status][in]=pending,rejected,deleted&limit=100')
    expect(asked.status).toBe(200)
    expect(asked.body.docs).toEqual([])
  })

  it('moderators see every status', async () => {
    const list = await api('GET', '/community-templates?where[title][like]=Visibility&limit=100&depth=0', { token: staff.moderator.token })
    expect((list.body.docs as CommunityTemplate[]).map((doc) => doc.status).sort()).toEqual([...STATUS_NAMES].sort())
  })

  it('a marketer cannot update or create templates', async () => {
    const id = byStatus.get('pending')!
    const moved = await api('PATCH', `/community-templates/${id}`, { token: staff.marketer.token, body: { status: 'approved' } })
    expect(moved.status).toBe(403)
    const edited = await api('PATCH', `/community-templates/${id}`, { token: staff.marketer.token, body: { title: 'Hijacked' } })
    expect(edited.status).toBe(403)
    expect(await stored(id)).toMatchObject({ status: 'pending', statusCode: 0, title: 'Visibility pending' })

    const created = await api('POST', '/community-templates', {
      token: staff.marketer.token,
      body: { title: 'By a marketer', paragraphs: [{ text: STORY }], termsAccepted: true },
    })
    expect(created.status).toBe(403)
  })

  it('anonymous visitors cannot change templates', async () => {
    const id = byStatus.get('pending')!
    expect((await api('PATCH', `/community-templates/${id}`, { body: { status: 'approved' } })).status).toBe(403)
    expect((await stored(id)).status).toBe('pending')
  })

  it('cannot be duplicated: a copy would be a second submission of someone else’s story', async () => {
    const id = byStatus.get('approved')!
    const before = (await payload.count({ collection: 'community-templates' })).totalDocs
    const copy = await api('POST', `/community-templates/${id}/duplicate`, { token: staff.moderator.token, body: {} })
    expect(copy.status).toBeGreaterThanOrEqual(400)
    expect(copy.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'community-templates' })).totalDocs).toBe(before)
  })
})

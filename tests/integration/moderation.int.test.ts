/**
 * Moderation in the admin, against Postgres: the moderation section of a template's edit page
 * (status, the moves offered, images and text side by side, scores), its history with who made
 * each move, and the queue's tabs, rendered on the server as the admin renders them, for each
 * staff role; and the REST calls the panel's buttons make, as the server answers them (the
 * workflow stays the authority: a refused move comes back with its sentence).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ArrayFieldServerProps, BeforeListTableServerProps, Payload, PayloadRequest, RelationshipFieldServerProps, UIFieldServerProps } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { hideFromNonModerators } from '@/cms/admin/moderation/access'
import { AuthorField } from '@/cms/admin/moderation/AuthorField'
import type { ModerationAction } from '@/cms/admin/moderation/actions'
import { errorMessageOf } from '@/cms/admin/moderation/api'
import { HistoryField } from '@/cms/admin/moderation/HistoryField'
import { ModerationPanel } from '@/cms/admin/moderation/ModerationPanel'
import { QUEUE_TABS, queueHref } from '@/cms/admin/moderation/queue'
import { QueueTabs } from '@/cms/admin/moderation/QueueTabs'
import { ADMIN_SCORE_ERROR, moderatorScoresOf, withModeratorScores } from '@/cms/admin/moderation/scores'
import type { StatusName } from '@/cms/collections/CommunityTemplates/statuses'
import { MIN_PARAGRAPH_WORDS, rejectReasonError, TEMPLATE_STATUS, transitionError } from '@/domain/templates/templates'
import type { CommunityTemplate } from '@/payload-types'

import { useTemporaryDataDir } from '../helpers/upload'

// The browser's parts of the panel are replaced by markers holding the props the server gave them.
const rendered = vi.hoisted(() => ({ actions: [] as Record<string, unknown>[], scores: [] as Record<string, unknown>[] }))
vi.mock('@/cms/admin/moderation/ModerationActions', async () => {
  const { createElement: h } = await import('react')
  return {
    ModerationActions: (props: Record<string, unknown>) => {
      rendered.actions.push(props)
      return h('div', { 'data-mock': 'actions' })
    },
  }
})
vi.mock('@/cms/admin/moderation/ModerationScores', async () => {
  const { createElement: h } = await import('react')
  return {
    ModerationScores: (props: Record<string, unknown>) => {
      rendered.scores.push(props)
      return h('div', { 'data-mock': 'scores' })
    },
  }
})

// Before the config is loaded: it reads DATA_DIR for the image folders.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { api, login } = await import('../helpers/rest')
const { createStaff, PASSWORD } = await import('../helpers/staff')
const { createMember, loginMember, memberImages } = await import('../helpers/members')

afterAll(() => dataDir.restore())

const words = (count: number, prefix = 'word') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ')
const STORY = words(MIN_PARAGRAPH_WORDS + 3, 'story')
const SEEDING = { seeding: true, disableRevalidate: true }

type Role = 'admin' | 'moderator' | 'marketer'
type Account = { id: number; email: string; token: string; user: PayloadRequest['user'] }

let payload: Payload
const staff = {} as Record<Role, Account>
let author: { id: number; email: string; name: string; token: string }
let images: { type: 'selfie' | 'board'; image: number }[]

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'moderator', 'marketer'] as const) {
    const account = await createStaff(payload, [role])
    const doc = await payload.findByID({ collection: 'users', id: account.id, depth: 0 })
    staff[role] = { ...account, token: await login(account.email, PASSWORD), user: { ...doc, collection: 'users' } as PayloadRequest['user'] }
  }
  const member = await createMember(payload, 'Author')
  author = { ...member, token: await loginMember(member.email) }
  images = await memberImages(payload, author.id)
})

beforeEach(() => {
  rendered.actions.length = 0
  rendered.scores.length = 0
})

/** A template in any status, stored as seeds store them (no workflow), as the author's. */
async function template(title: string, status: StatusName, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'community-templates',
    data: {
      title,
      status,
      rejectReason: status === 'rejected' ? 'Bad Text' : 'None',
      paragraphs: [{ text: STORY }],
      termsAccepted: true,
      author: author.id,
      creator: { name: author.name, email: author.email },
      images,
      tags: [{ category: '3', value: '11-50' }],
      boardId: '987654',
      ...extra,
    },
    context: SEEDING,
  })
}

const req = (role: Role | 'member') =>
  ({
    payload,
    user: role === 'member' ? ({ id: author.id, email: author.email, collection: 'members' } as PayloadRequest['user']) : staff[role].user,
    query: {},
  }) as unknown as PayloadRequest

async function panel(role: Role | 'member', id: number) {
  const element = await ModerationPanel({ id, req: req(role) } as unknown as UIFieldServerProps)
  return element === null ? null : renderToStaticMarkup(element)
}

const offered = () => (rendered.actions.at(-1)?.actions as ModerationAction[] | undefined)?.map((action) => action.status)

describe('who sees moderation', () => {
  it('the admin shows the community templates to moderators and admins only', () => {
    expect(hideFromNonModerators({ user: staff.moderator.user })).toBe(false)
    expect(hideFromNonModerators({ user: staff.admin.user })).toBe(false)
    expect(hideFromNonModerators({ user: staff.marketer.user })).toBe(true)
    // A member's session never counts as staff, whatever the document holds.
    expect(hideFromNonModerators({ user: { id: author.id, collection: 'members', roles: ['admin'] } })).toBe(true)
    expect(hideFromNonModerators({ user: null })).toBe(true)
  })

  it('a marketer (or a member) gets no moderation section, history or queue', async () => {
    const { id } = await template('Not for marketers', 'pending')
    expect(await panel('marketer', id)).toBeNull()
    expect(await panel('member', id)).toBeNull()
    expect(rendered.actions).toHaveLength(0)
    const history = await HistoryField({
      data: await payload.findByID({ collection: 'community-templates', id }),
      req: req('marketer'),
    } as unknown as ArrayFieldServerProps)
    expect(history).toBeNull()
    const tabs = await QueueTabs({ payload, user: staff.marketer.user, searchParams: {} } as unknown as BeforeListTableServerProps)
    expect(tabs).toBeNull()
  })
})

describe('the moderation section of a pending template', () => {
  it('shows its status, its images and its text side by side, for a moderator', async () => {
    const { id } = await template('Sprint retro board', 'pending', {
      paragraphs: [{ text: STORY }, { text: words(MIN_PARAGRAPH_WORDS, 'second') }],
      scores: [
        { type: 'likes', value: 7 },
        { type: 'admin', value: 3 },
        { type: 'featured', value: 1 },
      ],
      boardLinkStatus: 'Mismatch',
    })
    const html = (await panel('moderator', id))!
    expect(html).toContain('Moderation')
    expect(html).toMatch(/Status: <strong[^>]*>Awaiting approval<\/strong>/)

    // Images: the selfie and the board, served by Payload to the moderator's session.
    const imageSources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1])
    expect(imageSources).toHaveLength(2)
    for (const src of imageSources) expect(src).toMatch(/^(https?:\/\/[^/]+)?\/api\/template-images\/file\/.+\.png$/)
    expect(html).toContain('<strong>Selfie</strong>')
    expect(html).toContain('<strong>Board</strong>')
    // Text: title, author, each paragraph with its word count, tags, board.
    expect(html).toContain('Sprint retro board')
    expect(html).toContain(author.email)
    expect(html).toContain(`${MIN_PARAGRAPH_WORDS + 3} words`)
    expect(html).toContain(`${MIN_PARAGRAPH_WORDS} words`)
    expect(html).toContain('second1 second2')
    expect(html).toContain('Team size')
    expect(html).toContain('987654')
    // Side by side: the two columns are siblings of one wrapping row.
    expect(html).toMatch(
      /class="orbit-moderation__review"[^>]*>\s*<section aria-labelledby="moderation-images"[\s\S]*<\/section><section aria-labelledby="moderation-text"/,
    )

    // The moves the table allows a moderator from pending, and the scores as stored.
    expect(offered()).toEqual(['approved', 'approved_paid', 'rejected', 'pending_user_to_approve', 'duplicated', 'deleted'])
    expect(rendered.actions.at(-1)).toMatchObject({ from: 'pending', address: { apiRoute: '/api', id } })
    expect(rendered.actions.at(-1)?.rejectReasons).toEqual(['Bad Selfie', 'Bad Text', 'Bad Selfie and Text'])
    expect(rendered.scores.at(-1)).toMatchObject({ scores: { admin: 3, featured: true, editorsChoice: false }, boardLinkStatus: 'Mismatch' })
  })

  it('offers each role its own moves: restoring a deleted template is an admin’s', async () => {
    const { id } = await template('Deleted by mistake', 'deleted')
    const forModerator = (await panel('moderator', id))!
    expect(offered()).toEqual([])
    expect(rendered.actions.at(-1)?.noActions).toBe('Deleted. Only an admin can restore it.')
    expect(forModerator).toContain('Deleted')
    await panel('admin', id)
    expect(offered()).toEqual(['pending'])
  })

  it('names the reason of a template that needs changes', async () => {
    const { id } = await template('Needs a better selfie', 'rejected', { rejectReason: 'Bad Selfie' })
    expect(await panel('moderator', id)).toMatch(/Changes required<\/strong> · reason: Bad Selfie/)
    expect(offered()).toEqual(['pending', 'deleted'])
  })
})

describe('the author in the sidebar', () => {
  const author_ = (role: Role, data: Record<string, unknown>) => {
    const element = AuthorField({ data, req: req(role) } as unknown as RelationshipFieldServerProps)
    return element === null ? null : renderToStaticMarkup(element)
  }

  it('names the member from the template, without asking for the member account; admins get a link to it', () => {
    const data = { author: author.id, creator: { name: author.name, email: author.email } }
    const forModerator = author_('moderator', data)!
    expect(forModerator).toContain(author.name)
    expect(forModerator).toContain(author.email)
    expect(forModerator).not.toContain('/collections/members/')
    expect(author_('admin', data)).toContain(`href="/admin/collections/members/${author.id}"`)
    expect(author_('moderator', { author: null })).toContain('No community member')
    expect(author_('marketer', data)).toBeNull()
  })
})

describe('the history', () => {
  it('lists every move with who made it (staff or the member), when, from, to and the reason', async () => {
    // The author submits over REST; a moderator rejects it; the author's edit resubmits it; an admin approves it.
    const submitted = await api('POST', '/community-templates', {
      token: author.token,
      body: { title: 'Weekly planning', language: 'en', paragraphs: [{ text: STORY }], images, termsAccepted: true },
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201)
    const id = submitted.body.doc.id as number
    const moves: [string, Record<string, unknown>][] = [
      [staff.moderator.token, { status: 'rejected', rejectReason: 'Bad Selfie' }],
      [author.token, { paragraphs: [{ text: words(MIN_PARAGRAPH_WORDS + 1, 'better') }] }],
      [staff.admin.token, { status: 'approved' }],
    ]
    for (const [token, body] of moves) {
      const response = await api('PATCH', `/community-templates/${id}`, { token, body })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
    }

    const data = await payload.findByID({ collection: 'community-templates', id, depth: 0 })
    const element = await HistoryField({ data, req: req('moderator') } as unknown as ArrayFieldServerProps)
    const html = renderToStaticMarkup(element!)
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .slice(1)
      .map((row) => [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '')))
    expect(rows).toHaveLength(4)
    const [submit, reject, resubmit, approve] = rows
    expect(submit!.slice(1)).toEqual([`${author.name} (member, the author, ${author.email})`, 'Submitted', 'Awaiting approval', '–'])
    expect(reject!.slice(1)).toEqual([`${staff.moderator.email} (staff)`, 'Awaiting approval', 'Changes required', 'Bad Selfie'])
    expect(resubmit!.slice(1)).toEqual([`${author.name} (member, the author, ${author.email})`, 'Changes required', 'Awaiting approval', '–'])
    expect(approve!.slice(1)).toEqual([`${staff.admin.email} (staff)`, 'Awaiting approval', 'Approved (online)', '–'])
    for (const row of rows) expect(row[0]).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) UTC$/)
    // The moderator cannot read other staff accounts, yet sees who moved the template: names only.
    expect(html).not.toContain('roles')
  })

  it('says so when a template has no moves yet, and names seeds and removed accounts plainly', async () => {
    const empty = await HistoryField({ data: { history: [] }, req: req('moderator') } as unknown as ArrayFieldServerProps)
    expect(renderToStaticMarkup(empty!)).toContain('No status moves yet.')
    const at = new Date().toISOString()
    const odd = await HistoryField({
      data: {
        history: [
          { fromStatus: null, toStatus: 0, by: null, at },
          { fromStatus: 0, toStatus: 7, by: { relationTo: 'users', value: 999_999 }, at, rejectReason: 'None' },
        ],
      },
      req: req('moderator'),
    } as unknown as ArrayFieldServerProps)
    const html = renderToStaticMarkup(odd!)
    expect(html).toContain('The system')
    expect(html).toContain('Staff account 999999')
  })
})

describe('the queue', () => {
  it('counts the templates of each status tab, waiting work first, and links to the filtered list', async () => {
    const before = await Promise.all(
      QUEUE_TABS.map(
        async (tab) =>
          (await payload.count({ collection: 'community-templates', where: tab.statuses.length ? { statusCode: { in: [...tab.statuses] } } : {} })).totalDocs,
      ),
    )
    await template('Queue pending', 'pending')
    await template('Queue paid', 'approved_paid')
    await template('Queue by user', 'approved_by_user')
    const element = await QueueTabs({
      payload,
      user: staff.moderator.user,
      searchParams: { where: { statusCode: { in: ['1', '3', '5'] } } },
    } as unknown as BeforeListTableServerProps)
    const html = renderToStaticMarkup(element!)
    const tabs = [...html.matchAll(/<a href="([^"]+)"( aria-current="page")?[^>]*>([^<]+)<span[^>]*>(\d+)<\/span><\/a>/g)].map((match) => ({
      href: match[1]!.replaceAll('&amp;', '&'),
      current: Boolean(match[2]),
      label: match[3],
      count: Number(match[4]),
    }))
    expect(tabs.map((tab) => tab.label)).toEqual(QUEUE_TABS.map((tab) => tab.label))
    expect(tabs[0]).toMatchObject({
      label: 'Awaiting approval',
      count: before[0]! + 1,
      href: '/admin/collections/community-templates?where[statusCode][in][0]=0',
    })
    const online = QUEUE_TABS.findIndex((tab) => tab.key === 'online')
    expect(tabs[online]).toMatchObject({ label: 'Approved (online)', count: before[online]! + 2, current: true })
    expect(tabs.at(-1)).toMatchObject({ label: 'All', count: before.at(-1)! + 3 })
    expect(tabs.filter((tab) => tab.current)).toHaveLength(1)
  })

  it('the admin’s list puts pending first; whoever names no order still gets the newest first', async () => {
    const older = await template('Order pending', 'pending')
    const newer = await template('Order approved', 'approved')
    // As the list view asks: the collection's defaultSort, by name.
    const listSort = payload.collections['community-templates'].config.defaultSort
    expect(listSort).toBe('statusCode')
    const list = await payload.find({ collection: 'community-templates', sort: listSort, limit: 500, depth: 0, overrideAccess: true })
    const codes = list.docs.map((doc) => doc.statusCode ?? -1)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
    expect(list.docs.findIndex((doc) => doc.id === older.id)).toBeLessThan(list.docs.findIndex((doc) => doc.id === newer.id))

    for (const response of [
      await api('GET', '/community-templates?limit=500&depth=0', { token: staff.moderator.token }),
      { body: await payload.find({ collection: 'community-templates', limit: 500, depth: 0, overrideAccess: true }) },
    ]) {
      const created = (response.body.docs as CommunityTemplate[]).map((doc) => doc.createdAt)
      expect(created).toEqual([...created].sort().reverse())
    }
    const byTitle = await api('GET', '/community-templates?limit=500&depth=0&sort=title', { token: staff.moderator.token })
    const expected = await payload.find({ collection: 'community-templates', sort: ['title', '-createdAt'], limit: 500, depth: 0, overrideAccess: true })
    expect((byTitle.body.docs as CommunityTemplate[]).map((doc) => doc.id)).toEqual(expected.docs.map((doc) => doc.id))
  })

  it('filters the list by the address a tab links to, as Payload reads it', async () => {
    const online = QUEUE_TABS.find((tab) => tab.key === 'online')!
    const query = queueHref('', online).slice(1)
    const response = await api('GET', `/community-templates?${query}&depth=0&limit=200`, { token: staff.moderator.token })
    expect(response.status).toBe(200)
    const codes = new Set((response.body.docs as CommunityTemplate[]).map((doc) => doc.statusCode))
    expect([...codes].sort()).toEqual([1, 3, 5])
  })
})

describe('the REST calls the panel makes', () => {
  it('reads the status and scores as stored now', async () => {
    const { id } = await template('Fresh read', 'pending', { scores: [{ type: 'views', value: 40 }] })
    const response = await api('GET', `/community-templates/${id}?depth=0&select[status]=true&select[scores]=true`, { token: staff.moderator.token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'pending', scores: [{ type: 'views', value: 40 }] })
    expect(response.body.title).toBeUndefined()
  })

  it('rejects with a reason; without one the server says what is missing', async () => {
    const { id } = await template('Reject me', 'pending')
    const refused = await api('PATCH', `/community-templates/${id}?depth=0`, { token: staff.moderator.token, body: { status: 'rejected' } })
    expect(refused.status).toBe(400)
    expect(errorMessageOf(refused.body, refused.status)).toBe(rejectReasonError(TEMPLATE_STATUS.REJECTED, 'None'))
    const moved = await api('PATCH', `/community-templates/${id}?depth=0`, {
      token: staff.moderator.token,
      body: { status: 'rejected', rejectReason: 'Bad Selfie and Text' },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ status: 'rejected', statusCode: 2, rejectReason: 'Bad Selfie and Text' })
  })

  it('a move the table refuses comes back with the workflow’s sentence', async () => {
    const { id } = await template('Gone', 'deleted')
    const refused = await api('PATCH', `/community-templates/${id}?depth=0`, { token: staff.moderator.token, body: { status: 'pending' } })
    expect(refused.status).toBe(400)
    expect(errorMessageOf(refused.body, refused.status)).toBe(transitionError(TEMPLATE_STATUS.DELETED, TEMPLATE_STATUS.PENDING, 'moderator'))
    // A marketer cannot change a template at all.
    const { id: pending } = await template('Not yours', 'pending')
    const forbidden = await api('PATCH', `/community-templates/${pending}?depth=0`, { token: staff.marketer.token, body: { status: 'approved' } })
    expect(forbidden.status).toBe(403)
    expect(errorMessageOf(forbidden.body, forbidden.status)).toMatch(/not allowed/i)
  })

  it('saves the moderators’ scores and the board link status, keeping the counted scores; an admin score over 5 is refused clearly', async () => {
    const { id } = await template('Scored', 'approved', {
      scores: [
        { type: 'likes', value: 9 },
        { type: 'admin', value: 1 },
      ],
    })
    const stored = await payload.findByID({ collection: 'community-templates', id, depth: 0 })
    const tooHigh = withModeratorScores(stored.scores, { admin: 6, featured: false, editorsChoice: false })
    const refused = await api('PATCH', `/community-templates/${id}?depth=0`, { token: staff.moderator.token, body: { scores: tooHigh } })
    expect(refused.status).toBe(400)
    expect(errorMessageOf(refused.body, refused.status)).toBe(ADMIN_SCORE_ERROR)

    const scores = withModeratorScores(stored.scores, { admin: 5, featured: true, editorsChoice: true })
    const saved = await api('PATCH', `/community-templates/${id}?depth=0`, { token: staff.moderator.token, body: { scores, boardLinkStatus: 'Linked' } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const after = await payload.findByID({ collection: 'community-templates', id, depth: 0 })
    expect(moderatorScoresOf(after.scores)).toEqual({ admin: 5, featured: true, editorsChoice: true })
    expect(after.scores?.find((score) => score.type === 'likes')?.value).toBe(9)
    expect(after.boardLinkStatus).toBe('Linked')
    expect(after.status).toBe('approved')

    // Members cannot set them.
    const mine = await api('PATCH', `/community-templates/${id}?depth=0`, { token: author.token, body: { boardLinkStatus: 'Mismatch' } })
    expect((await payload.findByID({ collection: 'community-templates', id, depth: 0 })).boardLinkStatus).toBe('Linked')
    expect([200, 400, 403]).toContain(mine.status)
  })
})

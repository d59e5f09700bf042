/**
 * The admin's dashboard, against Postgres: each panel's figures are the data's (leads of the
 * last seven days, pages with a draft, scheduled publications, running A/B tests with their
 * exposed visitors, templates awaiting approval, recent edits), and each role gets the panels
 * it can act on, counted with its own access.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AB_TESTS } from '@/domain/ab/catalogue'
import { MIN_PARAGRAPH_WORDS } from '@/domain/templates/templates'

import { useTemporaryDataDir } from '../helpers/upload'

// Before the config is loaded: it reads DATA_DIR for the image folders.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { loadDashboard } = await import('@/cms/admin/dashboard/load-dashboard')
const { Dashboard } = await import('@/cms/admin/dashboard/Dashboard')
const { createStaff } = await import('../helpers/staff')
const { createMember, memberImages } = await import('../helpers/members')

afterAll(() => dataDir.restore())

type User = NonNullable<PayloadRequest['user']>
const NO_REVALIDATE = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

let payload: Payload
const users = {} as Record<'admin' | 'marketer' | 'moderator', User>
const [runningTest, otherTest] = AB_TESTS
let draftPageId: number

async function staffUser(role: 'admin' | 'marketer' | 'moderator'): Promise<User> {
  const { id } = await createStaff(payload, [role])
  return { ...(await payload.findByID({ collection: 'users', id, depth: 0 })), collection: 'users' } as User
}

let leadSequence = 0
async function lead(createdDaysAgo: number) {
  leadSequence += 1
  const created = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    data: {
      form: 'contactSales',
      status: 'new',
      name: `Prospect ${leadSequence}`,
      email: `dashboard-${leadSequence}@company.example`,
      company: 'Company',
      companySize: '100-249',
      country: 'DE',
      phone: '+4930123456',
      product: 'crm',
      locale: 'en',
      visitorCountry: 'DE',
      page: '/sales/contact-us',
      idempotencyKey: `dashboard-${leadSequence}-${Date.now()}`,
    },
  })
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await pool.query('UPDATE leads SET created_at = $2 WHERE id = $1', [created.id, new Date(Date.now() - createdDaysAgo * DAY)])
}

async function exposure(testName: string, visitor: string, daysAgo = 0) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const at = new Date(Date.now() - daysAgo * DAY)
  await pool.query(
    `INSERT INTO tracking_events (name, occurred_at, received_at, info1, info3, visitor_id) VALUES ('ab_test_exposure', $1, $1, $2, 'control', $3)`,
    [at, testName, visitor],
  )
}

beforeAll(async () => {
  payload = await getPayload({ config })
  users.admin = await staffUser('admin')
  users.marketer = await staffUser('marketer')
  users.moderator = await staffUser('moderator')

  // Leads: three this week, one from last month.
  for (const days of [0, 2, 6.5, 30]) await lead(days)

  // Pages: one published, one never published, one published with a later draft.
  await payload.create({
    collection: 'pages',
    data: { title: 'Live', path: '/dash-live', headerVariant: 'main', _status: 'published' },
    context: NO_REVALIDATE,
  })
  draftPageId = (
    await payload.create({
      collection: 'pages',
      data: { title: 'Unannounced', path: '/dash-draft', headerVariant: 'main', _status: 'draft' },
      draft: true,
      context: NO_REVALIDATE,
    })
  ).id
  const changed = await payload.create({
    collection: 'pages',
    data: { title: 'Changed', path: '/dash-changed', headerVariant: 'main', _status: 'published' },
    context: NO_REVALIDATE,
  })
  await payload.update({ collection: 'pages', id: changed.id, data: { title: 'Changed, not yet published' }, draft: true, context: NO_REVALIDATE })

  // A publication scheduled through Payload's job queue, as the Publish menu schedules it.
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'pages', value: draftPageId }, locale: 'en' },
    waitUntil: new Date(Date.now() + 2 * DAY),
  })

  // A/B tests: one running for three days with two visitors (one seen twice) and one before it started; one draft.
  const variants = (names: readonly string[]) =>
    names.map((name, index) => ({ name, traffic: index === 0 ? 100 - Math.floor(100 / names.length) * (names.length - 1) : Math.floor(100 / names.length) }))
  await payload.create({
    collection: 'ab-tests',
    overrideAccess: true,
    data: {
      testName: runningTest!.testName,
      newVariation: runningTest!.newVariation,
      status: 'running',
      startsAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
      variants: variants(runningTest!.variants),
    },
  })
  await payload.create({
    collection: 'ab-tests',
    overrideAccess: true,
    data: { testName: otherTest!.testName, newVariation: otherTest!.newVariation, status: 'draft', variants: variants(otherTest!.variants) },
  })
  await exposure(runningTest!.testName, 'visitor-a')
  await exposure(runningTest!.testName, 'visitor-a')
  await exposure(runningTest!.testName, 'visitor-b', 1)
  await exposure(runningTest!.testName, 'visitor-before-start', 5)
  await exposure(otherTest!.testName, 'visitor-c')

  // Community templates: two awaiting approval, one online.
  const author = await createMember(payload, 'Author')
  const images = await memberImages(payload, author.id)
  const story = Array.from({ length: MIN_PARAGRAPH_WORDS + 3 }, (_, index) => `word${index}`).join(' ')
  for (const [title, status] of [
    ['Waiting one', 'pending'],
    ['Waiting two', 'pending'],
    ['Online', 'approved'],
  ] as const) {
    await payload.create({
      collection: 'community-templates',
      data: {
        title,
        status,
        rejectReason: 'None',
        paragraphs: [{ text: story }],
        termsAccepted: true,
        author: author.id,
        creator: { name: author.name, email: author.email },
        images,
        tags: [{ category: '3', value: '11-50' }],
        boardId: '987654',
      },
      context: { seeding: true, disableRevalidate: true },
    })
  }
})

describe('the dashboard', () => {
  it('counts the leads of the last seven days', async () => {
    const dashboard = await loadDashboard(payload, users.marketer)
    expect(dashboard.leads?.count).toBe(3)
  })

  it('counts pages whose latest version is a draft, never published or changed since', async () => {
    const dashboard = await loadDashboard(payload, users.marketer)
    expect(dashboard.drafts?.count).toBe(2)
    expect(dashboard.drafts?.latest.map((page) => page.title).sort()).toEqual(['Changed, not yet published', 'Unannounced'])
  })

  it('lists the publications Payload’s scheduler still has to run', async () => {
    const dashboard = await loadDashboard(payload, users.marketer)
    expect(dashboard.scheduled).toEqual([
      expect.objectContaining({ action: 'publish', locale: 'en', page: { id: draftPageId, title: 'Unannounced', path: '/dash-draft' } }),
    ])
  })

  it('shows running tests with their days and the visitors exposed since the start', async () => {
    const dashboard = await loadDashboard(payload, users.marketer)
    expect(dashboard.abTests).toEqual([expect.objectContaining({ testName: runningTest!.testName, daysRunning: 3, visitorsExposed: 2, exposures: 3 })])
  })

  it('counts the templates awaiting approval for moderators', async () => {
    const dashboard = await loadDashboard(payload, users.moderator)
    expect(dashboard.templates).toEqual({ awaitingApproval: 2 })
  })

  it('gives each role only its panels', async () => {
    const marketer = await loadDashboard(payload, users.marketer)
    expect(marketer.templates).toBeUndefined()
    const moderator = await loadDashboard(payload, users.moderator)
    expect(moderator.leads).toBeUndefined()
    expect(moderator.drafts).toBeUndefined()
    expect(moderator.abTests).toBeUndefined()
    expect(moderator.recentEdits?.every((edit) => edit.collection === 'community-templates')).toBe(true)
    const admin = await loadDashboard(payload, users.admin)
    expect(admin.panels).toEqual(['leads', 'drafts', 'scheduled', 'abTests', 'templates', 'recentEdits'])
    expect(admin.templates?.awaitingApproval).toBe(2)
    expect(admin.leads?.count).toBe(3)
  })

  it('shows nothing to a community member or a visitor', async () => {
    const member = { id: 1, email: 'm@example.com', collection: 'members', roles: ['admin'] } as unknown as User
    expect(await loadDashboard(payload, member)).toEqual({ panels: [] })
    expect(await loadDashboard(payload, null)).toEqual({ panels: [] })
  })

  it('lists recent edits newest first, linking each', async () => {
    const dashboard = await loadDashboard(payload, users.marketer)
    const edits = dashboard.recentEdits ?? []
    expect(edits.length).toBeGreaterThan(3)
    expect(edits.map((edit) => edit.updatedAt)).toEqual([...edits.map((edit) => edit.updatedAt)].sort().reverse())
    expect(edits.map((edit) => edit.title)).toContain('Changed, not yet published')
  })

  it('renders every figure as a link to what it counts', async () => {
    const html = renderToStaticMarkup(
      await Dashboard({ initPageResult: { req: { payload, user: users.marketer } } } as unknown as Parameters<typeof Dashboard>[0]),
    )
    expect(html).toMatch(
      /<a href="\/admin\/collections\/leads\?where\[createdAt\]\[greater_than_equal\]=[^"]+" [^>]*data-testid="dashboard-leads-count"><span[^>]*>3<\/span>/,
    )
    expect(html).toMatch(/<a href="\/admin\/collections\/pages\?where\[_status\]\[equals\]=draft&amp;sort=-updatedAt"[^>]*><span[^>]*>2<\/span>/)
    expect(html).toContain(`href="/admin/collections/pages/${draftPageId}"`)
    expect(html).toContain('3 days running')
    expect(html).not.toContain('awaiting approval')
  })
})

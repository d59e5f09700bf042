import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { exposuresPerTest } from '@/analytics/reports/ab-exposures'
import { staffRoles } from '@/cms/access/accounts'
import { dashboardPanelsFor, daysAgo, daysRunning, RECENT_LEADS_DAYS, type DashboardPanel } from '@/domain/staff/admin-audience'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'
import { payloadPool } from '@/infrastructure/database/payload-pool'

/*
 * Read as the signed-in user (`overrideAccess: false`) so no panel counts what its reader may not see; the job queue,
 * which nobody reads over the API, is the exception, listed only to those who may edit pages.
 */

type User = NonNullable<PayloadRequest['user']>

export type DraftPage = { id: number; title: string; path: string; updatedAt: string }

export type ScheduledPublication = {
  jobId: number
  action: 'publish' | 'unpublish'
  at: string
  locale: string | null
  page: { id: number; title: string; path: string } | null
}

export type RunningTest = {
  id: number
  testName: string
  startsAt: string | null
  daysRunning: number | null
  visitorsExposed: number
  exposures: number | null
}

export type RecentEdit = { collection: CollectionSlug; label: string; id: number; title: string; updatedAt: string }

export type Dashboard = {
  panels: DashboardPanel[]
  leads?: { count: number; since: Date }
  drafts?: { count: number; latest: DraftPage[] }
  scheduled?: ScheduledPublication[]
  abTests?: RunningTest[] | 'unavailable'
  templates?: { awaitingApproval: number }
  recentEdits?: RecentEdit[]
}

export const DASHBOARD_LIST_LIMIT = 5

const EDITED: { collection: CollectionSlug; label: string; title: string; audience: 'contentEditors' | 'moderators' }[] = [
  { collection: 'pages', label: 'Page', title: 'title', audience: 'contentEditors' },
  { collection: 'mini-sites', label: 'Mini-site', title: 'name', audience: 'contentEditors' },
  { collection: 'ab-tests', label: 'A/B test', title: 'testName', audience: 'contentEditors' },
  { collection: 'positions', label: 'Open position', title: 'title', audience: 'contentEditors' },
  { collection: 'redirects', label: 'Redirect', title: 'from', audience: 'contentEditors' },
  { collection: 'community-templates', label: 'Community template', title: 'title', audience: 'moderators' },
]

export async function loadDashboard(payload: Payload, user: User | null | undefined, now: Date = new Date()): Promise<Dashboard> {
  const panels = dashboardPanelsFor(staffRoles(user ?? undefined))
  const dashboard: Dashboard = { panels }
  if (!user || panels.length === 0) return dashboard
  const asUser = { user, overrideAccess: false } as const
  const shows = (panel: DashboardPanel) => panels.includes(panel)

  await Promise.all([
    shows('leads') &&
      (async () => {
        const since = daysAgo(RECENT_LEADS_DAYS, now)
        const { totalDocs } = await payload.count({ collection: 'leads', where: { createdAt: { greater_than_equal: since.toISOString() } }, ...asUser })
        dashboard.leads = { count: totalDocs, since }
      })(),
    shows('drafts') &&
      (async () => {
        // Pages whose latest version is a draft: never published, or changed since publishing.
        const result = await payload.find({
          collection: 'pages',
          draft: true,
          where: { _status: { equals: 'draft' } },
          sort: '-updatedAt',
          limit: DASHBOARD_LIST_LIMIT,
          depth: 0,
          select: { title: true, path: true, updatedAt: true },
          ...asUser,
        })
        dashboard.drafts = {
          count: result.totalDocs,
          latest: result.docs.map((doc) => ({ id: doc.id, title: doc.title, path: doc.path, updatedAt: doc.updatedAt })),
        }
      })(),
    shows('scheduled') && (async () => (dashboard.scheduled = await scheduledPublications(payload, user, now)))(),
    shows('abTests') && (async () => (dashboard.abTests = await runningTests(payload, user, now)))(),
    shows('templates') &&
      (async () => {
        const { totalDocs } = await payload.count({ collection: 'community-templates', where: { statusCode: { equals: TEMPLATE_STATUS.PENDING } }, ...asUser })
        dashboard.templates = { awaitingApproval: totalDocs }
      })(),
    shows('recentEdits') && (async () => (dashboard.recentEdits = await recentEdits(payload, user, panels)))(),
  ])
  return dashboard
}

async function scheduledPublications(payload: Payload, user: User, now: Date): Promise<ScheduledPublication[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    overrideAccess: true, // the queue is closed to every API reader; see the note at the top
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: { greater_than_equal: daysAgo(1, now).toISOString() } },
      ],
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
  })
  const scheduled = jobs.docs.flatMap((job) => {
    const input = (job.input ?? {}) as { doc?: { relationTo?: string; value?: unknown }; type?: string; locale?: string }
    if (input.doc?.relationTo !== 'pages' || !job.waitUntil) return []
    const pageId = Number(input.doc.value)
    if (!Number.isInteger(pageId)) return []
    return [
      {
        jobId: job.id,
        pageId,
        action: input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const),
        at: job.waitUntil,
        locale: input.locale ?? null,
      },
    ]
  })
  if (scheduled.length === 0) return []
  const pages = await payload.find({
    collection: 'pages',
    draft: true,
    where: { id: { in: [...new Set(scheduled.map((entry) => entry.pageId))] } },
    limit: 50,
    depth: 0,
    select: { title: true, path: true },
    user,
    overrideAccess: false,
  })
  const byId = new Map(pages.docs.map((page) => [page.id, { id: page.id, title: page.title, path: page.path }]))
  // A page the reader cannot read (or that was deleted) is left out rather than shown blank.
  return scheduled.filter((entry) => byId.has(entry.pageId)).map(({ pageId, ...entry }) => ({ ...entry, page: byId.get(pageId) ?? null }))
}

async function runningTests(payload: Payload, user: User, now: Date): Promise<RunningTest[] | 'unavailable'> {
  const tests = await payload.find({
    collection: 'ab-tests',
    where: { status: { equals: 'running' } },
    sort: 'startsAt',
    limit: 20,
    depth: 0,
    select: { testName: true, startsAt: true, createdAt: true },
    user,
    overrideAccess: false,
  })
  const since = (test: (typeof tests.docs)[number]) => new Date(test.startsAt ?? 0)
  let exposures: Awaited<ReturnType<typeof exposuresPerTest>>
  try {
    const pool = payloadPool(payload)
    exposures = await exposuresPerTest(
      pool,
      tests.docs.map((test) => ({ testName: test.testName, since: since(test) })),
    )
  } catch {
    return 'unavailable'
  }
  return tests.docs.map((test, index) => ({
    id: test.id,
    testName: test.testName,
    startsAt: test.startsAt ?? null,
    daysRunning: daysRunning(test.startsAt, now),
    visitorsExposed: exposures[index]?.visitors ?? 0,
    exposures: exposures[index]?.exposures ?? null,
  }))
}

async function recentEdits(payload: Payload, user: User, panels: DashboardPanel[]): Promise<RecentEdit[]> {
  const editsFor = EDITED.filter((entry) => (entry.audience === 'contentEditors' ? panels.includes('drafts') : panels.includes('templates')))
  const lists = await Promise.all(
    editsFor.map(async ({ collection, label, title }) => {
      const result = await payload.find({
        collection,
        ...(collection === 'pages' ? { draft: true } : {}),
        sort: '-updatedAt',
        limit: DASHBOARD_LIST_LIMIT,
        depth: 0,
        select: { [title]: true, updatedAt: true },
        user,
        overrideAccess: false,
      })
      return result.docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown> & { id: number; updatedAt: string }
        const name = record[title]
        return { collection, label, id: record.id, title: typeof name === 'string' && name !== '' ? name : `#${record.id}`, updatedAt: record.updatedAt }
      })
    }),
  )
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, DASHBOARD_LIST_LIMIT * 2)
}

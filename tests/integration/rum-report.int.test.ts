import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadAnalyticsReport } from '@/analytics/reports/report'
import { frustrationsByPage, problemResources, topClickedTargets } from '@/analytics/reports/rum-queries'
import { payloadClient } from '@/server/payload'

/**
 * The real-user-monitoring reports of the admin's analytics view read the events as the collector
 * stores them. Dated in 2025, a period no other test file writes to, so the counts are this file's.
 */
const NOW = new Date('2025-06-15T12:00:00Z')
const at = (hour: number) => new Date(Date.UTC(2025, 5, 15, hour)).toISOString()
const LONG_AGO = new Date(Date.UTC(2025, 3, 1)).toISOString()

let pool: Pool

async function event(name: string, receivedAt: string, fields: { kind: string; group: string; info1: string; info3: string; value?: number }) {
  await pool.query(`INSERT INTO tracking_events (name, occurred_at, received_at, kind, "group", info1, info3, value) VALUES ($1, $2, $2, $3, $4, $5, $6, $7)`, [
    name,
    receivedAt,
    fields.kind,
    fields.group,
    fields.info1,
    fields.info3,
    fields.value ?? null,
  ])
}

beforeAll(async () => {
  pool = ((await payloadClient()).db as unknown as PostgresAdapter).pool
  const click = (info1: string, info3: string, group = 'button') => event('rum_interaction', at(9), { kind: 'click', group, info1, info3 })
  await click('/pricing/', 'Buy now')
  await click('/pricing/', 'Buy now')
  await click('/crm/', 'Buy now')
  await click('/pricing/', 'Contact sales', 'link')
  const frustration = (kind: string, info1: string, info3: string, value = 1) =>
    event('rum_frustration', at(10), { kind, group: 'button', info1, info3, value })
  await frustration('rage_click', '/pricing/', 'Buy now', 4)
  await frustration('dead_click', '/pricing/', 'Buy now')
  await frustration('error_click', '/pricing/', 'Monthly')
  await frustration('dead_click', '/crm/', 'Menu')
  const resource = (kind: string, info3: string, value: number) => event('rum_resource', at(11), { kind, group: 'img', info1: '/', info3, value })
  await resource('failed', '/media/missing.png', 20)
  await resource('slow', '/media/hero.jpg', 1_200)
  await resource('slow', '/media/hero.jpg', 2_000)
  // Outside the period: not counted.
  await event('rum_frustration', LONG_AGO, { kind: 'rage_click', group: 'button', info1: '/old/', info3: 'Old', value: 3 })
})

describe('real-user monitoring in the analytics report', () => {
  const since = new Date(Date.UTC(2025, 5, 14))

  it('counts clicks per target, most clicked first, with the pages they were on', async () => {
    expect(await topClickedTargets(pool, since)).toEqual([
      { role: 'button', label: 'Buy now', clicks: 3, pages: 2 },
      { role: 'link', label: 'Contact sales', clicks: 1, pages: 1 },
    ])
  })

  it('counts frustrations by kind and page, with the target most involved', async () => {
    expect(await frustrationsByPage(pool, since)).toEqual([
      { page: '/pricing/', rage: 1, dead: 1, error: 1, total: 3, worstTarget: 'Buy now' },
      { page: '/crm/', rage: 0, dead: 1, error: 0, total: 1, worstTarget: 'Menu' },
    ])
  })

  it('lists failed resources first, then the slowest', async () => {
    expect(await problemResources(pool, since)).toEqual([
      { resource: '/media/missing.png', type: 'img', failed: 1, slow: 0, p75Ms: 20, maxMs: 20 },
      { resource: '/media/hero.jpg', type: 'img', failed: 0, slow: 2, p75Ms: 1_800, maxMs: 2_000 },
    ])
  })

  it('is part of the report the view loads, bounded in rows', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    expect(report.status).toBe('ok')
    if (report.status !== 'ok') return
    expect(report.frustrations.map((row) => row.page)).toEqual(['/pricing/', '/crm/'])
    expect(report.clicks).toHaveLength(2)
    expect(report.resources).toHaveLength(2)
    expect(await topClickedTargets(pool, since, 1)).toHaveLength(1)
  })
})

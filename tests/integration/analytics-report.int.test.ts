import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadAnalyticsReport } from '@/analytics/reports/report'
import { payloadClient } from '@/server/payload'

/**
 * The admin's analytics view reads what the collector and the consent endpoint stored. These
 * rows are written as those two write them, then every report is checked against hand counts.
 */
const NOW = new Date('2026-11-21T12:00:00Z')
const day = (offset: number, hour = 10) => new Date(Date.UTC(2026, 10, 21 + offset, hour)).toISOString()

let pool: Pool

async function event(name: string, receivedAt: string, fields: { info1?: string; kind?: string; value?: number; visitor?: string } = {}) {
  await pool.query(`INSERT INTO tracking_events (name, occurred_at, received_at, info1, kind, value, visitor_id) VALUES ($1, $2, $2, $3, $4, $5, $6)`, [
    name,
    receivedAt,
    fields.info1 ?? null,
    fields.kind ?? null,
    fields.value ?? null,
    fields.visitor ?? null,
  ])
}

async function consent(country: string, chosenAt: string, granted: { functional: boolean; analytics: boolean; marketing: boolean }) {
  const payload = await payloadClient()
  await payload.create({
    collection: 'consent-records',
    overrideAccess: true,
    data: {
      choiceId: crypto.randomUUID(),
      chosenAt,
      country,
      granted,
      policyVersion: 1,
      gpc: false,
      locale: 'en',
    },
  })
}

beforeAll(async () => {
  pool = ((await payloadClient()).db as unknown as PostgresAdapter).pool
  // Yesterday: two visitors see the home page, one of them pricing too.
  await event('page_view', day(-1), { info1: '/', visitor: 'a' })
  await event('page_view', day(-1), { info1: '/', visitor: 'b' })
  await event('page_view', day(-1), { info1: '/pricing/', visitor: 'a' })
  await event('sign_up_click', day(-1), { visitor: 'a' })
  // Today: one more home page view, and web vitals for the home page.
  await event('page_view', day(0), { info1: '/', visitor: 'c' })
  for (const [value, index] of [
    [1000, 1],
    [2000, 2],
    [3000, 3],
    [4000, 4],
  ] as const) {
    await event('client_performance_measurement', day(0, index), { info1: '/', kind: 'LCP', value, visitor: 'c' })
  }
  await event('client_performance_measurement', day(0), { info1: '/', kind: 'CLS', value: 0.05, visitor: 'c' })
  await event('client_performance_measurement', day(0), { info1: '/', kind: 'hydration', value: 900, visitor: 'c' })
  // Long ago: outside every period but 90 days.
  await event('page_view', day(-60), { info1: '/old/', visitor: 'z' })

  await consent('DE', day(-1), { functional: true, analytics: true, marketing: false })
  await consent('DE', day(0), { functional: false, analytics: false, marketing: false })
  await consent('FR', day(0), { functional: true, analytics: true, marketing: true })
})

describe('the analytics report', () => {
  it('counts events, page views and visitors per day', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    expect(report.status).toBe('ok')
    if (report.status !== 'ok') return
    expect(report.daily).toEqual([
      { day: '2026-11-20', events: 4, pageViews: 3, visitors: 2 },
      { day: '2026-11-21', events: 7, pageViews: 1, visitors: 1 },
    ])
  })

  it('ranks pages by views, with their distinct visitors', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    if (report.status !== 'ok') throw new Error(report.reason)
    expect(report.topPages).toEqual([
      { page: '/', views: 3, visitors: 3 },
      { page: '/pricing/', views: 1, visitors: 1 },
    ])
  })

  it('gives the 75th percentile of each web vital per page, rated by the published thresholds', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    if (report.status !== 'ok') throw new Error(report.reason)
    expect(report.vitals).toHaveLength(1)
    const [home] = report.vitals
    expect(home!.page).toBe('/')
    // percentile_cont over 1000, 2000, 3000, 4000: 3000 + 0.25 × 1000.
    expect(home!.vitals.LCP).toEqual({ p75: 3250, samples: 4, rating: 'needs-improvement' })
    expect(home!.vitals.CLS).toEqual({ p75: 0.05, samples: 1, rating: 'good' })
    expect(home!.vitals.INP).toBeUndefined()
  })

  it('gives the 75th percentile of each web vital per day across pages, for the trend charts', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    if (report.status !== 'ok') throw new Error(report.reason)
    expect(report.vitalsDaily).toEqual([
      { day: '2026-11-21', vital: 'CLS', p75: 0.05, samples: 1, rating: 'good' },
      { day: '2026-11-21', vital: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
    ])
    expect(report.since.toISOString()).toBe('2026-11-14T12:00:00.000Z')
    expect(report.until).toEqual(NOW)
  })

  it('gives the share of choices that allowed each category, per country', async () => {
    const report = await loadAnalyticsReport(pool, 7, NOW)
    if (report.status !== 'ok') throw new Error(report.reason)
    expect(report.consent).toEqual([
      { country: 'DE', choices: 2, functional: 0.5, analytics: 0.5, marketing: 0 },
      { country: 'FR', choices: 1, functional: 1, analytics: 1, marketing: 1 },
    ])
  })

  it('limits every report to the chosen period', async () => {
    const lastDay = await loadAnalyticsReport(pool, 1, NOW)
    if (lastDay.status !== 'ok') throw new Error(lastDay.reason)
    expect(lastDay.daily.map((row) => row.day)).toEqual(['2026-11-21'])
    expect(lastDay.consent.map((row) => [row.country, row.choices])).toEqual([
      ['DE', 1],
      ['FR', 1],
    ])

    const quarter = await loadAnalyticsReport(pool, 90, NOW)
    if (quarter.status !== 'ok') throw new Error(quarter.reason)
    expect(quarter.topPages.map((row) => row.page)).toContain('/old/')
  })

  it('says the analytics are unavailable instead of failing when the database errs', async () => {
    const broken = { query: () => Promise.reject(Object.assign(new Error('gone'), { code: '57P01' })) } as unknown as Pool
    expect(await loadAnalyticsReport(broken, 7, NOW)).toEqual({ status: 'unavailable', days: 7, reason: 'database error 57P01' })
  })
})

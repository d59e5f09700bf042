import type { Queryable } from '@/analytics/collector/event-store'
import { PAGE_VIEW_EVENT, PERFORMANCE_EVENT } from '@/domain/tracking/tracking'
import { isWebVital, rateVital, type VitalRating, type WebVital } from '@/domain/tracking/web-vitals'

/* Each report is one aggregate query over an indexed time range, so it stays quick however many events a day brings. */

export type DailyEvents = { day: string; events: number; pageViews: number; visitors: number }

export async function eventsPerDay(db: Queryable, since: Date): Promise<DailyEvents[]> {
  const { rows } = await db.query<{ day: string; events: string; page_views: string; visitors: string }>(
    `SELECT to_char(date_trunc('day', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
            count(*) AS events,
            count(*) FILTER (WHERE name = $2) AS page_views,
            count(DISTINCT visitor_id) AS visitors
       FROM tracking_events
      WHERE received_at >= $1
      GROUP BY 1
      ORDER BY 1`,
    [since, PAGE_VIEW_EVENT],
  )
  return rows.map((row) => ({ day: row.day, events: Number(row.events), pageViews: Number(row.page_views), visitors: Number(row.visitors) }))
}

export type PageViews = { page: string; views: number; visitors: number }

/** SPEC §2: page views carry the slash-terminated path in info1. */
export async function topPages(db: Queryable, since: Date, limit = 20): Promise<PageViews[]> {
  const { rows } = await db.query<{ page: string; views: string; visitors: string }>(
    `SELECT info1 AS page, count(*) AS views, count(DISTINCT visitor_id) AS visitors
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND info1 IS NOT NULL
      GROUP BY info1
      ORDER BY views DESC, page
      LIMIT $3`,
    [since, PAGE_VIEW_EVENT, limit],
  )
  return rows.map((row) => ({ page: row.page, views: Number(row.views), visitors: Number(row.visitors) }))
}

export type VitalSummary = { p75: number; samples: number; rating: VitalRating }

export type PageVitals = { page: string; samples: number; vitals: Partial<Record<WebVital, VitalSummary>> }

/** The 75th percentile: the figure Google's Core Web Vitals judge by. */
export async function webVitalsP75(db: Queryable, since: Date, limit = 20): Promise<PageVitals[]> {
  const { rows } = await db.query<{ page: string; metric: string; p75: number; samples: string }>(
    `SELECT info1 AS page, kind AS metric,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
            count(*) AS samples
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND info1 IS NOT NULL AND value IS NOT NULL
        AND kind IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')
      GROUP BY info1, kind`,
    [since, PERFORMANCE_EVENT],
  )
  const pages = new Map<string, PageVitals>()
  for (const row of rows) {
    if (!isWebVital(row.metric)) continue
    const entry = pages.get(row.page) ?? { page: row.page, samples: 0, vitals: {} }
    const samples = Number(row.samples)
    entry.vitals[row.metric] = { p75: row.p75, samples, rating: rateVital(row.metric, row.p75) }
    entry.samples += samples
    pages.set(row.page, entry)
  }
  return [...pages.values()].sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page)).slice(0, limit)
}

export type CountryConsent = {
  country: string
  choices: number
  functional: number
  analytics: number
  marketing: number
}

export async function consentRatesByCountry(db: Queryable, since: Date): Promise<CountryConsent[]> {
  const { rows } = await db.query<{ country: string; choices: string; functional: number; analytics: number; marketing: number }>(
    `SELECT country, count(*) AS choices,
            avg(granted_functional::int)::float8 AS functional,
            avg(granted_analytics::int)::float8 AS analytics,
            avg(granted_marketing::int)::float8 AS marketing
       FROM consent_records
      WHERE chosen_at >= $1
      GROUP BY country
      ORDER BY choices DESC, country`,
    [since],
  )
  return rows.map((row) => ({
    country: row.country,
    choices: Number(row.choices),
    functional: row.functional,
    analytics: row.analytics,
    marketing: row.marketing,
  }))
}

export type DailyVital = { day: string; vital: WebVital; p75: number; samples: number; rating: VitalRating }

export async function webVitalsP75PerDay(db: Queryable, since: Date): Promise<DailyVital[]> {
  const { rows } = await db.query<{ day: string; metric: string; p75: number; samples: string }>(
    `SELECT to_char(date_trunc('day', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, kind AS metric,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
            count(*) AS samples
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND value IS NOT NULL
        AND kind IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [since, PERFORMANCE_EVENT],
  )
  return rows.flatMap((row) =>
    isWebVital(row.metric) ? [{ day: row.day, vital: row.metric, p75: row.p75, samples: Number(row.samples), rating: rateVital(row.metric, row.p75) }] : [],
  )
}

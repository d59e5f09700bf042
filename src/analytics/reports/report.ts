import type { Pool } from 'pg'

import {
  consentRatesByCountry,
  eventsPerDay,
  topPages,
  webVitalsP75,
  webVitalsP75PerDay,
  type CountryConsent,
  type DailyEvents,
  type DailyVital,
  type PageViews,
  type PageVitals,
} from './queries'
import { rangeStart, type ReportRangeDays } from './range'
import { frustrationsByPage, problemResources, topClickedTargets, type ClickedTarget, type PageFrustrations, type ProblemResource } from './rum-queries'

export type AnalyticsReport =
  | {
      status: 'ok'
      days: ReportRangeDays
      /** The period's first instant and the report's time: the charts' day axis. */
      since: Date
      until: Date
      daily: DailyEvents[]
      topPages: PageViews[]
      vitals: PageVitals[]
      vitalsDaily: DailyVital[]
      consent: CountryConsent[]
      /** Real-user monitoring: what visitors click, where they are frustrated, which resources let them down. */
      clicks: ClickedTarget[]
      frustrations: PageFrustrations[]
      resources: ProblemResource[]
    }
  | { status: 'unavailable'; days: ReportRangeDays; reason: string }

/** Every report of the analytics view for one period; a database problem becomes a message, not an error page. */
export async function loadAnalyticsReport(db: Pick<Pool, 'query'>, days: ReportRangeDays, now: Date = new Date()): Promise<AnalyticsReport> {
  const since = rangeStart(days, now)
  try {
    const [daily, pages, vitals, vitalsDaily, consent, clicks, frustrations, resources] = await Promise.all([
      eventsPerDay(db, since),
      topPages(db, since),
      webVitalsP75(db, since),
      webVitalsP75PerDay(db, since),
      consentRatesByCountry(db, since),
      topClickedTargets(db, since),
      frustrationsByPage(db, since),
      problemResources(db, since),
    ])
    return { status: 'ok', days, since, until: now, daily, topPages: pages, vitals, vitalsDaily, consent, clicks, frustrations, resources }
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    return { status: 'unavailable', days, reason: typeof code === 'string' ? `database error ${code}` : 'the database did not answer' }
  }
}

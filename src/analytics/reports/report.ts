import type { Pool } from 'pg'

import { consentRatesByCountry, eventsPerDay, topPages, webVitalsP75, type CountryConsent, type DailyEvents, type PageViews, type PageVitals } from './queries'
import { rangeStart, type ReportRangeDays } from './range'

export type AnalyticsReport =
  | { status: 'ok'; days: ReportRangeDays; daily: DailyEvents[]; topPages: PageViews[]; vitals: PageVitals[]; consent: CountryConsent[] }
  | { status: 'unavailable'; days: ReportRangeDays; reason: string }

/** Every report of the analytics view for one period; a database problem becomes a message, not an error page. */
export async function loadAnalyticsReport(db: Pick<Pool, 'query'>, days: ReportRangeDays, now: Date = new Date()): Promise<AnalyticsReport> {
  const since = rangeStart(days, now)
  try {
    const [daily, pages, vitals, consent] = await Promise.all([
      eventsPerDay(db, since),
      topPages(db, since),
      webVitalsP75(db, since),
      consentRatesByCountry(db, since),
    ])
    return { status: 'ok', days, daily, topPages: pages, vitals, consent }
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    return { status: 'unavailable', days, reason: typeof code === 'string' ? `database error ${code}` : 'the database did not answer' }
  }
}

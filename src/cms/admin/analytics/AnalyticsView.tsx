import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { payloadPool } from '@/infrastructure/database/payload-pool'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { adminTemplate } from '@/cms/admin/admin-template'
import { loadAnalyticsReport } from '@/analytics/reports/report'
import { parseReportRange, REPORT_RANGES_DAYS } from '@/analytics/reports/range'

import { ConsentChart, DailyChart, VitalsOverTime } from './charts'
import { ClickedTargetsTable, FrustrationsTable, ResourcesTable } from './rum-tables'
import { ConsentTable, DailyTable, TopPagesTable, VitalsTable } from './tables'

export const ANALYTICS_VIEW_PATH = '/analytics'

/** The marketers' analytics view over the period chosen in the address (?days=7). */
export async function AnalyticsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const user = req.user ?? undefined
  const days = parseReportRange(props.searchParams?.days)
  const template = (children: React.ReactNode) => adminTemplate(props, children)

  // Custom views are public unless they check. A visitor who is not signed in is sent to log in,
  // and never sees the admin's chrome; only admins and marketers (content editors) read visitor data.
  if (!user) {
    const admin = req.payload.config.routes.admin
    redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${ANALYTICS_VIEW_PATH}`)}`)
  }
  if ((await isContentEditor({ req })) !== true) {
    return template(
      <>
        <h1>Analytics</h1>
        <p>Only admins and marketers can see the site’s analytics.</p>
      </>,
    )
  }

  const pool = payloadPool(req.payload)
  const report = await loadAnalyticsReport(pool, days)

  return template(
    <article className="orbit-analytics">
      <h1>Analytics</h1>
      <nav aria-label="Period" style={{ display: 'flex', gap: '1rem', margin: '0.5rem 0 1.5rem' }}>
        {REPORT_RANGES_DAYS.map((option) => (
          <a key={option} href={`?days=${option}`} aria-current={option === days ? 'page' : undefined} style={{ fontWeight: option === days ? 700 : 400 }}>
            {option === 1 ? 'Last 24 hours' : `Last ${option} days`}
          </a>
        ))}
      </nav>
      {report.status === 'unavailable' ? (
        <p role="alert">The analytics could not be read just now ({report.reason}). Try again in a moment.</p>
      ) : (
        <>
          <DailyTable rows={report.daily} chart={<DailyChart rows={report.daily} since={report.since} until={report.until} />} />
          <TopPagesTable rows={report.topPages} />
          <VitalsOverTime rows={report.vitalsDaily} since={report.since} until={report.until} />
          <VitalsTable rows={report.vitals} />
          <FrustrationsTable rows={report.frustrations} />
          <ClickedTargetsTable rows={report.clicks} />
          <ResourcesTable rows={report.resources} />
          <ConsentTable rows={report.consent} chart={<ConsentChart rows={report.consent} />} />
        </>
      )}
    </article>,
  )
}

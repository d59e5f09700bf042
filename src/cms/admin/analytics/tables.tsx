import type { CountryConsent, DailyEvents, PageViews, PageVitals } from '@/analytics/reports/queries'
import { formatVital, WEB_VITALS, type VitalRating } from '@/domain/tracking/web-vitals'

import { type Column, countColumn, ReportSection } from '../report-table/ReportTable'

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 })

export const pageColumn = <Row extends { page: string }>(): Column<Row> => ({ header: 'Page', render: (row) => <code>{row.page}</code> })

/** A bar as wide as the value's share of the largest one: readable at a glance, no chart library. */
function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', height: '0.6rem', width: `${width}%`, background: 'var(--theme-success-500)', borderRadius: 2 }}
    />
  )
}

export function DailyTable({ rows, chart }: { rows: DailyEvents[]; chart?: React.ReactNode }) {
  const max = Math.max(0, ...rows.map((row) => row.events))
  return (
    <ReportSection
      id="analytics-daily"
      title="Events per day"
      empty="No events in this period."
      chart={chart}
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { header: 'Day (UTC)', render: (row) => row.day },
        countColumn<DailyEvents>('Events', (row) => row.events),
        countColumn<DailyEvents>('Page views', (row) => row.pageViews),
        countColumn<DailyEvents>('Visitors', (row) => row.visitors),
        { header: 'Relative to the busiest day', width: '35%', render: (row) => <Bar value={row.events} max={max} /> },
      ]}
    />
  )
}

export function TopPagesTable({ rows }: { rows: PageViews[] }) {
  return (
    <ReportSection
      id="analytics-pages"
      title="Top pages"
      empty="No page views in this period."
      rows={rows}
      rowKey={(row) => row.page}
      columns={[pageColumn(), countColumn<PageViews>('Views', (row) => row.views), countColumn<PageViews>('Visitors', (row) => row.visitors)]}
    />
  )
}

const RATING_LABEL: Record<VitalRating, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' }
const RATING_COLOUR: Record<VitalRating, string> = {
  good: 'var(--theme-success-700)',
  'needs-improvement': 'var(--theme-warning-700)',
  poor: 'var(--theme-error-700)',
}

export function VitalsTable({ rows }: { rows: PageVitals[] }) {
  return (
    <ReportSection
      id="analytics-vitals"
      title="Web vitals, 75th percentile per page"
      empty="No performance measurements in this period."
      rows={rows}
      rowKey={(row) => row.page}
      columns={[
        pageColumn(),
        ...WEB_VITALS.map((vital) => ({
          header: vital,
          numeric: true,
          render: (row: PageVitals) => {
            const summary = row.vitals[vital]
            if (!summary) return '–'
            return (
              <span title={`${summary.samples} samples`} style={{ color: RATING_COLOUR[summary.rating] }}>
                {formatVital(vital, summary.p75)} <small>({RATING_LABEL[summary.rating]})</small>
              </span>
            )
          },
        })),
      ]}
    />
  )
}

export function ConsentTable({ rows, chart }: { rows: CountryConsent[]; chart?: React.ReactNode }) {
  return (
    <ReportSection
      id="analytics-consent"
      title="Cookie choices by country"
      empty="No cookie choices recorded in this period."
      chart={chart}
      rows={rows}
      rowKey={(row) => row.country}
      columns={[
        { header: 'Country', render: (row) => row.country },
        countColumn<CountryConsent>('Choices', (row) => row.choices),
        { header: 'Functional allowed', numeric: true, render: (row) => percent.format(row.functional) },
        { header: 'Analytics allowed', numeric: true, render: (row) => percent.format(row.analytics) },
        { header: 'Marketing allowed', numeric: true, render: (row) => percent.format(row.marketing) },
      ]}
    />
  )
}

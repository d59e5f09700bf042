import type { CountryConsent, DailyEvents, PageViews, PageVitals } from '@/analytics/reports/queries'
import { formatVital, WEB_VITALS, type VitalRating } from '@/domain/web-vitals'

export const number = new Intl.NumberFormat('en')
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 })

const table = { width: '100%', borderCollapse: 'collapse', margin: '0.5rem 0 2rem' } as const
export const cell = { textAlign: 'left', padding: '0.35rem 0.75rem 0.35rem 0', borderBottom: '1px solid var(--theme-elevation-100)' } as const
export const numeric = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

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

/** One report: its heading, and its table or, with nothing to show, a sentence saying so. */
export function ReportSection({
  id,
  title,
  empty,
  isEmpty,
  head,
  chart,
  children,
}: {
  id: string
  title: string
  empty: string
  isEmpty: boolean
  head: React.ReactNode
  /** A picture of the table's figures, above it. */
  chart?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isEmpty ? null : chart}
      {isEmpty ? (
        <p style={{ margin: '0.5rem 0 2rem', color: 'var(--theme-elevation-600)' }}>{empty}</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </section>
  )
}

export function DailyTable({ rows, chart }: { rows: DailyEvents[]; chart?: React.ReactNode }) {
  const max = Math.max(0, ...rows.map((row) => row.events))
  return (
    <ReportSection
      id="analytics-daily"
      title="Events per day"
      empty="No events in this period."
      isEmpty={rows.length === 0}
      chart={chart}
      head={
        <>
          <th style={cell} scope="col">
            Day (UTC)
          </th>
          <th style={numeric} scope="col">
            Events
          </th>
          <th style={numeric} scope="col">
            Page views
          </th>
          <th style={numeric} scope="col">
            Visitors
          </th>
          <th style={{ ...cell, width: '35%' }} scope="col">
            Relative to the busiest day
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.day}>
          <th style={cell} scope="row">
            {row.day}
          </th>
          <td style={numeric}>{number.format(row.events)}</td>
          <td style={numeric}>{number.format(row.pageViews)}</td>
          <td style={numeric}>{number.format(row.visitors)}</td>
          <td style={cell}>
            <Bar value={row.events} max={max} />
          </td>
        </tr>
      ))}
    </ReportSection>
  )
}

export function TopPagesTable({ rows }: { rows: PageViews[] }) {
  return (
    <ReportSection
      id="analytics-pages"
      title="Top pages"
      empty="No page views in this period."
      isEmpty={rows.length === 0}
      head={
        <>
          <th style={cell} scope="col">
            Page
          </th>
          <th style={numeric} scope="col">
            Views
          </th>
          <th style={numeric} scope="col">
            Visitors
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.page}>
          <th style={cell} scope="row">
            <code>{row.page}</code>
          </th>
          <td style={numeric}>{number.format(row.views)}</td>
          <td style={numeric}>{number.format(row.visitors)}</td>
        </tr>
      ))}
    </ReportSection>
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
      isEmpty={rows.length === 0}
      head={
        <>
          <th style={cell} scope="col">
            Page
          </th>
          {WEB_VITALS.map((vital) => (
            <th key={vital} style={numeric} scope="col">
              {vital}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.page}>
          <th style={cell} scope="row">
            <code>{row.page}</code>
          </th>
          {WEB_VITALS.map((vital) => {
            const summary = row.vitals[vital]
            return (
              <td key={vital} style={numeric}>
                {summary ? (
                  <span title={`${summary.samples} samples`} style={{ color: RATING_COLOUR[summary.rating] }}>
                    {formatVital(vital, summary.p75)} <small>({RATING_LABEL[summary.rating]})</small>
                  </span>
                ) : (
                  '–'
                )}
              </td>
            )
          })}
        </tr>
      ))}
    </ReportSection>
  )
}

export function ConsentTable({ rows, chart }: { rows: CountryConsent[]; chart?: React.ReactNode }) {
  return (
    <ReportSection
      id="analytics-consent"
      title="Cookie choices by country"
      empty="No cookie choices recorded in this period."
      isEmpty={rows.length === 0}
      chart={chart}
      head={
        <>
          <th style={cell} scope="col">
            Country
          </th>
          <th style={numeric} scope="col">
            Choices
          </th>
          <th style={numeric} scope="col">
            Functional allowed
          </th>
          <th style={numeric} scope="col">
            Analytics allowed
          </th>
          <th style={numeric} scope="col">
            Marketing allowed
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.country}>
          <th style={cell} scope="row">
            {row.country}
          </th>
          <td style={numeric}>{number.format(row.choices)}</td>
          <td style={numeric}>{percent.format(row.functional)}</td>
          <td style={numeric}>{percent.format(row.analytics)}</td>
          <td style={numeric}>{percent.format(row.marketing)}</td>
        </tr>
      ))}
    </ReportSection>
  )
}

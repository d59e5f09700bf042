import type { CountryConsent, DailyEvents, DailyVital } from '@/analytics/reports/queries'
import { BarChart } from '@/cms/admin/charts/BarChart'
import { daysBetween } from '@/cms/admin/charts/geometry'
import { LineChart } from '@/cms/admin/charts/LineChart'
import { seriesColour, THRESHOLD_COLOURS } from '@/cms/admin/charts/palette'
import { formatVital, vitalThresholds, WEB_VITALS, type WebVital } from '@/domain/tracking/web-vitals'

import { ReportTable } from '../report-table/ReportTable'

const number = new Intl.NumberFormat('en')
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 })

/** "2026-11-21" → "Nov 21", for the day axis. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export function DailyChart({ rows, since, until }: { rows: DailyEvents[]; since: Date; until: Date }) {
  const days = daysBetween(since, until)
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const total = rows.reduce((sum, row) => sum + row.events, 0)
  return (
    <LineChart
      id="chart-daily"
      title="Events and visitors per day"
      description={`From ${shortDay(days[0] ?? '')} to ${shortDay(days.at(-1) ?? '')}: ${number.format(total)} events in all. The table below gives each day’s figures.`}
      xLabels={days.map(shortDay)}
      xAxisLabel="Day (UTC)"
      yAxisLabel="Count"
      yFloor={0}
      formatY={(value) => number.format(value)}
      series={[
        { name: 'Events', colour: seriesColour(0), values: days.map((day) => byDay.get(day)?.events ?? 0) },
        { name: 'Visitors', colour: seriesColour(1), values: days.map((day) => byDay.get(day)?.visitors ?? 0) },
      ]}
    />
  )
}

/** Daily p75 of each web vital across the site, one chart per vital against web.dev's thresholds. */
export function VitalsOverTime({ rows, since, until }: { rows: DailyVital[]; since: Date; until: Date }) {
  const days = daysBetween(since, until)
  const value = (vital: WebVital, day: string) => rows.find((row) => row.vital === vital && row.day === day)
  const measured = WEB_VITALS.filter((vital) => rows.some((row) => row.vital === vital))
  const measuredDays = days.filter((day) => rows.some((row) => row.day === day))
  return (
    <section aria-labelledby="analytics-vitals-trend">
      <h2 id="analytics-vitals-trend">Web vitals over time, 75th percentile</h2>
      {measured.length === 0 ? (
        <p style={{ margin: '0.5rem 0 2rem', color: 'var(--theme-elevation-600)' }}>No performance measurements in this period.</p>
      ) : (
        <>
          <div style={{ display: 'grid', gap: '0.5rem 1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))' }}>
            {measured.map((vital) => {
              const { good, poor } = vitalThresholds(vital)
              return (
                <div key={vital}>
                  <h3 style={{ margin: '0.75rem 0 0', fontSize: '1rem' }}>{vital}</h3>
                  <LineChart
                    id={`chart-vital-${vital}`}
                    title={`${vital}, 75th percentile per day`}
                    description={`Against web.dev’s thresholds: good up to ${formatVital(vital, good)}, poor above ${formatVital(vital, poor)}. The table below gives each day’s value.`}
                    xLabels={days.map(shortDay)}
                    xAxisLabel="Day (UTC)"
                    yAxisLabel={vital === 'CLS' ? 'Score' : 'Milliseconds'}
                    yFloor={0}
                    formatY={(tick) => (vital === 'CLS' ? String(tick) : number.format(tick))}
                    thresholds={[
                      { value: good, label: `good ≤ ${formatVital(vital, good)}`, colour: THRESHOLD_COLOURS.good },
                      { value: poor, label: `poor > ${formatVital(vital, poor)}`, colour: THRESHOLD_COLOURS.poor },
                    ]}
                    series={[{ name: `${vital} p75`, colour: seriesColour(0), values: days.map((day) => value(vital, day)?.p75 ?? null) }]}
                  />
                </div>
              )
            })}
          </div>
          <ReportTable
            name="vitals-trend"
            caption="75th percentile per day (samples in brackets)"
            rows={measuredDays}
            rowKey={(day) => day}
            columns={[
              { header: 'Day (UTC)', render: (day) => day },
              ...measured.map((vital) => ({
                header: vital,
                numeric: true,
                render: (day: string) => {
                  const row = value(vital, day)
                  return row ? `${formatVital(vital, row.p75)} (${number.format(row.samples)})` : '–'
                },
              })),
            ]}
          />
        </>
      )}
    </section>
  )
}

export const CONSENT_CHART_COUNTRIES = 12

export function ConsentChart({ rows }: { rows: CountryConsent[] }) {
  const shown = rows.slice(0, CONSENT_CHART_COUNTRIES)
  return (
    <BarChart
      id="chart-consent"
      title="Share of cookie choices that allowed each category, by country"
      description={`${shown.length} ${shown.length === 1 ? 'country' : 'countries'} with the most choices${rows.length > shown.length ? ` of ${rows.length}` : ''}. The table below gives every country’s figures.`}
      categories={shown.map((row) => row.country)}
      xAxisLabel="Country"
      yAxisLabel="Choices allowing"
      yCeiling={1}
      formatY={(value) => percent.format(value)}
      series={[
        { name: 'Functional', colour: seriesColour(0), values: shown.map((row) => row.functional) },
        { name: 'Analytics', colour: seriesColour(1), values: shown.map((row) => row.analytics) },
        { name: 'Marketing', colour: seriesColour(2), values: shown.map((row) => row.marketing) },
      ]}
    />
  )
}

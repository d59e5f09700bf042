import { daysBetween } from '@/cms/admin/charts/geometry'
import { LineChart } from '@/cms/admin/charts/LineChart'
import { seriesColour } from '@/cms/admin/charts/palette'
import { shortDay } from '@/cms/admin/analytics/charts'
import { cumulativeRates, type VisitorDays } from '@/domain/ab/results'

import { muted, ReportTable } from '../report-table/ReportTable'

const count = new Intl.NumberFormat('en')
const rate = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
const axis = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })

/** Each variant's conversion rate to date per day with its 95 % interval; the last day's figures are the results table's. */
export function RatesOverTime({ rows, variants, until }: { rows: readonly VisitorDays[]; variants: readonly string[]; until: Date }) {
  if (rows.length === 0) return null
  const first = rows.reduce((earliest, row) => (row.exposedDay < earliest ? row.exposedDay : earliest), rows[0]!.exposedDay)
  const days = daysBetween(new Date(`${first}T00:00:00Z`), until)
  const names = [...variants, ...new Set(rows.map((row) => row.variant).filter((name) => !variants.includes(name)))]
  const series = cumulativeRates(rows, names, days)
  return (
    <section aria-labelledby="ab-rates-heading" style={{ margin: '1.5rem 0' }}>
      <h4 id="ab-rates-heading" style={{ margin: '0 0 0.25rem' }}>
        Conversion rate over time
      </h4>
      <LineChart
        id="chart-ab-rates"
        title="Conversion rate of each variant over time"
        description={`Each variant’s conversion rate among the visitors exposed so far, at the end of each day from ${shortDay(days[0]!)} to ${shortDay(days.at(-1)!)}, with its 95 % confidence interval shaded. The table below gives the figures.`}
        xLabels={days.map(shortDay)}
        xAxisLabel="Day (UTC)"
        yAxisLabel="Conversion rate"
        yFloor={0}
        formatY={(value) => axis.format(value)}
        series={names.map((name, index) => {
          const points = series.get(name) ?? []
          return {
            name,
            colour: seriesColour(index),
            values: points.map((point) => point.rate),
            band: { low: points.map((point) => point.interval?.low ?? null), high: points.map((point) => point.interval?.high ?? null) },
          }
        })}
      />
      <ReportTable
        name="ab-rates"
        caption="Conversions among visitors exposed so far, at the end of each day (UTC)"
        rows={days.map((day, index) => ({ day, index }))}
        rowKey={({ day }) => day}
        columns={[
          { header: 'Day', render: ({ day }) => day },
          ...names.map((name) => ({
            header: <code>{name}</code>,
            numeric: true,
            data: { 'data-variant': name },
            render: ({ index }: { index: number }) => {
              const point = series.get(name)?.[index]
              if (!point || point.rate === null) return '–'
              return (
                <>
                  {rate.format(point.rate)} ({count.format(point.converted)} of {count.format(point.exposed)})
                  {point.interval ? (
                    <>
                      <br />
                      <small style={muted}>
                        {rate.format(point.interval.low)} to {rate.format(point.interval.high)}
                      </small>
                    </>
                  ) : null}
                </>
              )
            },
          })),
        ]}
      />
    </section>
  )
}

import { ChartFrame, PLOT } from './ChartFrame'
import { Legend } from './LineChart'
import { groupedBands, linearScale, niceTicks } from './geometry'

export type BarSeries = { name: string; colour: string; values: readonly number[] }

type Props = {
  id: string
  title: string
  description: string
  categories: readonly string[]
  xAxisLabel: string
  yAxisLabel: string
  series: readonly BarSeries[]
  formatY: (value: number) => string
  /** The value axis ends here at least (1 for shares). */
  yCeiling?: number
}

export function BarChart({ id, title, description, categories, xAxisLabel, yAxisLabel, series, formatY, yCeiling }: Props) {
  const values = series.flatMap((bars) => bars.values).filter((value) => Number.isFinite(value))
  const ticks = niceTicks(0, Math.max(yCeiling ?? 0, ...values, 0) || 1)
  const plot = PLOT
  const y = linearScale([ticks[0]!, ticks.at(-1)!], [plot.bottom, plot.top])
  const bands = groupedBands(categories.length, series.length, plot.left, plot.right, 0.3)
  return (
    <ChartFrame
      {...{ id, title, description, xAxisLabel, yAxisLabel, ticks, y, formatY }}
      legend={<Legend items={series.map((bars) => ({ name: bars.name, colour: bars.colour }))} />}
    >
      {categories.map((category, group) =>
        series.map((bars, index) => {
          const band = bands[group]![index]!
          const value = bars.values[group] ?? 0
          return (
            <rect
              key={`${category}-${bars.name}`}
              x={band.start}
              width={Math.max(1, band.width - 1)}
              y={y(Math.max(0, value))}
              height={Math.max(0, plot.bottom - y(Math.max(0, value)))}
              fill={bars.colour}
            />
          )
        }),
      )}
      {categories.map((category, group) => {
        const first = bands[group]![0]!
        const last = bands[group]!.at(-1)!
        return (
          <text key={category} x={(first.start + last.start + last.width) / 2} y={plot.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
            {category}
          </text>
        )
      })}
    </ChartFrame>
  )
}

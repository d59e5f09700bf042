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

const WIDTH = 640
const HEIGHT = 260
const MARGIN = { top: 16, right: 20, bottom: 52, left: 64 }

/** Grouped vertical bars drawn on the server as SVG, with the same accessible frame as LineChart. */
export function BarChart({ id, title, description, categories, xAxisLabel, yAxisLabel, series, formatY, yCeiling }: Props) {
  const values = series.flatMap((bars) => bars.values).filter((value) => Number.isFinite(value))
  const ticks = niceTicks(0, Math.max(yCeiling ?? 0, ...values, 0) || 1)
  const plot = { left: MARGIN.left, right: WIDTH - MARGIN.right, top: MARGIN.top, bottom: HEIGHT - MARGIN.bottom }
  const y = linearScale([ticks[0]!, ticks.at(-1)!], [plot.bottom, plot.top])
  const bands = groupedBands(categories.length, series.length, plot.left, plot.right, 0.3)
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  return (
    <figure className="orbit-chart" style={{ margin: '0.5rem 0 1rem' }}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', maxWidth: WIDTH * 1.25, height: 'auto', display: 'block', color: 'var(--theme-text)' }}
        data-chart={id}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.12} />
            <text x={plot.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="currentColor">
              {formatY(tick)}
            </text>
          </g>
        ))}
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
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.5} />
        {categories.map((category, group) => {
          const first = bands[group]![0]!
          const last = bands[group]!.at(-1)!
          return (
            <text key={category} x={(first.start + last.start + last.width) / 2} y={plot.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
              {category}
            </text>
          )
        })}
        <text x={(plot.left + plot.right) / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="currentColor">
          {xAxisLabel}
        </text>
        <text transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill="currentColor">
          {yAxisLabel}
        </text>
      </svg>
      <Legend items={series.map((bars) => ({ name: bars.name, colour: bars.colour }))} />
    </figure>
  )
}

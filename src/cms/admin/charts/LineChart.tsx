import { ChartFrame, PLOT } from './ChartFrame'
import { bandPath, linearScale, linePath, niceTicks, pointPositions, thinLabels, type Point } from './geometry'

export type LineSeries = {
  name: string
  colour: string
  values: readonly (number | null)[]
  band?: { low: readonly (number | null)[]; high: readonly (number | null)[] }
  dashed?: boolean
}

export type Threshold = { value: number; label: string; colour: string }

type Props = {
  id: string
  title: string
  /** Read out after the title: what the chart shows, in a sentence (the numbers are in the table beside it). */
  description: string
  xLabels: readonly string[]
  xAxisLabel: string
  yAxisLabel: string
  series: readonly LineSeries[]
  thresholds?: readonly Threshold[]
  formatY: (value: number) => string
  /** The value axis starts here at most (0 for counts and rates). */
  yFloor?: number
  yCeiling?: number
}

/** Server-rendered SVG line chart named by its `<title>` and `<desc>`; missing values are gaps; the figures go in a table beside it. */
export function LineChart({ id, title, description, xLabels, xAxisLabel, yAxisLabel, series, thresholds = [], formatY, yFloor, yCeiling }: Props) {
  const values = [
    ...series.flatMap((line) => [...line.values, ...(line.band?.low ?? []), ...(line.band?.high ?? [])]),
    ...thresholds.map((threshold) => threshold.value),
    ...(yFloor === undefined ? [] : [yFloor]),
    ...(yCeiling === undefined ? [] : [yCeiling]),
  ].filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
  const ticks = niceTicks(values.length > 0 ? Math.min(...values) : 0, values.length > 0 ? Math.max(...values) : 1)
  const plot = PLOT
  const y = linearScale([ticks[0]!, ticks.at(-1)!], [plot.bottom, plot.top])
  const xs = pointPositions(xLabels.length, plot.left + 8, plot.right - 8)
  const points = (line: readonly (number | null)[]): (Point | null)[] =>
    xs.map((x, index) => {
      const value = line[index]
      return typeof value === 'number' && Number.isFinite(value) ? { x, y: y(value) } : null
    })
  const legend = (
    <Legend
      items={[
        ...series.map((line) => ({ name: line.name, colour: line.colour, dashed: line.dashed, band: Boolean(line.band) })),
        ...thresholds.map((threshold) => ({ name: threshold.label, colour: threshold.colour, dashed: true, band: false })),
      ]}
    />
  )

  return (
    <ChartFrame {...{ id, title, description, xAxisLabel, yAxisLabel, ticks, y, formatY }} legend={legend}>
      {thinLabels(xLabels, 8).map(({ index, label }) => (
        <text key={index} x={xs[index]} y={plot.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
          {label}
        </text>
      ))}
      {thresholds.map((threshold) => (
        <g key={threshold.label}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={y(threshold.value)}
            y2={y(threshold.value)}
            stroke={threshold.colour}
            strokeWidth={1.5}
            strokeDasharray="6 4"
          />
          <text x={plot.right - 4} y={y(threshold.value) - 4} textAnchor="end" fontSize={11} fill="currentColor">
            {threshold.label}
          </text>
        </g>
      ))}
      {series.map((line) =>
        line.band ? (
          <path key={`${line.name}-band`} d={bandPath(points(line.band.high), points(line.band.low))} fill={line.colour} fillOpacity={0.15} stroke="none" />
        ) : null,
      )}
      {series.map((line) => (
        <g key={line.name}>
          <path
            d={linePath(points(line.values))}
            fill="none"
            stroke={line.colour}
            strokeWidth={2.5}
            strokeDasharray={line.dashed ? '5 4' : undefined}
            strokeLinejoin="round"
          />
          {points(line.values).map((point, index) => (point ? <circle key={index} cx={point.x} cy={point.y} r={3} fill={line.colour} /> : null))}
        </g>
      ))}
    </ChartFrame>
  )
}

export function Legend({ items }: { items: readonly { name: string; colour: string; dashed?: boolean; band?: boolean }[] }) {
  return (
    <figcaption>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.35rem 1.25rem', listStyle: 'none', margin: '0.25rem 0 0', padding: 0, fontSize: '0.85rem' }}>
        {items.map((item) => (
          <li key={item.name} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
            <svg width="22" height="10" aria-hidden="true" focusable="false">
              {item.band ? <rect x="0" y="0" width="22" height="10" fill={item.colour} fillOpacity={0.15} /> : null}
              <line x1="0" x2="22" y1="5" y2="5" stroke={item.colour} strokeWidth={item.dashed ? 1.5 : 2.5} strokeDasharray={item.dashed ? '5 3' : undefined} />
            </svg>
            {item.name}
            {item.band ? ' (shaded: 95 % interval)' : ''}
          </li>
        ))}
      </ul>
    </figcaption>
  )
}

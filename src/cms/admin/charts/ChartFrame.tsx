import type { ReactNode } from 'react'

/** The drawing size of every admin chart, in SVG units; the figure scales to its column. */
export const CHART_WIDTH = 640
export const CHART_HEIGHT = 260
const MARGIN = { top: 16, right: 20, bottom: 52, left: 64 }

export const PLOT = { left: MARGIN.left, right: CHART_WIDTH - MARGIN.right, top: MARGIN.top, bottom: CHART_HEIGHT - MARGIN.bottom } as const

type Props = {
  id: string
  title: string
  description: string
  xAxisLabel: string
  yAxisLabel: string
  ticks: readonly number[]
  y: (value: number) => number
  formatY: (value: number) => string
  children: ReactNode
  legend: ReactNode
}

/** The SVG frame every admin chart shares, with a title and description for screen readers; charts draw their marks inside. */
export function ChartFrame({ id, title, description, xAxisLabel, yAxisLabel, ticks, y, formatY, children, legend }: Props) {
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  return (
    <figure className="orbit-chart" style={{ margin: '0.5rem 0 1rem' }}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        style={{ width: '100%', maxWidth: CHART_WIDTH * 1.25, height: 'auto', display: 'block', color: 'var(--theme-text)' }}
        data-chart={id}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={PLOT.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.12} />
            <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="currentColor">
              {formatY(tick)}
            </text>
          </g>
        ))}
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="currentColor" strokeOpacity={0.5} />
        <text x={(PLOT.left + PLOT.right) / 2} y={CHART_HEIGHT - 8} textAnchor="middle" fontSize={12} fill="currentColor">
          {xAxisLabel}
        </text>
        <text transform={`translate(14 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill="currentColor">
          {yAxisLabel}
        </text>
        {children}
      </svg>
      {legend}
    </figure>
  )
}

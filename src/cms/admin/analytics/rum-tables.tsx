import type { ClickedTarget, PageFrustrations, ProblemResource } from '@/analytics/reports/rum-queries'

import { cell, number, numeric, ReportSection } from './tables'

const milliseconds = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })

const headings = (titles: readonly (readonly [string, boolean])[]) => (
  <>
    {titles.map(([title, isNumeric]) => (
      <th key={title} style={isNumeric ? numeric : cell} scope="col">
        {title}
      </th>
    ))}
  </>
)

/** The links and buttons visitors click most (real-user monitoring, issue 17). */
export function ClickedTargetsTable({ rows }: { rows: ClickedTarget[] }) {
  return (
    <ReportSection
      id="analytics-clicks"
      title="Most clicked links and buttons"
      empty="No clicks recorded in this period."
      isEmpty={rows.length === 0}
      head={headings([
        ['Label', false],
        ['Kind', false],
        ['Clicks', true],
        ['Pages', true],
      ])}
    >
      {rows.map((row) => (
        <tr key={`${row.role} ${row.label}`}>
          <th style={cell} scope="row">
            {row.label}
          </th>
          <td style={cell}>{row.role}</td>
          <td style={numeric}>{number.format(row.clicks)}</td>
          <td style={numeric}>{number.format(row.pages)}</td>
        </tr>
      ))}
    </ReportSection>
  )
}

/** Rage, dead and error clicks per page. */
export function FrustrationsTable({ rows }: { rows: PageFrustrations[] }) {
  return (
    <ReportSection
      id="analytics-frustrations"
      title="Frustrated clicks per page"
      empty="No rage, dead or error clicks in this period."
      isEmpty={rows.length === 0}
      head={headings([
        ['Page', false],
        ['Rage clicks', true],
        ['Dead clicks', true],
        ['Error clicks', true],
        ['Most involved target', false],
      ])}
    >
      {rows.map((row) => (
        <tr key={row.page}>
          <th style={cell} scope="row">
            <code>{row.page}</code>
          </th>
          <td style={numeric}>{number.format(row.rage)}</td>
          <td style={numeric}>{number.format(row.dead)}</td>
          <td style={numeric}>{number.format(row.error)}</td>
          <td style={cell}>{row.worstTarget ?? '–'}</td>
        </tr>
      ))}
    </ReportSection>
  )
}

/** Failed resources first, then the slowest. */
export function ResourcesTable({ rows }: { rows: ProblemResource[] }) {
  return (
    <ReportSection
      id="analytics-resources"
      title="Slow and failed resources"
      empty="No slow or failed resources in this period."
      isEmpty={rows.length === 0}
      head={headings([
        ['Resource', false],
        ['Type', false],
        ['Failed', true],
        ['Slow', true],
        ['Duration p75', true],
        ['Longest', true],
      ])}
    >
      {rows.map((row) => (
        <tr key={`${row.type} ${row.resource}`}>
          <th style={{ ...cell, wordBreak: 'break-all' }} scope="row">
            <code>{row.resource}</code>
          </th>
          <td style={cell}>{row.type}</td>
          <td style={numeric}>{number.format(row.failed)}</td>
          <td style={numeric}>{number.format(row.slow)}</td>
          <td style={numeric}>{milliseconds.format(row.p75Ms)} ms</td>
          <td style={numeric}>{milliseconds.format(row.maxMs)} ms</td>
        </tr>
      ))}
    </ReportSection>
  )
}

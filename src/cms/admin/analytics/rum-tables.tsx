import type { ClickedTarget, PageFrustrations, ProblemResource } from '@/analytics/reports/rum-queries'

import { countColumn, ReportSection } from '../report-table/ReportTable'
import { pageColumn } from './tables'

const milliseconds = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })

export function ClickedTargetsTable({ rows }: { rows: ClickedTarget[] }) {
  return (
    <ReportSection
      id="analytics-clicks"
      title="Most clicked links and buttons"
      empty="No clicks recorded in this period."
      rows={rows}
      rowKey={(row) => `${row.role} ${row.label}`}
      columns={[
        { header: 'Label', render: (row) => row.label },
        { header: 'Kind', render: (row) => row.role },
        countColumn<ClickedTarget>('Clicks', (row) => row.clicks),
        countColumn<ClickedTarget>('Pages', (row) => row.pages),
      ]}
    />
  )
}

export function FrustrationsTable({ rows }: { rows: PageFrustrations[] }) {
  return (
    <ReportSection
      id="analytics-frustrations"
      title="Frustrated clicks per page"
      empty="No rage, dead or error clicks in this period."
      rows={rows}
      rowKey={(row) => row.page}
      columns={[
        pageColumn(),
        countColumn<PageFrustrations>('Rage clicks', (row) => row.rage),
        countColumn<PageFrustrations>('Dead clicks', (row) => row.dead),
        countColumn<PageFrustrations>('Error clicks', (row) => row.error),
        { header: 'Most involved target', render: (row) => row.worstTarget ?? '–' },
      ]}
    />
  )
}

/** Failed resources first, then the slowest. */
export function ResourcesTable({ rows }: { rows: ProblemResource[] }) {
  return (
    <ReportSection
      id="analytics-resources"
      title="Slow and failed resources"
      empty="No slow or failed resources in this period."
      rows={rows}
      rowKey={(row) => `${row.type} ${row.resource}`}
      columns={[
        { header: 'Resource', style: { wordBreak: 'break-all' }, render: (row) => <code>{row.resource}</code> },
        { header: 'Type', render: (row) => row.type },
        countColumn<ProblemResource>('Failed', (row) => row.failed),
        countColumn<ProblemResource>('Slow', (row) => row.slow),
        { header: 'Duration p75', numeric: true, render: (row) => `${milliseconds.format(row.p75Ms)} ms` },
        { header: 'Longest', numeric: true, render: (row) => `${milliseconds.format(row.maxMs)} ms` },
      ]}
    />
  )
}

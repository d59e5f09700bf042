import type { ConfidenceInterval, SampleRatioCheck, Verdict, VariantResult } from '@/domain/ab/results'
import { AB_CONVERSION_KINDS, type AbConversionKind } from '@/domain/tracking/tracking'

import { muted, ReportTable } from '../report-table/ReportTable'

export const AB_RESULTS_KIND_PARAM = 'abResultsKind'

export const CONVERSION_KIND_LABELS = {
  signup_click: 'Sign-up clicks',
  contact_sales_submit: 'Contact-sales submissions',
  get_quote: 'Get-quote requests',
  page_reached: 'Goal page reached',
} as const satisfies Record<AbConversionKind, string>

const VERDICT_LABELS: Record<Verdict, string> = {
  control: 'Control',
  'not-enough-data': 'Not enough data',
  'not-significant-yet': 'Not significant yet',
  'significantly-better': 'Significant: better than control',
  'significantly-worse': 'Significant: worse than control',
}

const VERDICT_COLOURS: Record<Verdict, string> = {
  control: 'var(--theme-elevation-600)',
  'not-enough-data': 'var(--theme-elevation-600)',
  'not-significant-yet': 'var(--theme-elevation-800)',
  'significantly-better': 'var(--theme-success-750)',
  'significantly-worse': 'var(--theme-error-750)',
}

const count = new Intl.NumberFormat('en')
const rate = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const share = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })
const points = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })
const relative = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
const statistic = new Intl.NumberFormat('en', { maximumFractionDigits: 2 })

const NONE = '–'

function formatPoints(value: number): string {
  return `${points.format(value * 100)} pp`
}

function formatInterval(interval: ConfidenceInterval, format: (value: number) => string): string {
  return `${format(interval.low)} to ${format(interval.high)}`
}

/** Four decimals, and "< 0.0001" below that: more digits only suggest precision the data lacks. */
export function formatPValue(value: number | null): string {
  if (value === null) return NONE
  return value < 0.0001 ? '< 0.0001' : value.toFixed(4)
}

/** Plain links that reload the page with the chosen kind: no client code. */
export function ConversionKindSelector({ kind }: { kind: AbConversionKind | null }) {
  const options: [AbConversionKind | null, string][] = [
    [null, 'Any conversion'],
    ...AB_CONVERSION_KINDS.map((option): [AbConversionKind, string] => [option, CONVERSION_KIND_LABELS[option]]),
  ]
  return (
    <nav aria-label="Conversion counted" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: '0.5rem 0 1rem' }}>
      <span style={muted}>Count as a conversion:</span>
      {options.map(([option, label]) => (
        <a
          key={option ?? 'any'}
          href={option ? `?${AB_RESULTS_KIND_PARAM}=${option}` : '?'}
          aria-current={option === kind ? 'page' : undefined}
          style={{ fontWeight: option === kind ? 700 : 400 }}
        >
          {label}
        </a>
      ))}
    </nav>
  )
}

/** Prominent, above the table: with a mismatch the table's figures cannot be trusted. */
export function SampleRatioWarning({ check }: { check: SampleRatioCheck | null }) {
  if (!check?.mismatch) return null
  return (
    <div
      role="alert"
      style={{
        border: '2px solid var(--theme-error-500)',
        background: 'var(--theme-error-50)',
        color: 'var(--theme-error-800)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        margin: '0.5rem 0 1rem',
      }}
    >
      <strong>Sample ratio mismatch: do not trust these results yet.</strong> The visitors exposed do not follow the configured traffic split
      {check.unexpected.length > 0 ? <> (visitors reached {check.unexpected.map((name) => `“${name}”`).join(', ')}, which should get no traffic)</> : null} (χ²
      = {statistic.format(check.chiSquare)}, df = {check.degreesOfFreedom}, p = {formatPValue(check.pValue)}). Usually assignment, caching or exposure events
      are broken for one variant; find the cause before reading the uplift.
    </div>
  )
}

export function AbResultsTable({ rows }: { rows: VariantResult[] }) {
  const total = rows.reduce((sum, row) => sum + row.traffic, 0)
  return (
    <ReportTable
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        {
          header: 'Variant',
          render: (row) => (
            <>
              <code>{row.name}</code>
              {row.isControl ? <small style={muted}> (control)</small> : null}
            </>
          ),
        },
        { header: 'Configured split', numeric: true, render: (row) => (total > 0 ? share.format(row.traffic / total) : NONE) },
        { header: 'Visitors exposed', numeric: true, render: (row) => count.format(row.exposed) },
        { header: 'Conversions', numeric: true, render: (row) => count.format(row.converted) },
        { header: 'Conversion rate', numeric: true, render: (row) => (row.rate === null ? NONE : rate.format(row.rate)) },
        { header: 'Uplift vs control (95 % CI)', numeric: true, render: uplift },
        { header: 'p-value', numeric: true, render: (row) => formatPValue(row.pValue) },
        {
          header: 'Verdict',
          style: (row) => ({ color: VERDICT_COLOURS[row.verdict], fontWeight: row.significant ? 700 : 400 }),
          render: (row) => VERDICT_LABELS[row.verdict],
        },
      ]}
    />
  )
}

function uplift(row: VariantResult) {
  if (row.uplift === null) return NONE
  return (
    <>
      {formatPoints(row.uplift.absolute)}
      {row.uplift.relative === null ? null : <> ({relative.format(row.uplift.relative)})</>}
      <br />
      <small style={muted}>{row.uplift.absoluteInterval ? formatInterval(row.uplift.absoluteInterval, formatPoints) : 'no interval yet'}</small>
    </>
  )
}

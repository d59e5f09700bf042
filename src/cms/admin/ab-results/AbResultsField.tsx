import type { UIFieldServerProps } from 'payload'

import { loadAbResults, type AbTestForResults } from '@/analytics/reports/ab-results'
import { abVisitorDays } from '@/analytics/reports/ab-time-series'
import type { VisitorDays } from '@/domain/ab/results'
import { isContentEditorRole } from '@/domain/staff/roles'
import { isAbConversionKind, type AbConversionKind } from '@/domain/tracking/tracking'
import { payloadPool } from '@/infrastructure/database/payload-pool'

import { resultsPeriod } from './period'
import { RatesOverTime } from './RatesOverTime'
import { AB_RESULTS_KIND_PARAM, AbResultsTable, ConversionKindSelector, CONVERSION_KIND_LABELS, SampleRatioWarning } from './tables'

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const muted = { color: 'var(--theme-elevation-600)' } as const

/** The kind chosen in the address (?abResultsKind=get_quote); anything else counts every kind. */
export function parseConversionKind(value: unknown): AbConversionKind | null {
  const first = Array.isArray(value) ? value[0] : value
  return isAbConversionKind(first) ? first : null
}

function testFromData(data: Record<string, unknown> | undefined): (AbTestForResults & { status?: string }) | null {
  if (!data || typeof data.testName !== 'string' || data.testName === '') return null
  const variants = Array.isArray(data.variants)
    ? (data.variants as { name?: unknown; traffic?: unknown }[]).map((variant) => ({
        name: typeof variant?.name === 'string' ? variant.name : null,
        traffic: typeof variant?.traffic === 'number' ? variant.traffic : null,
      }))
    : []
  const date = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    testName: data.testName,
    startsAt: date(data.startsAt),
    endsAt: date(data.endsAt),
    variants,
    status: typeof data.status === 'string' ? data.status : undefined,
  }
}

/** The "Results" section of an A/B test (a `ui` field): per-variant rates, uplift with its 95 % interval, p-value, verdict and split check. */
export async function AbResultsField({ id, data, req }: UIFieldServerProps) {
  // The collection is for content editors already; visitor data stays theirs even if that changes.
  if (!isContentEditorRole(req.user?.roles)) return null

  const section = (children: React.ReactNode) => (
    <section aria-labelledby="ab-results-heading" style={{ margin: '2rem 0' }}>
      <h3 id="ab-results-heading">Results</h3>
      {children}
    </section>
  )

  const test = testFromData(data)
  if (id === undefined || id === null || !test) return section(<p style={muted}>Results appear here once the test is saved and running.</p>)
  if (test.status === 'draft') return section(<p style={muted}>This test is a draft: nobody is assigned yet, so there are no results.</p>)

  const kind = parseConversionKind(req.query?.[AB_RESULTS_KIND_PARAM])
  const pool = payloadPool(req.payload)
  const report = await loadAbResults(pool, test, kind)

  if (report.status === 'unavailable') {
    return section(<p role="alert">The results could not be read just now ({report.reason}). Try again in a moment.</p>)
  }
  // The chart is extra: when its query fails the table still stands.
  let overTime: VisitorDays[] | null = null
  try {
    overTime = await abVisitorDays(pool, { testName: test.testName, since: report.since, until: report.until, kind })
  } catch {
    overTime = null
  }

  return section(
    <>
      <ConversionKindSelector kind={kind} />
      <SampleRatioWarning check={report.sampleRatio} />
      <AbResultsTable rows={report.variants} />
      {overTime === null ? (
        <p style={muted}>The conversion rate over time could not be read just now.</p>
      ) : (
        <RatesOverTime rows={overTime} variants={report.variants.map((row) => row.name)} until={report.until} />
      )}
      <p style={muted}>
        <small>
          {kind ? CONVERSION_KIND_LABELS[kind] : 'Any conversion'} {resultsPeriod(report, (date) => dateTime.format(date))}. A visitor counts once per variant,
          and converts when they send a conversion in that variant at or after their first exposure to it. Uplift is the difference of conversion rates in
          percentage points (relative to control in brackets), with a 95 % confidence interval; the p-value is that of a two-sided two-proportion z-test,
          significant below 0.05, and the interval is that test’s own, so it leaves out zero exactly when the difference is significant. Looking again and again
          until a difference turns significant overstates it: decide the sample size first.
        </small>
      </p>
    </>,
  )
}

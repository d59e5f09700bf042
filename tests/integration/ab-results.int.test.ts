import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { UIFieldServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { abVariantCounts, loadAbResults } from '@/analytics/reports/ab-results'
import { abVisitorDays } from '@/analytics/reports/ab-time-series'
import { AbResultsField } from '@/cms/admin/ab-results/AbResultsField'
import { cumulativeRates } from '@/domain/ab/results'
import { AB_EVENTS } from '@/domain/tracking/tracking'
import { payloadClient } from '@/server/payload'

/**
 * The A/B results read what the collector stored. These rows are written as the collector writes
 * them (exposures and conversions with the test in info1 and the variant in info3), then the
 * counts are checked against hand counts.
 */
const TEST = 'hide_basic_tier'
const OTHER_TEST = 'request_a_demo'
const STARTS_AT = '2026-11-20T00:00:00.000Z'
const NOW = new Date('2026-11-21T12:00:00Z')
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 20, hour, minute)).toISOString()

let pool: Pool
let payload: Awaited<ReturnType<typeof payloadClient>>

type Fields = { test?: string; variant: string; visitor: string | null; kind?: string; receivedAt?: string }

async function insert(name: string, occurredAt: string, { test = TEST, variant, visitor, kind, receivedAt }: Fields) {
  await pool.query(
    `INSERT INTO tracking_events (name, occurred_at, received_at, info1, info3, kind, visitor_id, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'orbit_homepage')`,
    [name, occurredAt, receivedAt ?? occurredAt, test, variant, kind ?? null, visitor],
  )
}
const exposure = (occurredAt: string, fields: Fields) => insert(AB_EVENTS.exposure, occurredAt, fields)
const conversion = (occurredAt: string, fields: Fields & { kind: string }) => insert(AB_EVENTS.conversion, occurredAt, fields)

const configured = {
  testName: TEST,
  startsAt: STARTS_AT,
  endsAt: null,
  variants: [
    { name: 'control', traffic: 50 },
    { name: 'no_basic', traffic: 50 },
  ],
}

beforeAll(async () => {
  payload = await payloadClient()
  pool = (payload.db as unknown as PostgresAdapter).pool

  // Control: c1 to c4 exposed.
  await exposure(at(9), { variant: 'control', visitor: 'c1' })
  await exposure(at(9, 30), { variant: 'control', visitor: 'c1' }) // the same visitor's exposure sent twice
  await conversion(at(10), { variant: 'control', visitor: 'c1', kind: 'signup_click' }) // converts after: counts
  await exposure(at(9), { variant: 'control', visitor: 'c2' })
  await conversion(at(11), { variant: 'control', visitor: 'c2', kind: 'get_quote' }) // converts after: counts
  await conversion(at(8), { variant: 'control', visitor: 'c3', kind: 'signup_click' }) // converts BEFORE being exposed
  await exposure(at(9), { variant: 'control', visitor: 'c3' })
  await exposure(at(9), { variant: 'control', visitor: 'c4' }) // never converts
  await conversion(at(12), { variant: 'control', visitor: 'c5', kind: 'signup_click' }) // converts, never exposed

  // no_basic: n1 to n3 exposed.
  await exposure(at(9), { variant: 'no_basic', visitor: 'n1' })
  await conversion(at(10), { variant: 'no_basic', visitor: 'n1', kind: 'signup_click' })
  await conversion(at(11), { variant: 'no_basic', visitor: 'n1', kind: 'signup_click' }) // a second conversion: still one visitor
  await exposure(at(9), { variant: 'no_basic', visitor: 'n2' })
  await conversion(at(9), { variant: 'no_basic', visitor: 'n2', kind: 'contact_sales_submit' }) // at the very time of exposure: counts
  await exposure(at(9), { variant: 'no_basic', visitor: 'n3' })
  await conversion(at(10), { variant: 'control', visitor: 'n3', kind: 'signup_click' }) // converts in the other variant: not here

  // Noise that must not count.
  await exposure(at(9), { variant: 'no_basic', visitor: null }) // no visitor id
  await exposure(at(9), { test: OTHER_TEST, variant: 'control', visitor: 'c4' }) // another test
  await conversion(at(10), { test: OTHER_TEST, variant: 'control', visitor: 'c4', kind: 'signup_click' })
  await exposure('2026-11-19T09:00:00.000Z', { variant: 'control', visitor: 'early' }) // before the test started
  await insert('page_view', at(9), { variant: 'control', visitor: 'c4' }) // not an A/B event
})

afterAll(async () => {
  await pool.query(`DELETE FROM tracking_events WHERE info1 IN ($1, $2) OR name = 'page_view'`, [TEST, OTHER_TEST])
})

const range = { since: new Date(STARTS_AT), until: NOW }

describe('the A/B results query', () => {
  it('counts distinct exposed visitors and those who converted at or after their first exposure, any kind', async () => {
    expect(await abVariantCounts(pool, { testName: TEST, ...range })).toEqual([
      { variant: 'control', exposed: 4, converted: 2, firstExposedAt: new Date(at(9)) }, // c1, c2; not c3 (before exposure), not c5 (never exposed)
      { variant: 'no_basic', exposed: 3, converted: 2, firstExposedAt: new Date(at(9)) }, // n1 once, n2; not n3 (converted in control)
    ])
  })

  it('counts one conversion kind when asked', async () => {
    const counts = async (kind: 'signup_click' | 'get_quote' | 'contact_sales_submit') =>
      (await abVariantCounts(pool, { testName: TEST, ...range, kind })).map((row) => [row.variant, row.exposed, row.converted])
    expect(await counts('signup_click')).toEqual([
      ['control', 4, 1],
      ['no_basic', 3, 1],
    ])
    expect(await counts('get_quote')).toEqual([
      ['control', 4, 1],
      ['no_basic', 3, 0],
    ])
    expect(await counts('contact_sales_submit')).toEqual([
      ['control', 4, 0],
      ['no_basic', 3, 1],
    ])
  })

  it('keeps to the range', async () => {
    const fromBefore = await abVariantCounts(pool, { testName: TEST, since: new Date('2026-11-19T00:00:00Z'), until: NOW })
    expect(fromBefore.find((row) => row.variant === 'control')?.exposed).toBe(5) // "early" too
    const morningOnly = await abVariantCounts(pool, { testName: TEST, since: new Date(STARTS_AT), until: new Date(at(10)) })
    // Until 10:00 (exclusive): exposures at 9:00 and 9:30, and only n2's conversion at 9:00.
    expect(morningOnly).toEqual([
      { variant: 'control', exposed: 4, converted: 0, firstExposedAt: new Date(at(9)) },
      { variant: 'no_basic', exposed: 3, converted: 1, firstExposedAt: new Date(at(9)) },
    ])
    expect(await abVariantCounts(pool, { testName: 'not_a_test', ...range })).toEqual([])
  })

  it('gives the results table from the test’s start, control first', async () => {
    const report = await loadAbResults(pool, configured, null, NOW)
    expect(report.status).toBe('ok')
    if (report.status !== 'ok') return
    expect(report.since.toISOString()).toBe(STARTS_AT)
    expect(report.until).toEqual(NOW)
    expect(report.variants.map((row) => [row.name, row.traffic, row.exposed, row.converted, row.rate])).toEqual([
      ['control', 50, 4, 2, 0.5],
      ['no_basic', 50, 3, 2, 2 / 3],
    ])
    const [, variant] = report.variants
    expect(variant!.uplift!.absolute).toBeCloseTo(2 / 3 - 0.5, 12)
    expect(variant!.verdict).toBe('not-significant-yet')
    // 4 against 3 at 50/50: χ² = 2 · 0.5² / 3.5 = 0.142857.
    expect(report.sampleRatio!.chiSquare).toBeCloseTo(1 / 7, 12)
    expect(report.sampleRatio!.mismatch).toBe(false)
  })

  it('lists a variant with exposures that is not configured, and flags it as a mismatch', async () => {
    await exposure(at(9), { variant: 'retired_variant', visitor: 'r1' })
    try {
      const report = await loadAbResults(pool, configured, null, NOW)
      if (report.status !== 'ok') throw new Error(report.reason)
      expect(report.variants.map((row) => [row.name, row.traffic, row.exposed])).toEqual([
        ['control', 50, 4],
        ['no_basic', 50, 3],
        ['retired_variant', 0, 1],
      ])
      expect(report.sampleRatio).toMatchObject({ unexpected: ['retired_variant'], mismatch: true })
    } finally {
      await pool.query(`DELETE FROM tracking_events WHERE info3 = 'retired_variant'`)
    }
  })

  it('shows a configured variant without exposures as zeros', async () => {
    const report = await loadAbResults(pool, { ...configured, variants: [...configured.variants, { name: 'later', traffic: 0 }] }, null, NOW)
    if (report.status !== 'ok') throw new Error(report.reason)
    expect(report.variants[2]).toMatchObject({ name: 'later', exposed: 0, converted: 0, rate: null, verdict: 'not-enough-data' })
  })

  it('gives up at the statement timeout, reports the results unavailable, and leaves the pool usable', async () => {
    const locker = await pool.connect()
    try {
      await locker.query('BEGIN; LOCK TABLE tracking_events IN ACCESS EXCLUSIVE MODE')
      const started = Date.now()
      await expect(abVariantCounts(pool, { testName: TEST, ...range }, 200)).rejects.toMatchObject({ code: '57014' })
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await locker.query('ROLLBACK')
      locker.release()
    }
    const broken = { connect: () => Promise.reject(Object.assign(new Error('gone'), { code: '57P01' })) } as unknown as Pool
    expect(await loadAbResults(broken, configured, null, NOW)).toEqual({ status: 'unavailable', reason: 'database error 57P01' })
    // The timed-out query's connection went back clean: the next query runs without a timeout left over.
    expect((await abVariantCounts(pool, { testName: TEST, ...range })).length).toBe(2)
    const { rows } = await pool.query<{ statement_timeout: string }>('SHOW statement_timeout')
    expect(rows[0]!.statement_timeout).toBe('0')
  })
})

describe('the A/B results over time', () => {
  it('gives the day each visitor was first exposed and converted, counted as the table counts them', async () => {
    // A visitor exposed on the 20th who converts on the 21st, and one exposed on the 21st.
    await exposure(at(20), { variant: 'no_basic', visitor: 'n4' })
    await conversion('2026-11-21T08:00:00.000Z', { variant: 'no_basic', visitor: 'n4', kind: 'signup_click' })
    await exposure('2026-11-21T09:00:00.000Z', { variant: 'control', visitor: 'c6' })
    try {
      const rows = await abVisitorDays(pool, { testName: TEST, ...range })
      expect(rows).toEqual([
        { variant: 'control', exposedDay: '2026-11-20', convertedDay: '2026-11-20', visitors: 2 }, // c1, c2
        { variant: 'control', exposedDay: '2026-11-20', convertedDay: null, visitors: 2 }, // c3 (before exposure), c4
        { variant: 'control', exposedDay: '2026-11-21', convertedDay: null, visitors: 1 }, // c6
        { variant: 'no_basic', exposedDay: '2026-11-20', convertedDay: '2026-11-20', visitors: 2 }, // n1, n2
        { variant: 'no_basic', exposedDay: '2026-11-20', convertedDay: '2026-11-21', visitors: 1 }, // n4
        { variant: 'no_basic', exposedDay: '2026-11-20', convertedDay: null, visitors: 1 }, // n3
      ])
      const series = cumulativeRates(rows, ['control', 'no_basic'], ['2026-11-20', '2026-11-21'])
      expect(series.get('no_basic')!.map(({ exposed, converted }) => [exposed, converted])).toEqual([
        [4, 2],
        [4, 3],
      ])
      // The last day is the results table.
      const counts = await abVariantCounts(pool, { testName: TEST, ...range })
      for (const { variant, exposed, converted } of counts) expect(series.get(variant)!.at(-1)).toMatchObject({ exposed, converted })
      const quotes = await abVisitorDays(pool, { testName: TEST, ...range, kind: 'get_quote' })
      expect(quotes.filter((row) => row.convertedDay !== null)).toEqual([
        { variant: 'control', exposedDay: '2026-11-20', convertedDay: '2026-11-20', visitors: 1 },
      ])
    } finally {
      await pool.query(`DELETE FROM tracking_events WHERE visitor_id IN ('n4', 'c6')`)
    }
  })
})

describe('the Results section of a test’s edit page', () => {
  // The section reads up to now: pin the clock (Date only, so pg's timers run as usual).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  /** The field as Payload renders it: the saved document's id and data, the page's query as req.query. */
  async function render(options: { roles?: string[]; query?: Record<string, unknown>; data?: Record<string, unknown>; id?: number } = {}) {
    const { roles = ['marketer'], query = {}, data = { ...configured, status: 'running' } } = options
    const id = 'id' in options ? options.id : 1
    const element = await AbResultsField({ id, data, req: { user: { roles }, query, payload } } as unknown as UIFieldServerProps)
    return element === null ? null : renderToStaticMarkup(element)
  }

  it('shows each variant’s split, visitors, conversions, rate, uplift, p-value and verdict', async () => {
    const html = (await render())!
    expect(html).toContain('<h3 id="ab-results-heading">Results</h3>')
    expect(html).toContain('<code>control</code>')
    expect(html).toContain('<code>no_basic</code>')
    expect(html).toContain('>50%<') // the configured split
    expect(html).toContain('>50.00%<') // control: 2 of 4
    expect(html).toContain('>66.67%<') // no_basic: 2 of 3
    expect(html).toContain('+16.67 pp (+33.3%)')
    expect(html).toContain('Not significant yet')
    expect(html).toContain('from Nov 20, 2026, 12:00 AM to Nov 21, 2026, 12:00 PM UTC')
    expect(html).not.toContain('role="alert"')
  })

  it('counts from the first exposure when the test has no start date, never from 1970', async () => {
    const html = (await render({ data: { ...configured, startsAt: null, status: 'running' } }))!
    // The "early" exposure, the day before the configured start, is now the first.
    expect(html).toContain('from the first exposure, Nov 19, 2026, 9:00 AM, to Nov 21, 2026, 12:00 PM UTC (the test has no start date)')
    expect(html).not.toContain('1970')
    const unseen = (await render({ data: { ...configured, testName: 'never_exposed_test', startsAt: null, status: 'running' } }))!
    expect(unseen).toContain('the test has no start date and nobody has been exposed yet')
    expect(unseen).not.toContain('1970')
  })

  it('counts the conversion kind chosen in the address, through plain links', async () => {
    const html = (await render({ query: { abResultsKind: 'contact_sales_submit' } }))!
    expect(html).toContain('href="?abResultsKind=get_quote"')
    expect(html).toMatch(/aria-current="page"[^>]*>Contact-sales submissions</)
    // control 0 of 4, no_basic 1 of 3.
    expect(html).toContain('>0.00%<')
    expect(html).toContain('>33.33%<')
    // An unknown kind counts every kind.
    expect(await render({ query: { abResultsKind: "x' OR 1=1" } })).toMatch(/aria-current="page"[^>]*>Any conversion</)
  })

  it('warns prominently of a sample ratio mismatch', async () => {
    const html = (await render({
      data: {
        ...configured,
        status: 'running',
        variants: [
          { name: 'control', traffic: 1 },
          { name: 'no_basic', traffic: 99 },
        ],
      },
    }))!
    // 4 against 3 where 1 % against 99 % was configured: χ² = (4 − 0.07)²/0.07 + (3 − 6.93)²/6.93 ≈ 222.88.
    expect(html).toContain('role="alert"')
    expect(html).toContain('Sample ratio mismatch')
  })

  it('says what is missing for an unsaved or draft test, and shows nothing to other roles', async () => {
    expect(await render({ id: undefined })).toContain('once the test is saved and running')
    expect(await render({ data: { ...configured, status: 'draft' } })).toContain('This test is a draft')
    expect(await render({ roles: ['moderator'] })).toBeNull()
  })
})

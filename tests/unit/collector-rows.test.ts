import { describe, expect, it } from 'vitest'

import { pageFromReferer, type AcceptedEvent } from '@/analytics/collector/accepted-event'
import { INSERT_EVENTS_SQL, insertEvents, isDataError, type ConnectionSource } from '@/analytics/collector/event-store'
import { forwardedEvent } from '@/analytics/collector/forward'
import { EVENT_COLUMNS, toColumns, toRow } from '@/analytics/collector/rows'
import { parseBatch } from '@/analytics/collector/parse-batch'
import { trackingEventSchema } from '@/domain/tracking/event-schema'

const RECEIVED = Date.UTC(2026, 10, 21, 10, 0, 0)

const accepted = (input: unknown, extra: Partial<AcceptedEvent> = {}): AcceptedEvent => ({
  event: trackingEventSchema.parse(input),
  receivedAt: RECEIVED,
  page: '/pricing/',
  country: 'US',
  ...extra,
})

describe('toRow', () => {
  it('maps every field of the spec to its column', () => {
    const row = toRow(
      accepted({
        name: 'client_performance_measurement',
        timestamp: '2026-11-21T09:59:58.000Z',
        source: 'orbit_homepage',
        group: 'g',
        kind: 'LCP',
        info1: '/pricing/',
        info3: 'good',
        direct_object: 'visit-1',
        visitor_id: 'visitor-1',
        screen_size: '1280x720',
        os_language: 'de-DE',
        user_agent: 'x'.repeat(400),
        session_replay_url: 'https://replay.example/1',
        session_replay_start_time: 1_732_000_000_000,
        value: 1234.5,
        data: { rating: 'good', delta: 3 },
        pulse_user_id: 42,
        pulse_account_id: 'acc-7',
      }),
    )
    expect(row).toEqual({
      name: 'client_performance_measurement',
      occurred_at: '2026-11-21T09:59:58.000Z',
      source: 'orbit_homepage',
      group: 'g',
      kind: 'LCP',
      info1: '/pricing/',
      info3: 'good',
      direct_object: 'visit-1',
      visitor_id: 'visitor-1',
      screen_size: '1280x720',
      os_language: 'de-DE',
      user_agent: 'x'.repeat(350), // capped by the schema
      session_replay_url: 'https://replay.example/1',
      session_replay_start_time: new Date(1_732_000_000_000).toISOString(),
      value: 1234.5,
      data: '{"rating":"good","delta":3}',
      pulse_user_id: '42',
      pulse_account_id: 'acc-7',
      page: '/pricing/',
      country: 'US',
    })
  })

  it('fills what is absent with null and the time with the arrival', () => {
    const row = toRow(accepted({ name: 'page_view' }, { page: undefined, country: undefined }))
    expect(row.occurred_at).toBe(new Date(RECEIVED).toISOString())
    const { name, occurred_at, ...rest } = row
    expect(Object.values(rest).every((value) => value === null)).toBe(true)
  })

  it('falls back to the arrival for a timestamp no date can hold (the schema refuses those; a safety net)', () => {
    const row = toRow({ event: { name: 'page_view', timestamp: Number.MAX_SAFE_INTEGER }, receivedAt: RECEIVED, page: undefined, country: undefined })
    expect(row.occurred_at).toBe(new Date(RECEIVED).toISOString())
  })
})

describe('toColumns and the INSERT', () => {
  it('gives one array per column, in the INSERT order, one entry per row', () => {
    const rows = [toRow(accepted({ name: 'a' })), toRow(accepted({ name: 'b', value: 2 }))]
    const columns = toColumns(rows)
    expect(columns).toHaveLength(EVENT_COLUMNS.length)
    expect(columns[0]).toEqual(['a', 'b'])
    expect(columns[EVENT_COLUMNS.findIndex(([column]) => column === 'value')]).toEqual([null, 2])
  })

  /** A pool that lends one fake connection and records what runs on it. */
  function fakePool(fail?: (text: string) => Error | undefined) {
    const queries: { text: string; values?: unknown[]; query_timeout?: number }[] = []
    const released: unknown[] = []
    const client = {
      query: async (query: { text: string; values?: unknown[]; query_timeout?: number }) => {
        queries.push(query)
        const error = fail?.(query.text)
        if (error) throw error
      },
      release: (error?: unknown) => void released.push(error ?? 'ok'),
    }
    const db = { connect: async () => client } as unknown as ConnectionSource
    return { db, queries, released }
  }

  it('is one statement with one parameter per column, however many rows', async () => {
    const { db, queries } = fakePool()
    await insertEvents(
      db,
      Array.from({ length: 500 }, (_, i) => toRow(accepted({ name: `e${i}` }))),
    )
    await insertEvents(db, [])
    const inserts = queries.filter((query) => query.text === INSERT_EVENTS_SQL)
    expect(inserts).toHaveLength(1)
    expect(inserts[0]!.values).toHaveLength(EVENT_COLUMNS.length)
    expect(INSERT_EVENTS_SQL).toContain('"group"') // a reserved word, quoted
    expect(INSERT_EVENTS_SQL).toMatch(/\$20::text\[\]\)$/)
  })

  it('runs in a transaction with a server-side statement timeout and a client-side one, then returns the connection', async () => {
    const { db, queries, released } = fakePool()
    await insertEvents(db, [toRow(accepted({ name: 'a' }))], 3_000)
    expect(queries.map((query) => query.text)).toEqual(['BEGIN; SET LOCAL statement_timeout = 3000', INSERT_EVENTS_SQL, 'COMMIT'])
    expect(queries.every((query) => query.query_timeout === 4_000)).toBe(true)
    expect(released).toEqual(['ok'])
  })

  it('rolls back and returns the connection when the INSERT fails, and drops it when even that fails', async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    const first = fakePool((text) => (text === INSERT_EVENTS_SQL ? refused : undefined))
    await expect(insertEvents(first.db, [toRow(accepted({ name: 'a' }))])).rejects.toBe(refused)
    expect(first.queries.at(-1)!.text).toBe('ROLLBACK')
    expect(first.released).toEqual(['ok'])

    const hung = new Error('Query read timeout')
    const second = fakePool((text) => (text === 'COMMIT' ? undefined : hung))
    await expect(insertEvents(second.db, [toRow(accepted({ name: 'a' }))])).rejects.toBe(hung)
    expect(second.released).toEqual([hung]) // destroyed, not handed back mid-query
  })
})

describe('isDataError', () => {
  it('is true for SQLSTATE classes 22 and 23 only', () => {
    expect(isDataError({ code: '22021' })).toBe(true) // a NUL in text
    expect(isDataError({ code: '22P05' })).toBe(true) // an escape jsonb cannot hold
    expect(isDataError({ code: '22008' })).toBe(true) // a time out of range
    expect(isDataError({ code: '23505' })).toBe(true)
    expect(isDataError({ code: '57014' })).toBe(false) // statement timeout
    expect(isDataError({ code: '08006' })).toBe(false)
    expect(isDataError(new Error('connect ECONNREFUSED'))).toBe(false)
    expect(isDataError(null)).toBe(false)
  })
})

describe('pageFromReferer', () => {
  it('keeps the path only', () => {
    expect(pageFromReferer('https://www.orbit.example/lang/de/pricing/?utm_source=x#top')).toBe('/lang/de/pricing/')
    expect(pageFromReferer('not a url')).toBeUndefined()
    expect(pageFromReferer(null)).toBeUndefined()
  })
})

describe('forwardedEvent', () => {
  it('sends the event as received, stamped with the arrival when it had no time', () => {
    expect(forwardedEvent(accepted({ name: 'page_view', info1: '/' }))).toEqual({ name: 'page_view', info1: '/', timestamp: RECEIVED })
    expect(forwardedEvent(accepted({ name: 'page_view', timestamp: 5 })).timestamp).toBe(5)
  })
})

describe('parseBatch', () => {
  it('returns the validated events', () => {
    expect(parseBatch('[{"name":"page_view","info1":"/"}]')).toEqual({ kind: 'ok', events: [{ name: 'page_view', info1: '/' }] })
  })

  it('tells malformed JSON, wrong shapes and unknown fields apart in short messages', () => {
    expect(parseBatch('[{"name":')).toEqual({ kind: 'malformed', message: 'The body is not valid JSON.' })
    expect(parseBatch('{"name":"a"}')).toEqual({ kind: 'malformed', message: 'The body must be a JSON array of events.' })
    expect(parseBatch('[]').kind).toBe('malformed')
    const unknown = parseBatch('[{"name":"page_view"},{"name":"page_view","colour":"red"}]')
    expect(unknown.kind).toBe('malformed')
    expect(unknown.kind === 'malformed' && unknown.message).toMatch(/^Invalid event 1/)
    const badName = parseBatch('[{"name":"DROP TABLE x;"}]')
    expect(badName.kind === 'malformed' && badName.message).toMatch(/^Invalid event 0\.name/)
    const notRecorded = parseBatch('[{"name":"page_view"},{"name":"server_exception"}]')
    expect(notRecorded).toEqual({ kind: 'malformed', message: 'Invalid event 1.name: the site records no event of that name.' })
  })

  it('calls more than 50 events too many, apart from invalid ones', () => {
    const events = JSON.stringify(Array.from({ length: 51 }, () => ({ name: 'a' })))
    expect(parseBatch(events)).toEqual({ kind: 'too-many', message: 'At most 50 events per request.' })
  })
})

import net from 'node:net'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AcceptedEvent } from '@/analytics/collector/accepted-event'
import { forwardDestination, storeDestination, UnstorableEventsError } from '@/analytics/collector/destination'
import { insertEvents } from '@/analytics/collector/event-store'
import { toRow } from '@/analytics/collector/rows'
import { createCollectHandler } from '@/analytics/collector/handler'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { createLogger } from '@/analytics/server/log'
import { MAX_EVENTS_PER_BATCH } from '@/domain/tracking/event-schema'

import { startTcpProxy } from '../helpers/tcp-proxy'

// The app reaches this file's database through a proxy, so one test can take the database away.
const direct = new URL(process.env.DATABASE_URL!)
const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
const viaProxy = new URL(direct)
viaProxy.hostname = '127.0.0.1'
viaProxy.port = String(proxy.port)
process.env.DATABASE_URL = viaProxy.toString()

const route = await import('@/app/(payload)/api/collect/route')
const { payloadClient } = await import('@/server/payload')

const pool = async () => ((await payloadClient()).db as unknown as PostgresAdapter).pool

/** Each test posts as its own client (the rate limit counts per address) and tags its events. */
let clients = 0
function newClient() {
  clients += 1
  return { address: `198.51.100.${clients}`, tag: `run-${Date.now()}-${clients}` }
}

type Post = { body?: string; contentType?: string; address: string; headers?: Record<string, string>; method?: string }

function collect({ body, contentType = 'application/json', address, headers = {}, method = 'POST' }: Post): Promise<Response> {
  const request = new Request('http://localhost:3000/api/collect', {
    method,
    body,
    headers: { 'content-type': contentType, 'x-forwarded-for': address, referer: 'http://localhost:3000/pricing/', ...headers },
  })
  const handler = route[method as 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD']
  return handler(request)
}

const events = (tag: string, count: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => ({ name: 'page_view', visitor_id: tag, info1: `/p${i}/`, ...extra })))

async function storedFor(tag: string): Promise<number> {
  const result = await (await pool()).query<{ n: number }>('select count(*)::int as n from tracking_events where visitor_id = $1', [tag])
  return result.rows[0]!.n
}

// Raised before the first request, which caches the site settings for 30 s: consent given under
// policy 1 no longer counts, and the tests below answer policy 2.
const POLICY = 2
const consentCookie = (flags: string, version = POLICY) => `cookie_consent=v${version}.1763715600000.${flags}`
const settingsOptions = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  const payload = await payloadClient() // initialised while the database is up
  await payload.updateGlobal({ slug: 'site-settings', data: { cookiePolicyVersion: POLICY }, ...settingsOptions })
})

afterAll(async () => {
  await (await payloadClient()).updateGlobal({ slug: 'site-settings', data: { cookiePolicyVersion: 1 }, ...settingsOptions })
  proxy.setMode('forward')
  await proxy.close()
})

describe('POST /api/collect', () => {
  it('stores every event of valid batches and answers 204 without a body or a cookie', async () => {
    const { address, tag } = newClient()
    const responses = await Promise.all(Array.from({ length: 20 }, () => collect({ body: events(tag, 10), address })))
    for (const response of responses) {
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect(await storedFor(tag)).toBe(200) // 204 means stored: no waiting needed

    const row = await (
      await pool()
    ).query('select name, page, country, source, occurred_at, received_at from tracking_events where visitor_id = $1 limit 1', [tag])
    expect(row.rows[0]).toMatchObject({ name: 'page_view', page: '/pricing/', country: 'US' })
  })

  it('stores every field it is given', async () => {
    const { address, tag } = newClient()
    const event = {
      name: 'client_performance_measurement',
      timestamp: '2026-11-21T09:00:00.000Z',
      source: 'orbit_homepage',
      group: 'vitals',
      kind: 'LCP',
      info1: '/pricing/',
      info3: 'good',
      direct_object: 'visit-1',
      visitor_id: tag,
      screen_size: '1280x720',
      os_language: 'de-DE',
      user_agent: 'Mozilla/5.0',
      session_replay_url: 'https://replay.example/1',
      session_replay_start_time: 1_763_715_600_000,
      value: 1234.5,
      data: { rating: 'good', delta: 3, navigation: null },
      pulse_user_id: 42,
      pulse_account_id: 'acc-7',
    }
    expect((await collect({ body: JSON.stringify([event]), address })).status).toBe(204)
    const { rows } = await (await pool()).query('select * from tracking_events where visitor_id = $1', [tag])
    expect(rows[0]).toMatchObject({
      name: 'client_performance_measurement',
      occurred_at: new Date('2026-11-21T09:00:00.000Z'),
      group: 'vitals',
      kind: 'LCP',
      session_replay_start_time: new Date(1_763_715_600_000),
      value: 1234.5,
      data: { rating: 'good', delta: 3, navigation: null },
      pulse_user_id: '42',
      pulse_account_id: 'acc-7',
    })
  })

  it('accepts text/plain, as navigator.sendBeacon sends it', async () => {
    const { address, tag } = newClient()
    const response = await collect({ body: events(tag, 2), contentType: 'text/plain;charset=UTF-8', address })
    expect(response.status).toBe(204)
    expect(await storedFor(tag)).toBe(2)
  })

  it('refuses a body over 64 KiB with 413 and stores nothing', async () => {
    const { address, tag } = newClient()
    const body = events(tag, 1, { info3: 'x'.repeat(400) }).replace(']', `,${JSON.stringify({ name: 'page_view', info1: 'y'.repeat(500) })}]`)
    const huge = `[${Array.from({ length: 200 }, () => body.slice(1, -1)).join(',')}]`
    expect(huge.length).toBeGreaterThan(64 * 1024)
    const response = await collect({ body: huge, address })
    expect(response.status).toBe(413)
    expect(await storedFor(tag)).toBe(0)
  })

  it('refuses more than 50 events with 413 and stores nothing', async () => {
    const { address, tag } = newClient()
    const response = await collect({ body: events(tag, MAX_EVENTS_PER_BATCH + 1), address })
    expect(response.status).toBe(413)
    expect(await storedFor(tag)).toBe(0)
  })

  it('refuses malformed JSON and invalid events with 400 and a short message, and stores nothing', async () => {
    const { address, tag } = newClient()
    const malformed = await collect({ body: `[{"name":"page_view","visitor_id":"${tag}"`, address })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ errors: [{ message: 'The body is not valid JSON.' }] })

    const invalid = await collect({ body: events(tag, 3).replace('"info1"', '"colour"'), address })
    expect(invalid.status).toBe(400)
    const { errors } = (await invalid.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toMatch(/^Invalid event 0/)
    expect(errors[0]!.message.length).toBeLessThan(200)
    expect(await storedFor(tag)).toBe(0)
  })

  it('answers other methods with 405 and Allow: POST', async () => {
    const { address } = newClient()
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await collect({ method, address })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
  })

  it('answers other content types with 415 and stores nothing', async () => {
    const { address, tag } = newClient()
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      expect((await collect({ body: events(tag, 1), contentType, address })).status, contentType).toBe(415)
    }
    expect(await storedFor(tag)).toBe(0)
  })

  it('answers a flood from one client with 429 and Retry-After past the limit, never a 5xx', async () => {
    const { address, tag } = newClient()
    const limit = 120 // COLLECTOR_RATE_LIMIT's default, per minute
    const responses = await Promise.all(Array.from({ length: limit + 30 }, () => collect({ body: events(tag, 1), address })))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
    const refused = responses.find((response) => response.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await storedFor(tag)).toBe(limit)

    // Another client is not held back by the first one's flood.
    const other = newClient()
    expect((await collect({ body: events(other.tag, 1), address: other.address })).status).toBe(204)
  })

  it('drops the events of a visitor from a consent country who has not granted analytics', async () => {
    const { address, tag } = newClient()
    const refusedAll = consentCookie('000')
    const visitors: Record<string, string>[] = [{ 'x-visitor-country': 'DE' }, { 'x-visitor-country': 'FR', cookie: refusedAll }]
    for (const headers of visitors) {
      expect((await collect({ body: events(tag, 3), address, headers })).status).toBe(204)
    }
    expect(await storedFor(tag)).toBe(0)
  })

  it('stores those of a consent-country visitor who granted analytics, with their country', async () => {
    const { address, tag } = newClient()
    const headers = { 'x-visitor-country': 'DE', cookie: consentCookie('010') }
    expect((await collect({ body: events(tag, 3), address, headers })).status).toBe(204)
    expect(await storedFor(tag)).toBe(3)
    const { rows } = await (await pool()).query('select distinct country from tracking_events where visitor_id = $1', [tag])
    expect(rows).toEqual([{ country: 'DE' }])
  })

  it('drops those of a consent-country visitor whose grant answered an older cookie policy (site settings)', async () => {
    const { address, tag } = newClient()
    const headers = { 'x-visitor-country': 'DE', cookie: consentCookie('010', POLICY - 1) }
    expect((await collect({ body: events(tag, 3), address, headers })).status).toBe(204)
    expect(await storedFor(tag)).toBe(0)
  })

  it('drops, with 204, events another site makes its visitors post, and stores those from the site itself', async () => {
    const { address, tag } = newClient()
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of fromElsewhere) {
      expect((await collect({ body: events(tag, 2), contentType: 'text/plain', address, headers })).status).toBe(204)
    }
    expect(await storedFor(tag)).toBe(0)

    const own = new URL(process.env.SERVER_URL ?? 'http://localhost:3000').origin
    const headers = { 'sec-fetch-site': 'same-origin', origin: own }
    expect((await collect({ body: events(tag, 2), contentType: 'text/plain', address, headers })).status).toBe(204)
    expect(await storedFor(tag)).toBe(2)
  })

  it('answers 503 with Retry-After within 5 s while the database is down, and stores again when it is back', async () => {
    const { address, tag } = newClient()
    proxy.setMode('refuse')
    try {
      const started = performance.now()
      const response = await collect({ body: events(tag, 2), address })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('15')
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(JSON.stringify(await response.json())).not.toMatch(/postgres:\/\/|ECONNREFUSED|at \w+ \(/)
    } finally {
      proxy.setMode('forward')
    }
    await expect.poll(async () => (await collect({ body: events(tag, 2), address })).status, { timeout: 15_000, interval: 250 }).toBe(204)
    expect(await storedFor(tag)).toBeGreaterThanOrEqual(2)
  })
})

describe('values zod lets through and PostgreSQL refuses', () => {
  // Each bad request is posted beside a valid one from another client, so both land in one
  // group-committed INSERT: the valid one must be stored whatever happens to the bad one.
  async function besideAValidRequest(bad: (tag: string) => string) {
    const badClient = newClient()
    const goodClient = newClient()
    const [badResponse, goodResponse] = await Promise.all([
      collect({ body: bad(badClient.tag), address: badClient.address }),
      collect({ body: events(goodClient.tag, 3), address: goodClient.address }),
    ])
    expect(goodResponse.status).toBe(204)
    expect(await storedFor(goodClient.tag)).toBe(3)
    return { status: badResponse.status, tag: badClient.tag }
  }

  const one = (event: Record<string, unknown>) => JSON.stringify([{ name: 'page_view', ...event }])

  it('stores a NUL in a text field without it', async () => {
    const { status, tag } = await besideAValidRequest((tag) => one({ visitor_id: tag, info1: 'a\u0000b', user_agent: '\u0000' }))
    expect(status).toBe(204)
    const { rows } = await (await pool()).query('select info1, user_agent from tracking_events where visitor_id = $1', [tag])
    expect(rows).toEqual([{ info1: 'ab', user_agent: '' }])
  })

  it('stores a NUL or a lone surrogate inside data without them', async () => {
    const { status, tag } = await besideAValidRequest((tag) => one({ visitor_id: tag, data: { 'k\u0000': 'v\u0000', cut: 'x\uD83D', low: '\uDE00' } }))
    expect(status).toBe(204)
    const { rows } = await (await pool()).query('select data from tracking_events where visitor_id = $1', [tag])
    expect(rows).toEqual([{ data: { k: 'v', cut: 'x\uFFFD', low: '\uFFFD' } }])
  })

  it.each([
    ['an ISO time in year 0', '0000-01-01T00:00:00Z'],
    ['a time in year 10000', 253_402_300_800_000],
  ])('refuses %s with 400', async (_label, timestamp) => {
    const { status, tag } = await besideAValidRequest((tag) => one({ visitor_id: tag, timestamp }))
    expect(status).toBe(400)
    expect(await storedFor(tag)).toBe(0)
  })

  it('retries each request alone when PostgreSQL refuses a batch for its data: only the bad one fails', async () => {
    const destination = storeDestination(pool, { maxDelayMs: 50 })
    const bad = newClient()
    const good = [newClient(), newClient()]
    const accepted = (event: AcceptedEvent['event']): AcceptedEvent => ({ event, receivedAt: Date.now(), page: '/', country: 'US' })
    // Bypasses validation: stands for whatever value the schema may let through one day.
    const outcomes = await Promise.allSettled([
      destination.accept([accepted({ name: 'a', visitor_id: good[0]!.tag })]),
      destination.accept([accepted({ name: 'a', visitor_id: bad.tag, info1: 'a\u0000b' })]),
      destination.accept([accepted({ name: 'a', visitor_id: good[1]!.tag }), accepted({ name: 'b', visitor_id: good[1]!.tag })]),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(UnstorableEventsError)
    expect([await storedFor(good[0]!.tag), await storedFor(bad.tag), await storedFor(good[1]!.tag)]).toEqual([1, 0, 2])
  })
})

describe('the INSERT on a database that hangs', () => {
  it('is cancelled by the server after its statement timeout and gives its connection back', async () => {
    const db = await pool()
    const locker = await db.connect()
    const { tag } = newClient()
    try {
      await locker.query('BEGIN')
      await locker.query('LOCK TABLE tracking_events IN ACCESS EXCLUSIVE MODE')
      const inUse = () => db.totalCount - db.idleCount
      const inUseBefore = inUse()
      const started = performance.now()
      const row = toRow({ event: { name: 'a', visitor_id: tag }, receivedAt: Date.now(), page: undefined, country: undefined })
      await expect(insertEvents(db, [row], 300)).rejects.toMatchObject({ code: '57014' }) // query_canceled
      expect(performance.now() - started).toBeLessThan(2_000)
      expect(inUse()).toBe(inUseBefore) // the connection is back in the pool, not held
    } finally {
      await locker.query('ROLLBACK')
      locker.release()
    }
    expect(await storedFor(tag)).toBe(0)
  })
})

describe('with an external TRACKING_URL that does not answer', () => {
  // A service that accepts connections and never answers: the worst case for a visitor's wait.
  const held = new Set<net.Socket>()
  const silent = net.createServer((socket) => {
    held.add(socket)
    socket.on('close', () => held.delete(socket))
  })
  let url = ''

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/collect`
  })

  afterAll(async () => {
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('still answers 204 at once, stores nothing, and logs the failure instead of throwing', async () => {
    const { tag } = newClient()
    const lines: string[] = []
    const handle = createCollectHandler({
      limiter: new SlidingWindowRateLimiter(120, 60_000),
      destination: forwardDestination({
        url,
        timeoutMs: 300,
        logger: createLogger({ threshold: 'warn', sink: (_, line) => void lines.push(line) }),
      }),
      logger: createLogger({ threshold: 'silent' }),
      countryHeader: 'x-visitor-country',
      allowedOrigins: ['http://localhost:3000'],
      consentSettings: async () => ({ cookiePolicyVersion: 1, consentCountries: [] }),
      abTests: async () => [],
    })
    const started = performance.now()
    const response = await handle(
      new Request('http://localhost:3000/api/collect', { method: 'POST', body: events(tag, 5), headers: { 'content-type': 'application/json' } }),
    )
    expect(response.status).toBe(204)
    expect(performance.now() - started).toBeLessThan(250) // the visitor does not wait for the service
    await expect.poll(() => lines, { timeout: 5_000 }).toEqual([expect.stringMatching(/^\[tracking\] Logging failed\. TimeoutError/)])
    expect(await storedFor(tag)).toBe(0)
  })
})

import { describe, expect, it, vi } from 'vitest'

import type { AcceptedEvent } from '@/analytics/collector/accepted-event'
import type { EventDestination } from '@/analytics/collector/destination'
import { forwardDestination } from '@/analytics/collector/destination'
import { createLogger, type Sink } from '@/analytics/server/log'
import { cachedSession, trackingSessionFrom } from '@/analytics/server/session'
import { createServerTracker } from '@/analytics/server/track'
import { InternalServerError } from '@/domain/internal-error'
import { TRACKING_SESSION_CACHE_MS } from '@/domain/tracking/tracking'

function setUp(accept: EventDestination['accept'] = async () => {}) {
  const lines: string[] = []
  const sink: Sink = (level, line) => void lines.push(`${level} ${line}`)
  const events: AcceptedEvent[] = []
  const destination: EventDestination = {
    kind: 'store',
    accept: async (batch) => {
      await accept(batch)
      events.push(...batch)
    },
    drain: async () => {},
  }
  const tracker = createServerTracker({
    session: async () => ({ source: 'orbit_homepage' }),
    destination: () => destination,
    logger: createLogger({ threshold: 'debug', sink }),
    now: () => 1_800_000_000_000,
  })
  return { tracker, events, lines }
}

describe('trackServerEvent', () => {
  it('sends the event with the source and the time', async () => {
    const { tracker, events } = setUp()
    await tracker.track('config_fetch_error', { info1: 'timeout' })
    expect(events.map((e) => e.event)).toEqual([{ name: 'config_fetch_error', info1: 'timeout', source: 'orbit_homepage', timestamp: 1_800_000_000_000 }])
  })

  it('never rejects: a failing destination is logged as the spec words it', async () => {
    const { tracker, lines } = setUp(() => Promise.reject(new Error('connect ECONNREFUSED')))
    await expect(tracker.track('a')).resolves.toBeUndefined()
    expect(lines).toEqual(['warn [tracking] Logging failed. Error: connect ECONNREFUSED'])
  })

  it('drops an event the schema refuses, with a log line', async () => {
    const { tracker, events, lines } = setUp()
    await tracker.track('not a name!')
    expect(events).toHaveLength(0)
    expect(lines[0]).toMatch(/^warn \[tracking\] Logging failed\. Invalid not a name! event/)
  })
})

describe('reportServerException', () => {
  it('reports server_exception with the error kind, message and where', async () => {
    const { tracker, events } = setUp()
    await tracker.reportException(new TypeError('x is undefined'), { where: 'GET /pricing', data: { attempt: 2 } })
    expect(events[0]!.event).toMatchObject({
      name: 'server_exception',
      kind: 'TypeError',
      info1: 'x is undefined',
      info3: 'GET /pricing',
      data: { attempt: 2 },
    })
  })

  it('reports an InternalServerError’s params in the event’s data, beside the caller’s (SPEC §8)', async () => {
    const { tracker, events } = setUp()
    await tracker.reportException(new InternalServerError('Product signup URL not found for product value: spaceships', { value: 'spaceships' }), {
      where: 'header sign-up',
      data: { attempt: 1 },
    })
    expect(events[0]!.event).toMatchObject({
      name: 'server_exception',
      kind: 'InternalServerError',
      info1: 'Product signup URL not found for product value: spaceships',
      info3: 'header sign-up',
      data: { value: 'spaceships', attempt: 1 },
    })
  })

  it('cuts params to the collector’s bounds rather than losing the report', async () => {
    const { tracker, events } = setUp()
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p${index}`, index]))
    await tracker.reportException(new InternalServerError('bad', { ...many, long: 'x'.repeat(600) }))
    expect(Object.keys(events[0]!.event.data ?? {})).toHaveLength(20)
    await tracker.reportException(new InternalServerError('bad', { hex: '#'.padEnd(600, 'f') }))
    expect(events[1]!.event.data).toEqual({ hex: '#'.padEnd(500, 'f') })
  })

  it('reports thrown non-errors and long messages cut to the field limit', async () => {
    const { tracker, events } = setUp()
    await tracker.reportException('plain string')
    await tracker.reportException(new Error('m'.repeat(2_000)))
    expect(events[0]!.event).toMatchObject({ kind: 'string', info1: 'plain string' })
    expect(events[1]!.event.info1).toHaveLength(500)
  })

  it('logs “Logging exception failed.” when the report cannot be sent', async () => {
    const { tracker, lines } = setUp(() => Promise.reject(new Error('down')))
    await expect(tracker.reportException(new Error('boom'))).resolves.toBeUndefined()
    expect(lines).toEqual(['warn [tracking] Logging exception failed. Error: down'])
  })
})

describe('trackingSessionFrom', () => {
  it('takes the source, the cookie policy version and the consent countries from the site settings', () => {
    expect(trackingSessionFrom({ brandSlug: 'nova', cookiePolicyVersion: 3, consentCountries: ['BR'] }, 'orbit')).toEqual({
      source: 'nova_homepage',
      cookiePolicyVersion: 3,
      consentCountries: ['BR'],
    })
  })

  it('falls back to the brand from the environment, policy version 1 and no extra countries', () => {
    const fallback = { source: 'orbit_homepage', cookiePolicyVersion: 1, consentCountries: [] }
    expect(trackingSessionFrom({}, 'orbit')).toEqual(fallback)
    expect(trackingSessionFrom({ brandSlug: '', cookiePolicyVersion: null, consentCountries: null }, 'orbit')).toEqual(fallback)
    expect(trackingSessionFrom({ cookiePolicyVersion: 0 }, 'orbit').cookiePolicyVersion).toBe(1)
    expect(trackingSessionFrom({ cookiePolicyVersion: 1.5 }, 'orbit').cookiePolicyVersion).toBe(1)
  })
})

describe('cachedSession', () => {
  it('reads the metadata once per 30 s', async () => {
    let time = 0
    const load = vi.fn(async () => ({ source: `s${load.mock.calls.length}` }))
    const session = cachedSession(load, () => ({ source: 'fallback' }), { now: () => time })
    expect(await session()).toEqual({ source: 's1' })
    time = TRACKING_SESSION_CACHE_MS - 1
    await session()
    expect(load).toHaveBeenCalledTimes(1)
    time = TRACKING_SESSION_CACHE_MS
    expect(await session()).toEqual({ source: 's2' })
  })

  it('falls back when the load fails or hangs', async () => {
    const failing = cachedSession(
      () => Promise.reject(new Error('db down')),
      () => ({ source: 'fallback' }),
    )
    expect(await failing()).toEqual({ source: 'fallback' })
    const hanging = cachedSession(
      () => new Promise(() => {}),
      () => ({ source: 'fallback' }),
      { loadTimeoutMs: 10 },
    )
    expect(await hanging()).toEqual({ source: 'fallback' })
  })
})

describe('createLogger', () => {
  it('prints a repeated message once per quiet period, then says how many were held back', () => {
    const lines: string[] = []
    let time = 0
    const logger = createLogger({ threshold: 'info', sink: (_, line) => void lines.push(line), quietMs: 1_000, now: () => time })
    for (let i = 0; i < 5; i += 1) logger.warn('Logging failed.')
    logger.debug('hidden below the threshold')
    time = 1_000
    logger.warn('Logging failed.', new Error('timeout'))
    expect(lines).toEqual(['[tracking] Logging failed.', '[tracking] Logging failed. Error: timeout (4 more like this since the last report)'])
  })
})

describe('forwardDestination', () => {
  it('posts events to the tracking URL in batches of at most 50 and never rejects', async () => {
    const bodies: unknown[][] = []
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as unknown[])
      return new Response(null, { status: 204 })
    })
    const destination = forwardDestination({
      url: 'https://tracking.example/collect',
      timeoutMs: 1_000,
      logger: createLogger({ threshold: 'silent' }),
      fetchImpl: fetchImpl as typeof fetch,
    })
    const event = (i: number): AcceptedEvent => ({ event: { name: `e${i}` }, receivedAt: 1, page: undefined, country: 'US' })
    await destination.accept(Array.from({ length: 30 }, (_, i) => event(i)))
    await destination.accept(Array.from({ length: 30 }, (_, i) => event(30 + i)))
    await destination.drain()
    expect(bodies.map((body) => body.length)).toEqual([30, 30]) // 60 in one POST would pass the 50 a collector takes
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://tracking.example/collect')
  })

  it('logs a failing service and drops the events', async () => {
    const lines: string[] = []
    const destination = forwardDestination({
      url: 'https://tracking.example/collect',
      timeoutMs: 1_000,
      logger: createLogger({ threshold: 'warn', sink: (_, line) => void lines.push(line) }),
      fetchImpl: (async () => new Response('nope', { status: 500 })) as typeof fetch,
    })
    await expect(destination.accept([{ event: { name: 'a' }, receivedAt: 1, page: undefined, country: 'US' }])).resolves.toBeUndefined()
    await destination.drain()
    expect(lines).toEqual(['[tracking] Logging failed. Error: The tracking service answered 500.'])
  })
})

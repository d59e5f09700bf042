import { describe, expect, it } from 'vitest'

import type { AcceptedEvent } from '@/analytics/collector/accepted-event'
import { UnstorableEventsError, type EventDestination } from '@/analytics/collector/destination'
import { createCollectHandler } from '@/analytics/collector/handler'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { createLogger } from '@/analytics/server/log'
import type { LiveTestSettings } from '@/domain/ab/assignment'

function setUp({ fail = false as boolean | Error, limit = 1_000, cookiePolicyVersion = 1, abTests = [] as LiveTestSettings[] } = {}) {
  const stored: AcceptedEvent[] = []
  const destination: EventDestination = {
    kind: 'store',
    accept: async (events) => {
      if (fail) throw fail instanceof Error ? fail : new Error('connect ECONNREFUSED')
      stored.push(...events)
    },
    drain: async () => {},
  }
  const handle = createCollectHandler({
    limiter: new SlidingWindowRateLimiter(limit, 60_000),
    destination,
    logger: createLogger({ threshold: 'silent' }),
    countryHeader: 'x-visitor-country',
    allowedOrigins: ['https://www.orbit.example/', 'https://admin.orbit.example'],
    consentSettings: async () => ({ cookiePolicyVersion, consentCountries: [] }),
    abTests: async () => abTests,
    now: () => Date.UTC(2026, 10, 21),
  })
  return { stored, handle }
}

const request = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
  new Request('http://localhost/api/collect', {
    method,
    body: method === 'GET' ? undefined : body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1', ...headers },
  })

describe('the collect handler', () => {
  it('stores a valid batch with its country and page and answers 204 without a body or cookie', async () => {
    const { stored, handle } = setUp()
    const response = await handle(request('[{"name":"page_view"},{"name":"client_exception"}]', { referer: 'https://site.example/pricing/?x=1' }))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(stored.map((e) => [e.event.name, e.country, e.page])).toEqual([
      ['page_view', 'US', '/pricing/'],
      ['client_exception', 'US', '/pricing/'],
    ])
  })

  it('answers 405 with Allow to other methods', async () => {
    const response = await setUp().handle(request('', {}, 'GET'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers 415 to other content types', async () => {
    expect((await setUp().handle(request('[{"name":"page_view"}]', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415)
  })

  it('answers 413 to a body over 64 KiB and to more than 50 events', async () => {
    const { handle, stored } = setUp()
    expect((await handle(request(`[{"name":"page_view","info1":"${'x'.repeat(70_000)}"}]`))).status).toBe(413)
    expect((await handle(request(JSON.stringify(Array.from({ length: 51 }, () => ({ name: 'page_view' })))))).status).toBe(413)
    expect(stored).toHaveLength(0)
  })

  it('answers 400 with a short message to malformed or invalid events', async () => {
    const { handle } = setUp()
    const malformed = await handle(request('[{"name":'))
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ errors: [{ message: 'The body is not valid JSON.' }] })
    expect((await handle(request('[{"nom":"a"}]'))).status).toBe(400)
  })

  it('answers 429 with Retry-After past the per-client limit', async () => {
    const { handle } = setUp({ limit: 2 })
    const statuses = []
    for (let i = 0; i < 4; i += 1) statuses.push((await handle(request('[{"name":"page_view"}]'))).status)
    expect(statuses).toEqual([204, 204, 429, 429])
    const other = await handle(request('[{"name":"page_view"}]', { 'x-forwarded-for': '203.0.113.2' }))
    expect(other.status).toBe(204)
    const refused = await handle(request('[{"name":"page_view"}]'))
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('drops, with 204, the events of a consent-country visitor without analytics consent', async () => {
    const { handle, stored } = setUp()
    const response = await handle(request('[{"name":"page_view"}]', { 'x-visitor-country': 'DE' }))
    expect(response.status).toBe(204)
    expect(stored).toHaveLength(0)
    await handle(request('[{"name":"page_view"}]', { 'x-visitor-country': 'DE', cookie: 'cookie_consent=v1.1732000000000.010' }))
    expect(stored.map((e) => e.country)).toEqual(['DE'])
  })

  it('drops, with 204, what another site’s page posts: Sec-Fetch-Site cross-site or a foreign Origin', async () => {
    const { handle, stored } = setUp()
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://www.orbit.example' }, // the browser's word wins
      { origin: 'https://evil.example' },
      { origin: 'https://www.orbit.example.evil.example' },
      { origin: 'http://www.orbit.example' }, // another scheme is another origin
      { origin: 'null' }, // a sandboxed frame or a file: page
      { origin: 'https://blog.orbit.example', 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of foreign) {
      const response = await handle(request('[{"name":"page_view"}]', { 'content-type': 'text/plain', ...headers }))
      expect(response.status, JSON.stringify(headers)).toBe(204)
    }
    expect(stored).toHaveLength(0)
  })

  it('stores what the site’s own pages post, and requests that name no origin', async () => {
    const { handle, stored } = setUp()
    const own: Record<string, string>[] = [
      { origin: 'https://www.orbit.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://WWW.orbit.example:443' },
      { origin: 'https://admin.orbit.example', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
    ]
    for (const headers of own) expect((await handle(request('[{"name":"page_view"}]', headers))).status).toBe(204)
    expect(stored).toHaveLength(own.length)
  })

  it('drops the events of a consent-country visitor whose grant was for an older cookie policy', async () => {
    const { handle, stored } = setUp({ cookiePolicyVersion: 2 })
    const headers = { 'x-visitor-country': 'DE', 'sec-gpc': '1' }
    await handle(request('[{"name":"page_view"}]', { ...headers, cookie: 'cookie_consent=v1.1732000000000.010' }))
    expect(stored).toHaveLength(0)
    await handle(request('[{"name":"page_view"}]', { ...headers, cookie: 'cookie_consent=v2.1732000000000.010' }))
    expect(stored).toHaveLength(1)
  })

  it('answers 400 without Retry-After when PostgreSQL refused this request’s events for their content', async () => {
    const response = await setUp({ fail: new UnstorableEventsError('refused') }).handle(request('[{"name":"page_view"}]'))
    expect(response.status).toBe(400)
    expect(response.headers.get('retry-after')).toBeNull()
  })

  it('answers 503 with Retry-After when the events cannot be stored', async () => {
    const response = await setUp({ fail: true }).handle(request('[{"name":"page_view"}]'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('15')
    expect(JSON.stringify(await response.json())).not.toMatch(/ECONNREFUSED/)
  })
})

describe('what the collector records', () => {
  it('refuses an event the site’s browser never sends: a made-up name, a server event', async () => {
    const { handle, stored } = setUp()
    for (const name of ['made_up_event', 'server_exception', 'config_fetch_error', 'mini_site_cluster_not_valid']) {
      const response = await handle(request(JSON.stringify([{ name: 'page_view' }, { name }])))
      expect(response.status, name).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('event 1.name')
    }
    expect(stored).toHaveLength(0)
  })

  const running: LiveTestSettings = {
    testName: 'request_a_demo',
    status: 'running',
    variants: [
      { name: 'control', traffic: 50 },
      { name: 'demo', traffic: 50 },
    ],
  }
  const exposure = (test: string, variant: string) => ({ name: 'ab_test_exposure', kind: 'exposure', info1: test, info3: variant })
  const conversion = (test: string, variant: string) => ({ name: 'ab_test_conversion', kind: 'signup_click', info1: test, info3: variant })

  it('counts A/B exposures and conversions only for a running test and the variant the visitor was assigned', async () => {
    const paused: LiveTestSettings = { ...running, testName: 'get_quote', status: 'paused' }
    const ended: LiveTestSettings = { ...running, testName: 'mobile_sticky_signup', endsAt: '2026-01-01T00:00:00Z' }
    const { handle, stored } = setUp({ abTests: [running, paused, ended] })
    const cookie = 'ab_tests=request_a_demo%3Ddemo%26get_quote%3Ddemo%26mobile_sticky_signup%3Ddemo'
    const response = await handle(
      request(
        JSON.stringify([
          exposure('request_a_demo', 'demo'),
          conversion('request_a_demo', 'demo'),
          // Not the visitor's variant, a test that is not running, one that has ended, one that does not exist.
          exposure('request_a_demo', 'control'),
          conversion('get_quote', 'demo'),
          exposure('mobile_sticky_signup', 'demo'),
          exposure('no_such_test', 'demo'),
          { name: 'page_view' },
        ]),
        { cookie },
      ),
    )
    expect(response.status).toBe(204)
    expect(stored.map(({ event }) => [event.name, event.info1, event.info3])).toEqual([
      ['ab_test_exposure', 'request_a_demo', 'demo'],
      ['ab_test_conversion', 'request_a_demo', 'demo'],
      ['page_view', undefined, undefined],
    ])
  })

  it('counts no A/B event of a visitor without an assignment, and still answers 204', async () => {
    const { handle, stored } = setUp({ abTests: [running] })
    const response = await handle(request(JSON.stringify([exposure('request_a_demo', 'demo')])))
    expect(response.status).toBe(204)
    expect(stored).toHaveLength(0)
  })
})

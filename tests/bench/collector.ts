/**
 * Sustained throughput of the event collector (/api/collect), measured against a site that is
 * already running in production mode (this script builds and starts nothing).
 *
 *   COLLECTOR_RATE_LIMIT=1000000 npm start    # in another terminal; see below
 *   npm run bench:collector
 *
 * Every request is a batch of 10 valid events, as the browser tracker sends them, each request
 * from a different visitor id. All requests come from this one machine, and the collector limits
 * requests per client address (COLLECTOR_RATE_LIMIT per minute, default 120): the server under
 * test must be started with a limit above what the run sends, or most answers are 429s. The bench
 * does not forge X-Forwarded-For to look like many clients; it measures the collector with the
 * limit out of the way, and says so if it meets 429s.
 *
 * Settings (environment): BENCH_URL (default http://localhost:3000), BENCH_CONNECTIONS (default
 * 50), BENCH_DURATION (seconds, default 20).
 *
 * Prints events/s (2xx requests/s × 10), p50/p99 latency, non-2xx answers and errors, and writes
 * tests/bench/results/collector.json. Compare runs on the same machine; never assert on them.
 */
import { randomUUID } from 'node:crypto'

import autocannon from 'autocannon'

import { BenchSetupError, benchUrl, positiveIntegerFromEnv, run, table, writeResults } from './lib/common'

const EVENTS_PER_REQUEST = 10
const REQUEST_HEADERS = { 'content-type': 'application/json', 'user-agent': 'orbit-bench-collector' }

let visitors = 0

/** Ten events of one visit, like a page view with its web vitals. */
function batch(): string {
  visitors += 1
  const visit = randomUUID()
  const visitorId = `bench-visitor-${visitors}`
  return JSON.stringify(
    Array.from({ length: EVENTS_PER_REQUEST }, (_, i) => ({
      name: i === 0 ? 'page_view' : 'client_performance_measurement',
      timestamp: Date.now(),
      source: 'orbit_homepage',
      kind: i === 0 ? undefined : 'LCP',
      info1: '/pricing/',
      direct_object: visit,
      visitor_id: visitorId,
      screen_size: '1280x720',
      os_language: 'en-US',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) orbit-bench-collector',
      value: i === 0 ? undefined : 1000 + i,
      data: i === 0 ? undefined : { rating: 'good' },
    })),
  )
}

/** One request first: a server that refuses it (down, rate limited, old build) makes the run meaningless. */
async function requireCollectorAccepts(url: URL): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', headers: REQUEST_HEADERS, body: batch(), signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    throw new BenchSetupError(`Cannot reach ${url} (${cause}). Start the site first: COLLECTOR_RATE_LIMIT=1000000 npm start`)
  }
  const text = await response.text()
  if (response.status === 429) {
    throw new BenchSetupError(`${url} answered 429: start the server with COLLECTOR_RATE_LIMIT=1000000 so that the limit is not what is measured.`)
  }
  if (response.status !== 204) throw new BenchSetupError(`${url} answered ${response.status}, not 204: ${text.slice(0, 200)}`)
}

run(async () => {
  const url = new URL('/api/collect', benchUrl())
  const connections = positiveIntegerFromEnv('BENCH_CONNECTIONS', 50)
  const duration = positiveIntegerFromEnv('BENCH_DURATION', 20)

  await requireCollectorAccepts(url)

  console.error(`load: POST ${url.pathname}, ${EVENTS_PER_REQUEST} events per request (${connections} connections, ${duration} s)…`)
  const result = await autocannon({
    url: url.href,
    connections,
    duration,
    method: 'POST',
    headers: REQUEST_HEADERS,
    // A new body (a new visitor) for every request, so nothing can be served from a cache.
    requests: [{ setupRequest: (request) => ({ ...request, body: batch() }) }],
  })

  const statusCodes: Record<string, number> = {}
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0
  const seconds = result.duration
  const okRequestsPerSecond = result['2xx'] / seconds
  const load = {
    requests: result.requests.total,
    okRequests: result['2xx'],
    okRequestsPerSecond,
    eventsPerSecond: okRequestsPerSecond * EVENTS_PER_REQUEST,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  }
  const file = writeResults('collector.json', {
    url: url.href,
    measuredAt: new Date().toISOString(),
    node: process.version,
    connections,
    durationSeconds: seconds,
    eventsPerRequest: EVENTS_PER_REQUEST,
    load,
  })

  console.log(`collector benchmark: POST ${url.href}, ${connections} connections for ${duration} s, ${EVENTS_PER_REQUEST} events per request`)
  console.log(
    table(
      ['events/s', '2xx req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors/timeouts'],
      [[load.eventsPerSecond.toFixed(0), okRequestsPerSecond.toFixed(1), load.latencyP50Ms, load.latencyP99Ms, load.non2xx, `${load.errors}/${load.timeouts}`]],
    ),
  )
  if (load.non2xx > 0) console.log(`status codes: ${JSON.stringify(statusCodes)}`)
  if (statusCodes['429']) console.log('429s: the server limits requests per client; start it with COLLECTOR_RATE_LIMIT=1000000 for this benchmark.')
  console.log(`results: ${file}`)
})

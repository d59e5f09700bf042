/**
 * Throughput, latency and first-load JavaScript of the public pages, measured against a site
 * that is already running in production mode (this script builds and starts nothing).
 *
 *   npm start                # in another terminal, or anywhere BENCH_URL points to
 *   npm run bench:site
 *
 * Settings (environment): BENCH_URL (default http://localhost:3000), BENCH_PATHS (comma
 * separated, default /,/pricing,/lang/de/pricing,/crm), BENCH_CONNECTIONS (default 50),
 * BENCH_DURATION (seconds per path, default 20).
 *
 * Prints a table and writes tests/bench/results/site.json. The figures depend on the machine
 * and on what else it runs: compare runs made on the same machine, never assert on them.
 */
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { benchPaths, benchUrl, positiveIntegerFromEnv, requirePagesAnswer200, run, table, writeResults } from './lib/common'
import { pageScripts } from './lib/html'

// What a browser sends, so the server does the work (compression included) it does for visitors.
const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'orbit-bench-site',
}

interface Load {
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  non2xx: number
  statusCodes: Record<string, number>
  errors: number
  timeouts: number
}

interface ScriptSize {
  url: string
  status: number
  bytes: number
  gzipBytes: number
}

interface FirstLoadJavaScript {
  /** Same-origin external scripts, each gzipped on its own; the sums leave out those not answering 200. */
  external: { gzipBytes: number; bytes: number; scripts: ScriptSize[] }
  /** All inline scripts, gzipped together as they travel inside the HTML. */
  inline: { gzipBytes: number; bytes: number; count: number }
  /** External scripts on other origins: listed, not downloaded. */
  crossOrigin: string[]
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)

async function measureLoad(url: URL, connections: number, duration: number): Promise<Load> {
  const warmUp = await fetch(url, { headers: REQUEST_HEADERS })
  await warmUp.arrayBuffer()

  const result = await autocannon({ url: url.href, connections, duration, headers: REQUEST_HEADERS })
  const statusCodes: Record<string, number> = {}
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

// Scripts shared by several pages are downloaded once.
const scriptSizes = new Map<string, Promise<ScriptSize>>()

function scriptSize(url: URL): Promise<ScriptSize> {
  let size = scriptSizes.get(url.href)
  if (!size) {
    size = (async () => {
      const response = await fetch(url)
      const body = Buffer.from(await response.arrayBuffer())
      return { url: url.href, status: response.status, bytes: body.length, gzipBytes: gzipSync(body).length }
    })()
    scriptSizes.set(url.href, size)
  }
  return size
}

async function measureJavaScript(url: URL): Promise<FirstLoadJavaScript> {
  const response = await fetch(url)
  const { external, inline } = pageScripts(await response.text(), new URL(response.url))
  const sameOrigin = external.filter((script) => script.origin === url.origin)
  const scripts = await Promise.all(sameOrigin.map(scriptSize))
  const loaded = scripts.filter((s) => s.status === 200)
  const inlineText = Buffer.from(inline.join('\n'))
  return {
    external: {
      gzipBytes: loaded.reduce((sum, s) => sum + s.gzipBytes, 0),
      bytes: loaded.reduce((sum, s) => sum + s.bytes, 0),
      scripts,
    },
    inline: { gzipBytes: inline.length > 0 ? gzipSync(inlineText).length : 0, bytes: inlineText.length, count: inline.length },
    crossOrigin: external.filter((script) => script.origin !== url.origin).map((script) => script.href),
  }
}

run(async () => {
  const base = benchUrl()
  const paths = benchPaths(['/', '/pricing', '/lang/de/pricing', '/crm'])
  const connections = positiveIntegerFromEnv('BENCH_CONNECTIONS', 50)
  const duration = positiveIntegerFromEnv('BENCH_DURATION', 20)

  await requirePagesAnswer200(base, paths)

  const loads: Load[] = []
  for (const p of paths) {
    console.error(`load: ${p} (${connections} connections, ${duration} s)…`)
    loads.push(await measureLoad(new URL(p, base), connections, duration))
  }
  const javascript: FirstLoadJavaScript[] = []
  for (const p of paths) {
    console.error(`first-load JavaScript: ${p}…`)
    javascript.push(await measureJavaScript(new URL(p, base)))
  }

  const pages = paths.map((p, i) => ({ path: p, load: loads[i]!, javascript: javascript[i]! }))
  const file = writeResults('site.json', {
    url: base.origin,
    measuredAt: new Date().toISOString(),
    node: process.version,
    connections,
    durationSeconds: duration,
    requestHeaders: REQUEST_HEADERS,
    pages,
  })

  console.log(`site benchmark: ${base.origin}, ${connections} connections for ${duration} s per path`)
  console.log(
    table(
      ['path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors/timeouts', 'JS kB gzip', 'inline JS kB gzip'],
      pages.map(({ path, load, javascript }) => [
        path,
        load.requestsPerSecond.toFixed(1),
        load.latencyP50Ms,
        load.latencyP99Ms,
        load.non2xx,
        `${load.errors}/${load.timeouts}`,
        kB(javascript.external.gzipBytes),
        kB(javascript.inline.gzipBytes),
      ]),
    ),
  )
  console.log('JS kB gzip: same-origin <script src> and script preloads, each gzipped (default level); 1 kB = 1000 bytes.')

  for (const { path, load, javascript } of pages) {
    if (load.non2xx > 0) console.log(`${path}: status codes ${JSON.stringify(load.statusCodes)}`)
    const failed = javascript.external.scripts.filter((s) => s.status !== 200)
    for (const s of failed) console.log(`${path}: script ${s.url} answered ${s.status} (not counted)`)
    for (const href of javascript.crossOrigin) console.log(`${path}: cross-origin script not counted: ${href}`)
  }
  console.log(`results: ${file}`)
})

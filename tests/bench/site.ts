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
 * Side by side with a second running server (say the reference site, see the README):
 *
 *   npm run bench:site -- --against http://localhost:3600 [--pid <A's server pid>] [--against-pid <B's>]
 *
 * loads the two in turn, A B A B (BENCH_ROUNDS rounds, default 2; BENCH_DURATION default 15 s),
 * each path without and with gzip (as a returning visitor with BENCH_COOKIE), over BENCH_PATHS (default the pages above, /robots.txt and
 * /sitemap.xml) and BENCH_AGAINST_PATHS on B (default the same, one for each), and prints each
 * run, the medians with their ratio, and each server's RSS when its pid is given.
 *
 * First-load JavaScript alone, of any running Next.js site (say a minimal App Router app of the
 * same Next version, the yardstick; see docs/performance.md), with no load:
 *
 *   BENCH_URL=http://localhost:3700 BENCH_PATHS=/ npm run bench:site -- --javascript-only
 *
 * Prints a table and writes tests/bench/results/site.json. The figures depend on the machine
 * and on what else it runs: compare runs made on the same machine, never assert on them.
 */
import { gzipSync } from 'node:zlib'

import { BenchSetupError, benchPaths, benchUrl, positiveIntegerFromEnv, requirePagesAnswer200, run, table, writeResults } from './lib/common'
import { pageScripts } from './lib/html'
import { type Load, loadTool, measureLoad } from './lib/load'
import { argument, pidArgument, runSideBySide, sideBySideReport } from './lib/side-by-side'

// What a browser sends, so the server does the work (compression included) it does for visitors.
const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'orbit-bench-site',
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

async function sideBySide(base: URL, against: string): Promise<void> {
  let b: URL
  try {
    b = new URL(against)
  } catch {
    throw new BenchSetupError(`--against is not a URL: ${against}`)
  }
  const pathsA = benchPaths(['/', '/pricing', '/lang/de/pricing', '/crm', '/robots.txt', '/sitemap.xml'])
  const pathsB = process.env.BENCH_AGAINST_PATHS ? benchPaths([], 'BENCH_AGAINST_PATHS') : pathsA
  if (pathsB.length !== pathsA.length) throw new BenchSetupError('BENCH_AGAINST_PATHS must name as many paths as BENCH_PATHS (one for each).')
  await requirePagesAnswer200(base, pathsA)
  await requirePagesAnswer200(b, pathsB)
  const settings = {
    a: base,
    b,
    pathsA,
    pathsB,
    pidA: pidArgument(process.argv, 'pid'),
    pidB: pidArgument(process.argv, 'against-pid'),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', 50),
    duration: positiveIntegerFromEnv('BENCH_DURATION', 15),
    rounds: positiveIntegerFromEnv('BENCH_ROUNDS', 2),
  }
  const rows = await runSideBySide(settings)
  const file = writeResults('site-side-by-side.json', {
    a: base.origin,
    b: b.origin,
    measuredAt: new Date().toISOString(),
    node: process.version,
    connections: settings.connections,
    durationSeconds: settings.duration,
    rows,
  })
  console.log(sideBySideReport(rows, base, b))
  console.log(`results: ${file}`)
}

/** Each page's first-load JavaScript, script by script, with no load. */
async function javascriptOnly(base: URL, paths: string[]): Promise<void> {
  await requirePagesAnswer200(base, paths)
  const pages: { path: string; javascript: FirstLoadJavaScript }[] = []
  for (const p of paths) pages.push({ path: p, javascript: await measureJavaScript(new URL(p, base)) })
  const file = writeResults('site-javascript.json', { url: base.origin, measuredAt: new Date().toISOString(), pages })
  console.log(`first-load JavaScript: ${base.origin}`)
  console.log(
    table(
      ['path', 'scripts', 'JS kB', 'JS kB gzip', 'inline JS kB gzip', 'total kB gzip'],
      pages.map(({ path, javascript }) => [
        path,
        javascript.external.scripts.length,
        kB(javascript.external.bytes),
        kB(javascript.external.gzipBytes),
        kB(javascript.inline.gzipBytes),
        kB(javascript.external.gzipBytes + javascript.inline.gzipBytes),
      ]),
    ),
  )
  for (const { path, javascript } of pages) {
    console.log(`\n${path}:`)
    const scripts = [...javascript.external.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)
    console.log(
      table(
        ['script', 'kB', 'kB gzip', 'status'],
        scripts.map((s) => [new URL(s.url).pathname, kB(s.bytes), kB(s.gzipBytes), s.status]),
      ),
    )
    for (const href of javascript.crossOrigin) console.log(`cross-origin script not counted: ${href}`)
  }
  console.log('\nkB gzip: each same-origin <script src> and script preload gzipped on its own (default level); 1 kB = 1000 bytes.')
  console.log(`results: ${file}`)
}

run(async () => {
  const base = benchUrl()
  const against = argument(process.argv, 'against')
  if (against !== undefined) return sideBySide(base, against)
  const paths = benchPaths(['/', '/pricing', '/lang/de/pricing', '/crm'])
  if (process.argv.includes('--javascript-only')) return javascriptOnly(base, paths)
  const connections = positiveIntegerFromEnv('BENCH_CONNECTIONS', 50)
  const duration = positiveIntegerFromEnv('BENCH_DURATION', 20)

  await requirePagesAnswer200(base, paths)

  const loads: Load[] = []
  for (const p of paths) {
    console.error(`load: ${p} (${connections} connections, ${duration} s)…`)
    loads.push(await measureLoad(new URL(p, base), connections, duration, REQUEST_HEADERS))
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

  console.log(`site benchmark: ${base.origin}, ${connections} connections for ${duration} s per path, load by ${loadTool()}`)
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

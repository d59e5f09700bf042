/**
 * A morning of mixed traffic, replayed by wrk against a running site (this script builds and
 * starts nothing): every page of the sitemap in four locales; a third of the requests from
 * returning visitors with the tracker's cookies, some with A/B assignments or a customer's
 * cookies, some landing from campaigns or from a search engine.
 *
 *   npm run bench:replay                                  # BENCH_URL, default http://localhost:3000
 *   npm run bench:replay -- --pid <server pid>            # and its RSS after the replay
 *   npm run bench:replay -- --against http://localhost:3600 --against-pid <pid>
 *
 * Side by side, B (say Payload's website template) gets the same load on its `/`, each run in
 * turn, A B A B (BENCH_ROUNDS, default 2, BENCH_DURATION seconds each, default 30). Against nginx
 * in front of the cluster (BENCH_URL=http://localhost:8080), the share of answers from nginx's
 * cache (X-Cache-Status) is printed too. BENCH_SEED changes the mix; the same seed, the same mix.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BenchSetupError, benchUrl, positiveIntegerFromEnv, run, table, writeResults } from './lib/common'
import { argument, median, pidArgument, rssMb } from './lib/side-by-side'

type Request = { path: string; headers: Record<string, string> }

/** The locales the replay visits, of the sixteen. */
const LOCALES = ['en', 'de', 'ja', 'es']
const GZIP = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip', 'user-agent': 'orbit-bench-replay' }

/** A small deterministic random source (mulberry32), so that a seed gives the same mix. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Every page the site lists in its sitemap, in the replay's locales. */
async function sitemapPaths(origin: URL): Promise<string[]> {
  const response = await fetch(new URL('/sitemap.xml', origin))
  if (!response.ok) throw new BenchSetupError(`${origin.origin}/sitemap.xml answered ${response.status}`)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const inLocales = paths.filter((pathname) => {
    const locale = pathname.match(/^\/lang\/([^/]+)/)?.[1] ?? 'en'
    return LOCALES.includes(locale)
  })
  return [...new Set(inLocales)]
}

/** The mix: each page once per kind of visitor the shares below call for, shuffled. */
function mix(paths: string[], seed: number, size: number): Request[] {
  const next = random(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const id = () => `${Math.floor(next() * 1e12).toString(36)}-${Math.floor(next() * 1e12).toString(36)}`
  const requests: Request[] = []
  for (let index = 0; index < size; index++) {
    const headers: Record<string, string> = { ...GZIP }
    let query = ''
    const cookies: string[] = []
    const kind = next()
    // A third are returning visitors: the tracker's and analytics' cookies, which the proxy does not read.
    if (kind < 1 / 3) cookies.push(`_ga=GA1.2.${id()}`, `visitor_id=${id()}`, `visit_id=${id()}`)
    if (next() < 0.08) cookies.push('ab_tests=homepage_price_per_seat%3Dcontrol')
    if (next() < 0.04) cookies.push('paying_account=true', `platform_user_id=${id()}`)
    if (next() < 0.1) query = `?utm_source=${pick(['ads', 'newsletter', 'partner'])}&utm_campaign=${pick(['spring', 'launch', 'webinar'])}`
    if (next() < 0.1) headers.referer = pick(['https://www.google.com/', 'https://www.bing.com/search?q=crm', 'https://news.ycombinator.com/'])
    if (cookies.length > 0) headers.cookie = cookies.join('; ')
    requests.push({ path: `${pick(paths)}${query}`, headers })
  }
  return requests
}

/**
 * A wrk script that sends the requests in turn and counts answers by status and by X-Cache-Status.
 * wrk.format adds no Host header to a table of headers given to it: HTTP/1.1 needs one.
 */
function wrkScript(requests: Request[], origin: URL): string {
  const quote = (text: string) => JSON.stringify(text)
  const lines = requests.map(
    (request) =>
      `  wrk.format("GET", ${quote(request.path)}, { ${Object.entries({ host: origin.host, ...request.headers })
        .map(([name, value]) => `[${quote(name)}] = ${quote(value)}`)
        .join(', ')} }),`,
  )
  return `local requests = {
${lines.join('\n')}
}
local index = 0
hits, misses, bypasses, others, errors = 0, 0, 0, 0, 0
function request()
  index = index % #requests + 1
  return requests[index]
end
function response(status, headers, body)
  if status >= 400 then errors = errors + 1 end
  local cache = headers["X-Cache-Status"] or headers["x-cache-status"]
  if cache == "HIT" or cache == "STALE" or cache == "UPDATING" then hits = hits + 1
  elseif cache == "MISS" or cache == "EXPIRED" then misses = misses + 1
  elseif cache == "BYPASS" then bypasses = bypasses + 1
  else others = others + 1 end
end
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
  local t = threads[1]
  io.write(string.format("REPLAY %d %d %d %d %d %.3f %.3f %d\\n", t:get("hits"), t:get("misses"), t:get("bypasses"), t:get("others"), t:get("errors"),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests))
end
`
}

type Run = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  errors: number
  cache: { hits: number; misses: number; bypasses: number }
}

function replay(origin: URL, script: string, connections: number, duration: number): Promise<Run> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-replay-')), 'replay.lua')
  fs.writeFileSync(file, script)
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '-s', file, origin.href], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('error', (error) => reject(new BenchSetupError(`wrk could not start (apt-get install wrk): ${error.message}`)))
    child.on('close', (code) => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
      const figures = output.match(/REPLAY (\d+) (\d+) (\d+) (\d+) (\d+) ([\d.]+) ([\d.]+) (\d+)/)
      const rate = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN)
      if (code !== 0 || !figures) return reject(new Error(`wrk ended with ${code}:\n${output}`))
      const [, hits, misses, bypasses, , errors, p50, p99, requests] = figures.map(Number)
      // Campaign and unknown paths may answer 4xx now and then; a run of mostly errors measures nothing.
      if (errors! > requests! / 10) return reject(new BenchSetupError(`${origin.origin}: ${errors} of ${requests} answers were 4xx or 5xx`))
      resolve({
        requestsPerSecond: rate,
        p50Ms: p50!,
        p99Ms: p99!,
        requests: requests!,
        errors: errors!,
        cache: { hits: hits!, misses: misses!, bypasses: bypasses! },
      })
    })
  })
}

await run(async () => {
  const a = benchUrl()
  const againstRaw = argument(process.argv, 'against')
  const b = againstRaw ? new URL(againstRaw) : undefined
  const pidA = pidArgument(process.argv, 'pid')
  const pidB = pidArgument(process.argv, 'against-pid')
  const connections = positiveIntegerFromEnv('BENCH_CONNECTIONS', 50)
  const duration = positiveIntegerFromEnv('BENCH_DURATION', 30)
  const rounds = positiveIntegerFromEnv('BENCH_ROUNDS', 2)
  const seed = positiveIntegerFromEnv('BENCH_SEED', 1)
  const paths = await sitemapPaths(a)
  const requests = mix(paths, seed, 2_000)
  console.error(`replaying ${requests.length} requests over ${paths.length} pages in ${LOCALES.join(', ')} (seed ${seed})`)
  const scriptA = wrkScript(requests, a)
  const scriptB = b ? wrkScript([{ path: '/', headers: GZIP }], b) : ''
  const runsA: Run[] = []
  const runsB: Run[] = []
  for (let round = 1; round <= rounds; round++) {
    console.error(`A ${a.origin}, the mix, round ${round}/${rounds}…`)
    runsA.push(await replay(a, scriptA, connections, duration))
    if (b) {
      console.error(`B ${b.origin}/, round ${round}/${rounds}…`)
      runsB.push(await replay(b, scriptB, connections, duration))
    }
  }
  const row = (label: string, runs: Run[], pid: number | undefined) => {
    const served = (run: Run) => run.cache.hits + run.cache.misses + run.cache.bypasses
    const hitRatio = runs.some((run) => served(run) > 0)
      ? `${(100 * median(runs.map((run) => run.cache.hits / Math.max(1, served(run)))) || 0).toFixed(1)} %`
      : '-'
    const rss = rssMb(pid)
    return [
      label,
      median(runs.map((run) => run.requestsPerSecond)).toFixed(1),
      median(runs.map((run) => run.p50Ms)).toFixed(1),
      median(runs.map((run) => run.p99Ms)).toFixed(1),
      runs.reduce((sum, run) => sum + run.errors, 0),
      hitRatio,
      rss === undefined ? '-' : rss.toFixed(0),
    ]
  }
  const rows = [row(`A ${a.origin} (the mix)`, runsA, pidA), ...(b ? [row(`B ${b.origin}/ (its /)`, runsB, pidB)] : [])]
  console.log(table(['server', 'req/s', 'p50 ms', 'p99 ms', '4xx/5xx', 'nginx hits', 'RSS MB after'], rows))
  if (b) console.log(`\nA/B req/s: ${(median(runsA.map((r) => r.requestsPerSecond)) / median(runsB.map((r) => r.requestsPerSecond))).toFixed(2)}×`)
  writeResults('replay', { seed, pages: paths.length, runsA, runsB, rssMbA: rssMb(pidA), rssMbB: rssMb(pidB) })
})

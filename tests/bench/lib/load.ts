/**
 * One load run against one URL, reduced to the figures the benchmarks print: by wrk when it is
 * installed (`apt-get install wrk`), else by autocannon. BENCH_LOAD_TOOL=autocannon|wrk chooses.
 *
 * Why wrk first: autocannon, in JavaScript on the same two cores as the server, decodes every
 * response body into a string. A page with any character outside ASCII (the language menu's
 * 日本語) costs it several times what an ASCII page does, and at a few hundred requests a second
 * autocannon, not the server, was the limit; wrk, in C, only counts the bytes.
 */
import { execFileSync, spawn } from 'node:child_process'

import autocannon from 'autocannon'

export interface Load {
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  non2xx: number
  statusCodes: Record<string, number>
  errors: number
  timeouts: number
}

export type LoadTool = 'wrk' | 'autocannon'

function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk prints its version and exits with 1; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
}

let chosen: LoadTool | undefined

/** The load generator this run uses (printed by the benchmarks beside their figures). */
export function loadTool(): LoadTool {
  if (chosen) return chosen
  const asked = process.env.BENCH_LOAD_TOOL
  if (asked && asked !== 'wrk' && asked !== 'autocannon') throw new Error(`BENCH_LOAD_TOOL must be wrk or autocannon, not ${asked}`)
  chosen = (asked as LoadTool | undefined) ?? (wrkInstalled() ? 'wrk' : 'autocannon')
  return chosen
}

/** Loads `url` for `duration` seconds after one warm-up request (which fills Next's cache). */
export async function measureLoad(url: URL, connections: number, duration: number, headers: Record<string, string>): Promise<Load> {
  const warmUp = await fetch(url, { headers })
  await warmUp.arrayBuffer()
  return loadTool() === 'wrk' ? wrkLoad(url, connections, duration, headers) : autocannonLoad(url, connections, duration, headers)
}

async function autocannonLoad(url: URL, connections: number, duration: number, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url: url.href, connections, duration, headers })
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

function wrkLoad(url: URL, connections: number, duration: number, headers: Record<string, string>): Promise<Load> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url.href,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk ended with ${code}:\n${output}`))))
  })
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

function milliseconds(text: string | undefined): number {
  const match = text?.match(/^([\d.]+)(us|ms|s|m)$/)
  return match ? Number(match[1]) * (MS_PER_UNIT[match[2] as string] ?? Number.NaN) : Number.NaN
}

/** wrk's report (with --latency) in the shape autocannon's is reduced to. */
export function parseWrk(output: string): Load {
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0)
  const socketErrors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/)
  return {
    requests: number(/(\d+) requests in/),
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    latencyP50Ms: milliseconds(output.match(/^\s+50%\s+(\S+)/m)?.[1]),
    latencyP99Ms: milliseconds(output.match(/^\s+99%\s+(\S+)/m)?.[1]),
    non2xx,
    // wrk counts the answers that were neither 2xx nor 3xx, not each status.
    statusCodes: non2xx > 0 ? { 'not 2xx/3xx': non2xx } : {},
    errors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
  }
}

/**
 * One autocannon run against one URL, reduced to the figures the benchmarks print.
 */
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

/** Loads `url` for `duration` seconds after one warm-up request (which fills Next's cache). */
export async function measureLoad(url: URL, connections: number, duration: number, headers: Record<string, string>): Promise<Load> {
  const warmUp = await fetch(url, { headers })
  await warmUp.arrayBuffer()

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

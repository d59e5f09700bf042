/**
 * `/` through nginx's shared cache and directly on one instance, in one run, on the cluster that
 * `npm run cluster` runs (this script starts one of its own unless CLUSTER_BENCH_URL is given).
 *
 *   npm run bench:cluster
 *   CLUSTER_BENCH_URL=http://127.0.0.1:3060 CLUSTER_BENCH_INSTANCE=http://127.0.0.1:3061 npm run bench:cluster
 *
 * Settings (environment): BENCH_CONNECTIONS (default 50), BENCH_DURATION (seconds per target,
 * default 15). Prints a table and writes tests/bench/results/cluster.json. The figures depend on
 * the machine and on what else it runs; never assert on them.
 */
import autocannon from 'autocannon'

import { startCluster } from '../helpers/cluster'
import { positiveIntegerFromEnv, run, table, writeResults } from './lib/common'

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'orbit-bench-cluster',
  'x-visitor-country': 'US',
}

async function load(url: string, connections: number, duration: number) {
  // Warm both caches first (nginx's and the shared Next cache).
  for (let index = 0; index < 3; index++) await (await fetch(url, { headers: HEADERS })).arrayBuffer()
  const result = await autocannon({ url, connections, duration, headers: HEADERS })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

run(async () => {
  const connections = positiveIntegerFromEnv('BENCH_CONNECTIONS', 50)
  const duration = positiveIntegerFromEnv('BENCH_DURATION', 15)
  const given = process.env.CLUSTER_BENCH_URL
  const cluster = given ? undefined : await startCluster()
  const front = given ?? cluster!.url
  const instance =
    process.env.CLUSTER_BENCH_INSTANCE ?? cluster?.instances[0] ?? `${new URL(front).protocol}//${new URL(front).hostname}:${Number(new URL(front).port) + 1}`
  try {
    const throughNginx = await load(`${front}/`, connections, duration)
    const direct = await load(`${instance}/`, connections, duration)
    const rows = [
      ['through nginx (cache)', `${front}/`, throughNginx],
      ['one instance, directly', `${instance}/`, direct],
    ] as const
    console.log(
      table(
        ['target', 'url', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
        rows.map(([name, url, r]) => [name, url, r.requestsPerSecond, r.latencyP50Ms, r.latencyP99Ms, r.non2xx, r.errors + r.timeouts]),
      ),
    )
    console.log(`results: ${writeResults('cluster', { connections, duration, throughNginx, direct })}`)
  } finally {
    await cluster?.stop()
  }
})

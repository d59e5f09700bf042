import { describe, expect, it } from 'vitest'

import { parseWrk } from '../bench/lib/load'

const REPORT = `Running 8s test @ http://localhost:3600/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    51.20ms   12.01ms 412.00ms   91.12%
    Req/Sec     0.98k   101.20     1.10k    75.00%
  Latency Distribution
     50%   48.91ms
     75%   52.03ms
     90%   61.44ms
     99%    1.02s
  7988 requests in 8.01s, 722.31MB read
  Socket errors: connect 0, read 2, write 0, timeout 7
  Non-2xx or 3xx responses: 3
Requests/sec:    997.25
Transfer/sec:     90.18MB
`

describe('parseWrk', () => {
  it('reads the figures the benchmarks print from wrk --latency', () => {
    expect(parseWrk(REPORT)).toEqual({
      requests: 7988,
      requestsPerSecond: 997.25,
      latencyP50Ms: 48.91,
      latencyP99Ms: 1020,
      non2xx: 3,
      statusCodes: { 'not 2xx/3xx': 3 },
      errors: 2,
      timeouts: 7,
    })
  })

  it('reads microseconds, and a clean run with no error lines', () => {
    const clean = REPORT.replace('48.91ms', '812.00us').replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '')
    const load = parseWrk(clean)
    expect(load.latencyP50Ms).toBeCloseTo(0.812)
    expect(load.non2xx).toBe(0)
    expect(load.statusCodes).toEqual({})
    expect(load.errors + load.timeouts).toBe(0)
  })
})

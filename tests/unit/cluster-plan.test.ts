import { describe, expect, it } from 'vitest'

import { alternateBuild, restartDelay, STEADY_MS } from '@/server/cli/cluster-plan'

describe('npm run cluster starts again what stops', () => {
  it('after a pause that grows while it keeps stopping soon after starting, up to 10 s', () => {
    let quickStops = 0
    const pauses: number[] = []
    for (let index = 0; index < 7; index++) {
      const delay = restartDelay(quickStops, 500)
      pauses.push(delay.ms)
      quickStops = delay.quickStops
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000])
  })

  it('after the shortest pause when it had been running well', () => {
    expect(restartDelay(6, STEADY_MS)).toEqual({ ms: 1_000, quickStops: 1 })
  })
})

describe('a deploy builds', () => {
  it('beside the running build, in two folders taken in turn', () => {
    expect(alternateBuild('.next', '.next')).toBe('.next-deploy')
    expect(alternateBuild('.next', '.next-deploy')).toBe('.next')
    // A build deployed from elsewhere (--build) is left alone.
    expect(alternateBuild('.next', '.next-from-ci')).toBe('.next-deploy')
  })
})

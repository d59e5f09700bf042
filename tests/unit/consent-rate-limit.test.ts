import { describe, expect, it } from 'vitest'

import { clientAddress, FixedWindowLimiter } from '@/cms/consent/rateLimiter'

describe('FixedWindowLimiter (POST /api/consent)', () => {
  it('lets a client through up to the limit per window, then says when to retry', () => {
    const limiter = new FixedWindowLimiter(2, 60_000)
    expect(limiter.take('a', 0)).toEqual({ allowed: true })
    expect(limiter.take('a', 1_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 15_500)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.take('b', 15_500)).toEqual({ allowed: true })
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true })
  })

  it('never answers Retry-After: 0', () => {
    const limiter = new FixedWindowLimiter(1, 1_000)
    limiter.take('a', 0)
    expect(limiter.take('a', 999)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps its memory bounded however many addresses ask', () => {
    const limiter = new FixedWindowLimiter(1, 60_000)
    for (let index = 0; index < 25_000; index += 1) expect(limiter.take(`client-${index}`, index).allowed).toBe(true)
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(10_000)
  })
})

describe('clientAddress', () => {
  it('takes the address the nearest proxy appended', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

import { describe, expect, it } from 'vitest'

import { clientKey, parseTrustedProxies, resolveClientAddress } from '@/domain/client-key'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'

const MINUTE = 60_000
const T0 = 1_800_000_000_000 // a window boundary (a multiple of a minute)

describe('SlidingWindowRateLimiter', () => {
  it('lets a client make `limit` requests per window, then refuses with a Retry-After', () => {
    const limiter = new SlidingWindowRateLimiter(3, MINUTE)
    expect([1, 2, 3].map(() => limiter.consume('a', T0).allowed)).toEqual([true, true, true])
    // The first slice (ten seconds) leaves the window a minute after it ends.
    expect(limiter.consume('a', T0 + 15_000)).toEqual({ allowed: false, retryAfterSeconds: 55 })
  })

  it('counts clients apart', () => {
    const limiter = new SlidingWindowRateLimiter(1, MINUTE)
    expect(limiter.consume('a', T0).allowed).toBe(true)
    expect(limiter.consume('b', T0).allowed).toBe(true)
    expect(limiter.consume('a', T0).allowed).toBe(false)
  })

  it('does not count refused requests, so a client that stops flooding gets back in', () => {
    const limiter = new SlidingWindowRateLimiter(2, MINUTE)
    limiter.consume('a', T0)
    limiter.consume('a', T0)
    for (let i = 0; i < 100; i += 1) limiter.consume('a', T0 + 1_000)
    expect(limiter.consume('a', T0 + MINUTE + 9_999).allowed).toBe(false)
    expect(limiter.consume('a', T0 + MINUTE + 10_000).allowed).toBe(true)
  })

  it('never lets more than `limit` into any minute, however a flood falls across the slices', () => {
    for (const start of [T0 - 1, T0 + 9_999, T0 + 33_333, T0 + MINUTE - 1]) {
      const limiter = new SlidingWindowRateLimiter(20, MINUTE)
      const allowed: number[] = []
      // 25 requests, one every 400 ms, then one a second for two minutes.
      const times = [...Array.from({ length: 25 }, (_, i) => start + i * 400), ...Array.from({ length: 120 }, (_, i) => start + 10_000 + i * 1_000)]
      for (const time of times) if (limiter.consume('a', time).allowed) allowed.push(time)
      expect(allowed.slice(0, 20)).toEqual(times.slice(0, 20))
      for (const time of allowed) expect(allowed.filter((other) => other > time - MINUTE && other <= time).length).toBeLessThanOrEqual(20)
    }
  })

  it('forgets requests once their slice has left the window', () => {
    const limiter = new SlidingWindowRateLimiter(1, MINUTE)
    limiter.consume('a', T0)
    expect(limiter.consume('a', T0 + MINUTE + 9_999).allowed).toBe(false)
    expect(limiter.consume('a', T0 + MINUTE + 10_000).allowed).toBe(true)
  })

  it('says whether one more would pass without counting it', () => {
    const limiter = new SlidingWindowRateLimiter(2, MINUTE)
    expect(limiter.check('a', T0)).toEqual({ allowed: true })
    limiter.consume('a', T0)
    expect(limiter.check('a', T0 + 1)).toEqual({ allowed: true })
    limiter.consume('a', T0 + 1)
    expect(limiter.check('a', T0 + 2).allowed).toBe(false)
    expect(limiter.check('a', T0 + MINUTE + 10_000)).toEqual({ allowed: true })
  })

  it('sweeps stale clients at most once per slice, not on every request', () => {
    const limiter = new SlidingWindowRateLimiter(5, MINUTE)
    for (let i = 0; i < 1_000; i += 1) limiter.consume(`flood-${i}`, T0 + i)
    expect(limiter.sweeps).toBe(1)
    expect(limiter.size).toBe(1_000)
    limiter.consume('late', T0 + MINUTE) // the flood still counts
    expect(limiter.size).toBe(1_001)
    for (let i = 0; i < 100; i += 1) limiter.consume(`next-${i}`, T0 + MINUTE + i)
    expect(limiter.sweeps).toBe(2)
    limiter.consume('later', T0 + MINUTE + 10_000) // the flood's slice has left the window
    expect(limiter.sweeps).toBe(3)
    expect(limiter.size).toBe(102)
  })

  it('holds at most maxClients, evicting the least recently seen', () => {
    const limiter = new SlidingWindowRateLimiter(1, MINUTE, 3)
    for (const key of ['a', 'b', 'c']) limiter.consume(key, T0)
    limiter.consume('a', T0 + 1) // refused, but seen: b is now the oldest
    limiter.consume('d', T0 + 2)
    expect(limiter.size).toBe(3)
    expect(limiter.consume('a', T0 + 3).allowed).toBe(false) // still counted
    expect(limiter.consume('c', T0 + 3).allowed).toBe(false)
    expect(limiter.consume('b', T0 + 3).allowed).toBe(true) // evicted, so counted afresh
    for (let i = 0; i < 10_000; i += 1) limiter.consume(`new-${i}`, T0 + 4)
    expect(limiter.size).toBe(3)
  })

  it('answers Retry-After of at least one second', () => {
    const limiter = new SlidingWindowRateLimiter(1, MINUTE)
    limiter.consume('a', T0 + MINUTE - 100)
    expect(limiter.consume('a', T0 + 2 * MINUTE - 50)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })
})

describe('clientKey', () => {
  const key = (forwardedFor?: string) => clientKey(new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }))

  it('takes the address the nearest proxy (or Next.js) wrote: the last one', () => {
    expect(key('203.0.113.9')).toBe('203.0.113.9')
    expect(key('1.2.3.4, 198.51.100.7')).toBe('198.51.100.7') // the first is the visitor's own claim
    expect(key(' 2001:DB8::1 ')).toBe('2001:db8::1')
  })

  it('puts requests without an address under one key', () => {
    expect(key()).toBe('unknown')
    expect(key('')).toBe('unknown')
  })
})

describe('RELIABILITY: A client is its socket address; forwarded headers count only when a configured trusted proxy added them', () => {
  it('ignores X-Forwarded-For without trusted proxies: the socket counts, whatever the client sends', () => {
    const none = parseTrustedProxies(undefined)
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', none)).toBe('198.51.100.7')
    expect(resolveClientAddress('198.51.100.7', ['5.6.7.8', '9.9.9.9'], none)).toBe('198.51.100.7')
    expect(resolveClientAddress('::ffff:198.51.100.7', undefined, parseTrustedProxies('none'))).toBe('198.51.100.7')
  })

  it('behind a number of proxy hops, takes the address the outermost trusted proxy saw', () => {
    const one = parseTrustedProxies('1')
    // The client prepends lies; the load balancer appends what it saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', one)).toBe('203.0.113.9')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, 10.0.0.9', parseTrustedProxies('2'))).toBe('203.0.113.9')
    // Fewer entries than hops: the leftmost there is.
    expect(resolveClientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2')
  })

  it('with proxies by address, believes only entries a trusted proxy added', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32, 192.0.2.7')
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 203.0.113.9', ranges)).toBe('203.0.113.9')
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9, 192.0.2.7', ranges)).toBe('203.0.113.9')
    expect(resolveClientAddress('2001:db8::1', '2001:db9::5', ranges)).toBe('2001:db9::5')
    // A socket that is no trusted proxy: its header is the client's own, ignored.
    expect(resolveClientAddress('203.0.113.50', '6.6.6.6', ranges)).toBe('203.0.113.50')
    // Garbage in the chain stops the walk at the last address a proxy vouched for.
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip', ranges)).toBe('10.1.2.3')
  })

  it('refuses a TRUSTED_PROXIES it cannot read', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/not an IP address or CIDR range/)
    expect(() => parseTrustedProxies('proxy.example')).toThrow()
    expect(() => parseTrustedProxies('99')).toThrow(/at most 10/)
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' })
  })
})

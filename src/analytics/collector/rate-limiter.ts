/**
 * Per-client request limits for the collector. The handler only knows the RateLimiter
 * interface: this file's in-memory limiter suits the first deployment (one Node process); with
 * several app instances behind a load balancer, each would count only its share, so a limiter
 * backed by PostgreSQL or Redis (same interface, an atomic counter per key and window) replaces it.
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request by `key` and says whether it may go on. */
  consume(key: string, now?: number): RateDecision | Promise<RateDecision>
}

type Counter = { windowStart: number; current: number; previous: number }

/** Above this many tracked clients, stale counters are swept before a new one is added. */
const SWEEP_ABOVE_KEYS = 50_000

/**
 * A sliding-window counter: the previous fixed window's count, weighted by how much of it still
 * overlaps the sliding window, plus the current one's. Two numbers per client instead of a
 * timestamp per request, and no burst of 2x the limit at a window boundary.
 */
export class SlidingWindowRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Counter>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  consume(key: string, now: number = Date.now()): RateDecision {
    const counter = this.counterFor(key, now)
    const elapsed = now - counter.windowStart
    const estimate = counter.previous * (1 - elapsed / this.windowMs) + counter.current
    if (estimate >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((this.windowMs - elapsed) / 1000)) }
    }
    counter.current += 1
    return { allowed: true }
  }

  /** How many clients are tracked; for tests. */
  get size(): number {
    return this.counters.size
  }

  private counterFor(key: string, now: number): Counter {
    const windowStart = now - (now % this.windowMs)
    let counter = this.counters.get(key)
    if (!counter) {
      if (this.counters.size >= SWEEP_ABOVE_KEYS) this.sweep(windowStart)
      counter = { windowStart, current: 0, previous: 0 }
      this.counters.set(key, counter)
    } else if (counter.windowStart !== windowStart) {
      // One window on, the current count becomes the previous; further on, both are stale.
      counter.previous = windowStart - counter.windowStart === this.windowMs ? counter.current : 0
      counter.current = 0
      counter.windowStart = windowStart
    }
    return counter
  }

  /** Forgets clients that made no request in the current or the previous window. */
  private sweep(windowStart: number): void {
    for (const [key, counter] of this.counters) {
      if (windowStart - counter.windowStart > this.windowMs) this.counters.delete(key)
    }
  }
}

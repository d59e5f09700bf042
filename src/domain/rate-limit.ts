/**
 * Per-client request limits for the site's public endpoints (the collector, consent records).
 * Handlers only know the RateLimiter interface: this file's in-memory limiter suits one Node
 * process; with several app instances each would count only its share, so with REDIS_URL set
 * src/infrastructure/rate-limiters.ts gives them the same interface on counters in Redis.
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request by `key` and says whether it may go on. */
  consume(key: string, now?: number): RateDecision | Promise<RateDecision>
}

type Counter = { windowStart: number; current: number; previous: number }

/**
 * The most clients tracked at once. A flood of new keys (forged X-Forwarded-For headers sent
 * straight to the server, see client-key.ts) evicts the least recently seen client instead of
 * growing the map: about 100 bytes a client, so some 10 MB at most.
 */
export const MAX_TRACKED_CLIENTS = 100_000

/**
 * A sliding-window counter: the previous fixed window's count, weighted by how much of it still
 * overlaps the sliding window, plus the current one's. Two numbers per client instead of a
 * timestamp per request, and no burst of 2x the limit at a window boundary.
 *
 * The map is kept in order of last request (a client is moved to the end each time it asks), so
 * the oldest entries are the ones to evict at the cap, and a sweep of stale clients, done at most
 * once per window, stops at the first fresh one instead of scanning everybody.
 */
export class SlidingWindowRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Counter>()
  private sweptWindow = Number.NEGATIVE_INFINITY
  private sweepCount = 0

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients: number = MAX_TRACKED_CLIENTS,
  ) {}

  consume(key: string, now: number = Date.now()): RateDecision {
    const counter = this.counterFor(key, now)
    const decision = this.decide(counter.previous, counter.current, now - counter.windowStart)
    if (decision.allowed) counter.current += 1
    return decision
  }

  /**
   * Whether `key` may make one more request now, counting nothing: for limits on outcomes
   * (failed logins), checked before the try and consumed only after a failure.
   */
  check(key: string, now: number = Date.now()): RateDecision {
    const windowStart = now - (now % this.windowMs)
    const counter = this.counters.get(key)
    if (!counter) return { allowed: true }
    const age = windowStart - counter.windowStart
    const current = age === 0 ? counter.current : 0
    const previous = age === 0 ? counter.previous : age === this.windowMs ? counter.current : 0
    return this.decide(previous, current, now - windowStart)
  }

  private decide(previous: number, current: number, elapsed: number): RateDecision {
    const estimate = previous * (1 - elapsed / this.windowMs) + current
    if (estimate < this.limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((this.windowMs - elapsed) / 1000)) }
  }

  /** How many clients are tracked, and how many sweeps have run; for tests. */
  get size(): number {
    return this.counters.size
  }

  get sweeps(): number {
    return this.sweepCount
  }

  private counterFor(key: string, now: number): Counter {
    const windowStart = now - (now % this.windowMs)
    if (windowStart > this.sweptWindow) this.sweep(windowStart)
    let counter = this.counters.get(key)
    if (counter) {
      this.counters.delete(key) // moved to the end: the most recently seen
      if (counter.windowStart !== windowStart) {
        // One window on, the current count becomes the previous; further on, both are stale.
        counter.previous = windowStart - counter.windowStart === this.windowMs ? counter.current : 0
        counter.current = 0
        counter.windowStart = windowStart
      }
    } else {
      if (this.counters.size >= this.maxClients) this.counters.delete(this.counters.keys().next().value!)
      counter = { windowStart, current: 0, previous: 0 }
    }
    this.counters.set(key, counter)
    return counter
  }

  /**
   * Forgets clients that made no request in the current or the previous window. Entries are in
   * order of last request, so the stale ones come first and the sweep stops at the first fresh one.
   */
  private sweep(windowStart: number): void {
    this.sweptWindow = windowStart
    this.sweepCount += 1
    for (const [key, counter] of this.counters) {
      if (windowStart - counter.windowStart <= this.windowMs) break
      this.counters.delete(key)
    }
  }
}

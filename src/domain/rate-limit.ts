// One process's limiter; with REDIS_URL set, src/infrastructure/rate-limiters.ts shares counts
// across app instances behind the same interface.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  consume(key: string, now?: number): RateDecision | Promise<RateDecision>
}

// One more count than SLICES, newest first.
type Counter = { newest: number; counts: number[] }

// Forged X-Forwarded-For keys (see client-key.ts) evict the least recently seen client instead of
// growing the map.
export const MAX_TRACKED_CLIENTS = 100_000

const SLICES = 6

// Why counted in slices: docs/decisions/0008-rate-limit-in-slices.md. The map is kept in order of
// last request, so eviction and the sweep of stale clients start at the oldest.
export class SlidingWindowRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Counter>()
  private readonly sliceMs: number
  private sweptSlice = Number.NEGATIVE_INFINITY
  private sweepCount = 0

  constructor(
    private readonly limit: number,
    windowMs: number,
    private readonly maxClients: number = MAX_TRACKED_CLIENTS,
  ) {
    this.sliceMs = windowMs / SLICES
  }

  consume(key: string, now: number = Date.now()): RateDecision {
    const counter = this.counterFor(key, now)
    const decision = this.decide(counter, now)
    if (decision.allowed) counter.counts[0]! += 1
    return decision
  }

  // For limits on outcomes (failed logins): checked before the try, consumed only after a failure.
  check(key: string, now: number = Date.now()): RateDecision {
    const counter = this.counters.get(key)
    return counter ? this.decide(aged(counter, this.sliceOf(now)), now) : { allowed: true }
  }

  private sliceOf(now: number): number {
    return Math.floor(now / this.sliceMs)
  }

  private decide(counter: Counter, now: number): RateDecision {
    let total = counter.counts.reduce((sum, count) => sum + count, 0)
    if (total < this.limit) return { allowed: true }
    // Slice n counts until slice n + SLICES ends.
    let dropped = counter.counts.length
    while (dropped > 0 && total >= this.limit) total -= counter.counts[--dropped]!
    const freedAt = (counter.newest - dropped + SLICES + 1) * this.sliceMs
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) }
  }

  // For tests.
  get size(): number {
    return this.counters.size
  }

  get sweeps(): number {
    return this.sweepCount
  }

  private counterFor(key: string, now: number): Counter {
    const slice = this.sliceOf(now)
    if (slice > this.sweptSlice) this.sweep(slice)
    let counter = this.counters.get(key)
    if (counter) {
      this.counters.delete(key) // moved to the end: the most recently seen
      counter = aged(counter, slice)
    } else {
      if (this.counters.size >= this.maxClients) this.counters.delete(this.counters.keys().next().value!)
      counter = { newest: slice, counts: new Array<number>(SLICES + 1).fill(0) }
    }
    this.counters.set(key, counter)
    return counter
  }

  private sweep(slice: number): void {
    this.sweptSlice = slice
    this.sweepCount += 1
    for (const [key, counter] of this.counters) {
      if (slice - counter.newest <= SLICES) break
      this.counters.delete(key)
    }
  }
}

function aged(counter: Counter, slice: number): Counter {
  const shift = slice - counter.newest
  if (shift <= 0) return counter
  const counts = counter.counts.map((_, index) => (index >= shift ? counter.counts[index - shift]! : 0))
  return { newest: slice, counts }
}

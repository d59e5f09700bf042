/**
 * A small per-client limit for POST /api/consent: a fixed window per key, in this process's
 * memory. A visitor makes a choice or two; a flood of records is someone filling the table.
 * The collector has its own, richer limiter (src/analytics/collector/rate-limiter.ts); the two
 * could become one shared module, and with several app instances one backed by PostgreSQL.
 */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Window = { startedAt: number; count: number }

/** Past this many clients, finished windows are dropped before a new one is counted. */
const MAX_TRACKED_CLIENTS = 10_000

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, now: number = Date.now()): RateVerdict {
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      if (!window && this.windows.size >= MAX_TRACKED_CLIENTS) this.forgetFinished(now)
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) }
    }
    window.count += 1
    return { allowed: true }
  }

  private forgetFinished(now: number) {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key)
    // Still full (many clients at once): the oldest go first; at worst one gets a fresh window.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_CLIENTS) break
      this.windows.delete(key)
    }
  }
}

/**
 * The client a request comes from: the last address in X-Forwarded-For, which the nearest
 * proxy (or Next.js itself, from the socket) wrote. Without a proxy in front that appends it,
 * a client could send its own; deployments put the site behind one (see README).
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'
}

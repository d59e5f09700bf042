import { TRACKING_SESSION_CACHE_MS } from '@/domain/tracking'

/**
 * Tracking session metadata (SPEC §7): what every server-side event carries that is not the
 * event's own, read at most once per TRACKING_SESSION_CACHE_MS. Today that is the `source`,
 * `{brandSlug}_homepage`, where the brand slug is the one marketers keep in the site settings
 * (it can change without a restart, so it is read from the database, not the environment).
 */
export type TrackingSession = { source: string }

/**
 * Caches `load` for `ttlMs`. A load that fails or takes longer than `loadTimeoutMs` gives
 * `fallback`, cached as long, so a database that is down or hangs is not asked for every event
 * and no event waits on it.
 */
export function cachedSession(
  load: () => Promise<TrackingSession>,
  fallback: () => TrackingSession,
  {
    ttlMs = TRACKING_SESSION_CACHE_MS,
    loadTimeoutMs = 2_000,
    now = Date.now,
  }: { ttlMs?: number; loadTimeoutMs?: number; now?: () => number } = {},
): () => Promise<TrackingSession> {
  let cached: { session: Promise<TrackingSession>; until: number } | undefined
  return () => {
    const time = now()
    if (!cached || time >= cached.until) {
      // One load at a time: concurrent events share the promise of the one in progress.
      cached = { session: loadWithin(load, loadTimeoutMs).catch(() => fallback()), until: time + ttlMs }
    }
    return cached.session
  }
}

function loadWithin(load: () => Promise<TrackingSession>, ms: number): Promise<TrackingSession> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The tracking session did not load within ${ms} ms.`)), ms)
  })
  return Promise.race([Promise.resolve().then(load), timeout]).finally(() => clearTimeout(timer))
}

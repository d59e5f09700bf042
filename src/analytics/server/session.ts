import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent'
import { TRACKING_SESSION_CACHE_MS, trackingSource } from '@/domain/tracking'
import { withTimeout } from '@/infrastructure/timeout'

/**
 * Tracking session metadata (SPEC §7): what tracking needs from the site settings, read at most
 * once per TRACKING_SESSION_CACHE_MS (they can change without a restart, so they come from the
 * database, not the environment):
 * - `source`, `{brandSlug}_homepage`, which every server-side event carries;
 * - the cookie policy version and the extra consent countries, by which the collector judges
 *   whether a visitor's consent lets their events through.
 */
export type TrackingSession = {
  source: string
  cookiePolicyVersion: number
  /** Countries the admins added to the legal consent list. */
  consentCountries: readonly string[]
}

/** The settings fields the session is made of (the `site-settings` global). */
export type TrackingSettings = {
  brandSlug?: string | null
  cookiePolicyVersion?: number | null
  consentCountries?: readonly string[] | null
}

/** The session from the site settings; what is missing or invalid falls back to the defaults. */
export function trackingSessionFrom(settings: TrackingSettings, defaultBrandSlug: string): TrackingSession {
  const version = settings.cookiePolicyVersion
  return {
    source: trackingSource(settings.brandSlug || defaultBrandSlug),
    cookiePolicyVersion: Number.isInteger(version) && version! >= 1 ? version! : DEFAULT_COOKIE_POLICY_VERSION,
    consentCountries: settings.consentCountries ?? [],
  }
}

/**
 * Caches `load` for `ttlMs`. A load that fails or takes longer than `loadTimeoutMs` gives
 * `fallback`, cached as long, so a database that is down or hangs is not asked for every event
 * and no event waits on it.
 */
export function cachedSession<Session = TrackingSession>(
  load: () => Promise<Session>,
  fallback: () => Session,
  { ttlMs = TRACKING_SESSION_CACHE_MS, loadTimeoutMs = 2_000, now = Date.now }: { ttlMs?: number; loadTimeoutMs?: number; now?: () => number } = {},
): () => Promise<Session> {
  let cached: { session: Promise<Session>; until: number } | undefined
  return () => {
    const time = now()
    if (!cached || time >= cached.until) {
      // One load at a time: concurrent events share the promise of the one in progress.
      cached = { session: withTimeout(Promise.resolve().then(load), loadTimeoutMs, 'The tracking session').catch(() => fallback()), until: time + ttlMs }
    }
    return cached.session
  }
}

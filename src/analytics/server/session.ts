import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent/consent'
import { TRACKING_SESSION_CACHE_MS, trackingSource } from '@/domain/tracking/tracking'
import { withTimeout } from '@/infrastructure/timeout'

/** SPEC §7. From the database, not the environment: the settings change without a restart. */
export type TrackingSession = {
  source: string
  cookiePolicyVersion: number
  consentCountries: readonly string[]
}

export type TrackingSettings = {
  brandSlug?: string | null
  cookiePolicyVersion?: number | null
  consentCountries?: readonly string[] | null
}

export function trackingSessionFrom(settings: TrackingSettings, defaultBrandSlug: string): TrackingSession {
  const version = settings.cookiePolicyVersion
  return {
    source: trackingSource(settings.brandSlug || defaultBrandSlug),
    cookiePolicyVersion: Number.isInteger(version) && version! >= 1 ? version! : DEFAULT_COOKIE_POLICY_VERSION,
    consentCountries: settings.consentCountries ?? [],
  }
}

/** A failed or slow load gives `fallback`, cached as long, so no event waits on a database that is down. */
export function cachedSession<Session = TrackingSession>(
  load: () => Promise<Session>,
  fallback: () => Session,
  { ttlMs = TRACKING_SESSION_CACHE_MS, loadTimeoutMs = 2_000, now = Date.now }: { ttlMs?: number; loadTimeoutMs?: number; now?: () => number } = {},
): () => Promise<Session> {
  let cached: { session: Promise<Session>; until: number } | undefined
  return () => {
    const time = now()
    if (!cached || time >= cached.until) {
      cached = { session: withTimeout(Promise.resolve().then(load), loadTimeoutMs, 'The tracking session').catch(() => fallback()), until: time + ttlMs }
    }
    return cached.session
  }
}

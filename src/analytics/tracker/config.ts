import { trackingSource, type LogLevel } from '@/domain/tracking'

/** The site's own collector; an external tracking URL replaces it when configured. */
export const COLLECTOR_PATH = '/api/collect'

/**
 * What the browser needs to know, handed from the server layout as props so that one build
 * serves any configuration (no NEXT_PUBLIC_ variables baked into the bundle).
 */
export type TrackerConfig = {
  /** `collect` posts events; `console` logs them (development). */
  mode: 'collect' | 'console'
  /** Where `collect` posts: the collector path or an external tracking URL. */
  endpoint: string
  /** `{slug}_homepage` (SPEC §7). */
  source: string
  /** Messages below this level are not printed; `silent` prints nothing. */
  logLevel: LogLevel | 'silent'
  /** The page's locale: sent as `set_utm_locale_id` before the page view, so every event carries it. */
  locale?: string
  /** Present only when a DSN is configured: the browser then loads Sentry, never otherwise. */
  sentry?: { dsn: string; environment: string }
}

/** The parts of the server's configuration the tracker reads (structurally `Env`). */
type ServerSettings = {
  brand: { slug: string }
  logLevel: LogLevel | 'silent'
  tracking: { url: string | undefined; mode: 'collect' | 'console' }
  sentry: { dsn: string | undefined; environment: string }
}

export function trackerConfig({ brand, logLevel, tracking, sentry }: ServerSettings): TrackerConfig {
  return {
    mode: tracking.mode,
    endpoint: tracking.url ?? COLLECTOR_PATH,
    source: trackingSource(brand.slug),
    logLevel,
    ...(sentry.dsn ? { sentry: { dsn: sentry.dsn, environment: sentry.environment } } : {}),
  }
}

/**
 * Events kept in memory while the visitor has not allowed analytics yet; more are dropped.
 * Enough for a page view, its measurements and a few errors.
 */
export const MAX_WAITING_EVENTS = 200

/**
 * Browsers allow about 64 KiB of keepalive and beacon bodies in flight at once, all requests of
 * the page together; past that a beacon is refused and a keepalive fetch fails. Every batch goes
 * with keepalive (SPEC §7), so batches are split into bodies of at most this size, so that several fit.
 */
export const KEEPALIVE_BODY_MAX_BYTES = 16 * 1024
/** The browsers' shared in-flight allowance for keepalive bodies. */
export const KEEPALIVE_BUDGET_BYTES = 64 * 1024

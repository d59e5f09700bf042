import { trackingSource, type LogLevel } from '@/domain/tracking/tracking'

export const COLLECTOR_PATH = '/api/collect'

/** Handed from the server layout as props, so one build serves any configuration (no NEXT_PUBLIC_ variables). */
export type TrackerConfig = {
  mode: 'collect' | 'console'
  endpoint: string
  /** SPEC §7. */
  source: string
  logLevel: LogLevel | 'silent'
  /** Sent as `set_utm_locale_id` before the page view, so every event carries it. */
  locale?: string
  /** Only with a DSN: the browser never loads Sentry otherwise. */
  sentry?: { dsn: string; environment: string }
}

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

/** Kept while the visitor has not allowed analytics yet; more are dropped. */
export const MAX_WAITING_EVENTS = 200

/** Browsers share about 64 KiB of keepalive bodies in flight per page; every batch uses keepalive (SPEC §7), so several must fit. */
export const KEEPALIVE_BODY_MAX_BYTES = 16 * 1024
export const KEEPALIVE_BUDGET_BYTES = 64 * 1024

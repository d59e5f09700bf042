/**
 * One Sentry set-up for the browser, the Node server and the edge runtime (SPEC §7): on only
 * with a DSN, no tracing (traces sample rate 0), the configured environment.
 *
 * Sentry has no "service" field (that is other monitoring tools' word). The service name
 * `homepage` travels as a `service` tag on every event, which Sentry indexes and filters by;
 * `serverName` keeps its meaning (the machine), which matters once several instances run.
 */
export const SENTRY_SERVICE = 'homepage'

export type SentrySettings = { dsn: string; environment: string }

export function sentryOptions({ dsn, environment }: SentrySettings) {
  return {
    dsn,
    environment,
    tracesSampleRate: 0,
    // No IP addresses, cookies or request bodies: the site promises visitors that much.
    sendDefaultPii: false,
    initialScope: { tags: { service: SENTRY_SERVICE } },
  }
}

/**
 * Settings for the edge runtime, which cannot load the Node-only environment module: the same
 * two variables, with the same rules (a blank value is unset; no DSN, no Sentry).
 */
export function edgeSentrySettings(source: Record<string, string | undefined>): SentrySettings | undefined {
  const dsn = source.SENTRY_DSN?.trim()
  if (!dsn || !URL.canParse(dsn)) return undefined
  const environment = source.SENTRY_ENVIRONMENT?.trim() || (source.NODE_ENV === 'production' ? 'production' : source.NODE_ENV || 'development')
  return { dsn, environment }
}

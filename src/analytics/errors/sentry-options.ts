import { stripQueryString } from '@/domain/paths'

/**
 * One Sentry set-up for the browser, the Node server and the edge runtime (SPEC §7): on only
 * with a DSN, no tracing (traces sample rate 0), the configured environment.
 *
 * Sentry has no "service" field (that is other monitoring tools' word). The service name
 * `homepage` travels as a `service` tag on every event, which Sentry indexes and filters by;
 * `serverName` keeps its meaning (the machine), which matters once several instances run.
 */
export const SENTRY_SERVICE = 'homepage'

/** Request headers an error report keeps: enough to tell browsers apart, nothing that names a visitor. */
const KEPT_HEADERS: ReadonlySet<string> = new Set(['user-agent', 'accept', 'accept-language', 'content-type'])

/** The parts of a Sentry event that can carry personal data, as the SDK shapes them. */
type EventWithRequest = {
  // Kept as it is; named so that an event with only a message still fits this shape.
  message?: string
  user?: unknown
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown; query_string?: unknown; data?: unknown }
}

/**
 * An event as it may leave the site: no user (the SDK fills its IP address from X-Forwarded-For
 * even with `sendDefaultPii` off), no cookies (their names alone say who is signed in), no query
 * string or body (what a visitor typed), and only the headers above (no forwarded addresses).
 */
export function withoutPersonalData<Event extends EventWithRequest>(event: Event): Event {
  delete event.user
  const { request } = event
  if (request) {
    delete request.cookies
    delete request.query_string
    delete request.data
    if (request.url !== undefined) request.url = stripQueryString(request.url)
    if (request.headers) request.headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))
  }
  return event
}

export type SentrySettings = { dsn: string; environment: string }

export function sentryOptions({ dsn, environment }: SentrySettings) {
  return {
    dsn,
    environment,
    tracesSampleRate: 0,
    // No IP addresses, cookies or request bodies: the site promises visitors that much.
    sendDefaultPii: false,
    initialScope: { tags: { service: SENTRY_SERVICE } },
    beforeSend: withoutPersonalData,
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

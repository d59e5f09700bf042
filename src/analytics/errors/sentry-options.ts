import { stripQueryString } from '@/domain/routing/paths'

/**
 * Shared by browser, server and edge (SPEC §7). Sentry has no "service" field, so `homepage`
 * travels as a tag; `serverName` stays the machine's, which matters with several instances.
 */
export const SENTRY_SERVICE = 'homepage'

/** Enough to tell browsers apart, nothing that names a visitor. */
const KEPT_HEADERS: ReadonlySet<string> = new Set(['user-agent', 'accept', 'accept-language', 'content-type'])

type EventWithRequest = {
  message?: string
  user?: unknown
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown; query_string?: unknown; data?: unknown }
}

/** No user (the SDK fills its IP from X-Forwarded-For even with `sendDefaultPii` off), no cookies, query, body or forwarded addresses. */
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

/** The edge runtime cannot load the Node-only environment module: the same two variables, same rules. */
export function edgeSentrySettings(source: Record<string, string | undefined>): SentrySettings | undefined {
  const dsn = source.SENTRY_DSN?.trim()
  if (!dsn || !URL.canParse(dsn)) return undefined
  const environment = source.SENTRY_ENVIRONMENT?.trim() || (source.NODE_ENV === 'production' ? 'production' : source.NODE_ENV || 'development')
  return { dsn, environment }
}

import type { LiveTestSettings } from '@/domain/ab/assignment'
import { parseAbCookie, type AbAssignments } from '@/domain/ab/cookie'
import { countsInAbResults } from '@/domain/ab/events'
import { COOKIE_NAMES, cookiesFromHeader } from '@/domain/consent/cookies'
import { MESSAGES } from '@/domain/tracking/tracking'

import type { Logger } from '../server/log'
import { pageFromReferer, type AcceptedEvent } from './accepted-event'
import { clientKey } from '@/domain/client-key'
import { readBodyWithLimit } from '@/infrastructure/request-body'
import { consentVerdict, type ConsentSettings } from './consent-filter'
import { isCrossSiteWrite, originSet } from '@/domain/cross-site'
import { isAcceptedContentType } from './content-type'
import { UnstorableEventsError, type EventDestination } from './destination'
import { MAX_BODY_BYTES, STORAGE_RETRY_AFTER_SECONDS } from './limits'
import { parseBatch } from './parse-batch'
import type { RateLimiter } from '@/domain/rate-limit'
import { accepted, methodNotAllowed, refused } from './responses'

export type CollectorDeps = {
  limiter: RateLimiter
  destination: EventDestination
  logger: Logger
  countryHeader: string
  /** Events from other sites are dropped. */
  allowedOrigins: readonly string[]
  consentSettings: () => Promise<ConsentSettings>
  abTests: () => Promise<readonly LiveTestSettings[]>
  now?: () => number
}

/** Cheap refusals come first (method, origin, rate, type, size), so a flood costs little. 204 means stored. */
export function createCollectHandler(deps: CollectorDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? Date.now
  const allowedOrigins = originSet(deps.allowedOrigins)
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed()

    if (isCrossSiteWrite(request.headers, allowedOrigins)) {
      await request.body?.cancel().catch(() => undefined)
      return accepted()
    }

    const rate = await deps.limiter.consume(clientKey(request.headers), now())
    if (!rate.allowed) {
      await request.body?.cancel().catch(() => undefined)
      return refused(429, 'Too many requests. Please retry later.', { 'Retry-After': String(rate.retryAfterSeconds) })
    }

    if (!isAcceptedContentType(request.headers.get('content-type'))) {
      await request.body?.cancel().catch(() => undefined)
      return refused(415, 'Send events as application/json or text/plain.')
    }

    const body = await readBodyWithLimit(request, MAX_BODY_BYTES)
    if (body.kind === 'too-large') return refused(413, `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`)
    if (body.kind === 'unreadable') return refused(400, 'The body could not be read as UTF-8 text.')

    const batch = parseBatch(body.text)
    if (batch.kind === 'too-many') return refused(413, batch.message)
    if (batch.kind === 'malformed') return refused(400, batch.message)

    const verdict = consentVerdict(
      { country: request.headers.get(deps.countryHeader), cookie: request.headers.get('cookie'), gpc: request.headers.get('sec-gpc') },
      await deps.consentSettings(),
    )
    // Dropped events still get 204: the answer must not tell a page what the visitor chose.
    if (!verdict.analyticsAllowed) return accepted()

    const receivedAt = now()
    const page = pageFromReferer(request.headers.get('referer'))
    // A/B events count only for a running test and the variant the visitor's cookie was assigned.
    const ab = { tests: await deps.abTests(), assigned: abAssignmentsOf(request.headers.get('cookie')), now: new Date(receivedAt) }
    const events: AcceptedEvent[] = batch.events
      .filter((event) => countsInAbResults(event, ab))
      .map((event) => ({ event, receivedAt, page, country: verdict.country }))
    if (events.length === 0) return accepted()
    try {
      await deps.destination.accept(events)
    } catch (error) {
      // PostgreSQL refused these events for their content: retrying would not help.
      if (error instanceof UnstorableEventsError) return refused(400, 'The events could not be stored as sent.')
      // The client may retry; nothing is half-stored.
      deps.logger.error(MESSAGES.loggingFailed, error)
      return refused(503, 'The events could not be stored right now. Please retry later.', {
        'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
      })
    }
    return accepted()
  }
}

function abAssignmentsOf(cookieHeader: string | null): AbAssignments {
  return parseAbCookie(cookiesFromHeader(cookieHeader).get(COOKIE_NAMES.abTests))
}

import { MAX_EVENTS_PER_BATCH } from '@/domain/tracking-event-schema'
import { MESSAGES } from '@/domain/tracking'

import type { Logger } from '../server/log'
import type { AcceptedEvent } from './accepted-event'
import { BatchWriter, type BatchWriterOptions } from './batch-writer'
import { insertEvents, isDataError, type ConnectionSource } from './event-store'
import { forwardEvents, forwardedEvent } from './forward'
import { toRow } from './rows'

/** Where accepted events go: the site's own table, or an external tracking service. */
export interface EventDestination {
  readonly kind: 'store' | 'forward'
  /**
   * Storing resolves once the events are committed and rejects when they could not be (the
   * caller answers 503). Forwarding resolves at once and never rejects: the visitor must not
   * wait for, or hear about, a tracking service that is slow or down.
   */
  accept(events: readonly AcceptedEvent[]): Promise<void>
  /** Sends what is gathered and waits for it; for tests and shutdown. */
  drain(): Promise<void>
}

/**
 * The events of one request that PostgreSQL refused for their content (a value it cannot hold
 * that validation let through): the client's to fix, not to retry (400, not 503).
 */
export class UnstorableEventsError extends Error {
  override name = 'UnstorableEventsError'
}

/**
 * Events go to PostgreSQL in group commits: a request's 204 means its events are stored. A batch
 * refused for its data is retried one request at a time, so a bad request fails alone.
 */
export function storeDestination(database: () => Promise<ConnectionSource>, options: Partial<BatchWriterOptions> = {}): EventDestination {
  const writer = new BatchWriter<AcceptedEvent>(async (events) => insertEvents(await database(), events.map(toRow)), {
    retryAlone: isDataError,
    ...options,
  })
  return {
    kind: 'store',
    accept: (events) =>
      writer.write(events).catch((error: unknown) => {
        throw isDataError(error) ? new UnstorableEventsError('PostgreSQL refused the events.', { cause: error }) : error
      }),
    drain: () => writer.drain(),
  }
}

/**
 * Events go to TRACKING_URL, gathered like stored ones, at most MAX_EVENTS_PER_BATCH per POST so
 * that a service with the same limit as this collector takes them. Failures are logged and the
 * events dropped: tracking is not worth a retry queue that could grow without bound.
 */
export function forwardDestination({
  url,
  timeoutMs,
  logger,
  fetchImpl = fetch,
  options = {},
}: {
  url: string
  timeoutMs: number
  logger: Logger
  fetchImpl?: typeof fetch
  options?: Partial<BatchWriterOptions>
}): EventDestination {
  const writer = new BatchWriter<AcceptedEvent>((events) => forwardEvents(url, events.map(forwardedEvent), timeoutMs, fetchImpl), {
    maxItems: MAX_EVENTS_PER_BATCH,
    maxConcurrentFlushes: 8,
    flushTimeoutMs: timeoutMs + 500,
    ...options,
  })
  return {
    kind: 'forward',
    accept(events) {
      writer.write(events).catch((error: unknown) => logger.warn(MESSAGES.loggingFailed, error))
      return Promise.resolve()
    },
    drain: () => writer.drain(),
  }
}

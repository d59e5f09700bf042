import { MAX_EVENTS_PER_BATCH } from '@/domain/tracking/event-schema'
import { MESSAGES } from '@/domain/tracking/tracking'

import type { Logger } from '../server/log'
import type { AcceptedEvent } from './accepted-event'
import { BatchWriter, type BatchWriterOptions } from './batch-writer'
import { insertEvents, isDataError, type ConnectionSource } from './event-store'
import { forwardEvents, forwardedEvent } from './forward'
import { toRow } from './rows'

export interface EventDestination {
  readonly kind: 'store' | 'forward'
  /** Storing rejects when events could not be committed (503); forwarding never rejects: the visitor must not wait on a tracking service. */
  accept(events: readonly AcceptedEvent[]): Promise<void>
  drain(): Promise<void>
}

/** PostgreSQL refused their content: the client's to fix, not to retry (400, not 503). */
export class UnstorableEventsError extends Error {
  override name = 'UnstorableEventsError'
}

/** A request's 204 means its events are stored; a batch refused for its data is retried per request. */
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

/** Failures are logged and the events dropped: tracking is not worth an unbounded retry queue. */
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

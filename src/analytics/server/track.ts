import { errorParams } from '@/domain/internal-error'
import { ERROR_EVENTS, MESSAGES } from '@/domain/tracking'
import { FIELD_MAX_LENGTH, trackingEventSchema, type TrackingEventInput } from '@/domain/tracking-event-schema'
import { DATA_KEY_MAX_LENGTH, MAX_DATA_ENTRIES } from '@/domain/tracking-limits'

import type { EventDestination } from '../collector/destination'
import type { Logger } from './log'
import type { TrackingSession } from './session'

/** What a server-side event may carry: everything but the name and the source, which are set here. */
export type ServerEventFields = Omit<TrackingEventInput, 'name' | 'source'>

export type ExceptionContext = {
  /** Where it happened: a route, a job, a hook. Reported as info3. */
  where?: string
  data?: Record<string, string | number | boolean | null>
}

export type ServerTracker = {
  /** Sends one event; never throws, never rejects: failures are logged and the event dropped. */
  track(name: string, fields?: ServerEventFields): Promise<void>
  /** Reports the spec's `server_exception` event for `error`; never throws either. */
  reportException(error: unknown, context?: ExceptionContext): Promise<void>
}

/**
 * Server-side tracking (SPEC §7): events go where the collector's go (TRACKING_URL, or the
 * site's own table), with the source from the cached session metadata.
 */
export function createServerTracker({
  session,
  destination,
  logger,
  now = Date.now,
}: {
  session: () => Promise<Pick<TrackingSession, 'source'>>
  destination: () => EventDestination
  logger: Logger
  now?: () => number
}): ServerTracker {
  async function send(name: string, fields: ServerEventFields, failureMessage: string): Promise<void> {
    try {
      const receivedAt = now()
      const { source } = await session()
      const parsed = trackingEventSchema.safeParse({ timestamp: receivedAt, ...fields, name, source })
      if (!parsed.success) {
        logger.warn(`${failureMessage} Invalid ${name} event: ${parsed.error.issues[0]?.message ?? 'unknown'}`)
        return
      }
      await destination().accept([{ event: parsed.data, receivedAt, page: undefined, country: undefined }])
    } catch (error) {
      logger.warn(failureMessage, error)
    }
  }

  return {
    track: (name, fields = {}) => send(name, fields, MESSAGES.loggingFailed),

    reportException(error, context = {}) {
      let fields: ServerEventFields
      try {
        fields = {
          kind: cap(error instanceof Error ? error.name : typeof error),
          info1: cap(error instanceof Error ? error.message : String(error)),
          info3: context.where === undefined ? undefined : cap(context.where),
          data: eventData({ ...errorParams(error), ...context.data }),
        }
      } catch (describing) {
        // An error whose message getter throws: report what can be reported.
        logger.warn(MESSAGES.loggingExceptionFailed, describing)
        return Promise.resolve()
      }
      return send(ERROR_EVENTS.serverException, fields, MESSAGES.loggingExceptionFailed)
    },
  }
}

const cap = (text: string) => text.slice(0, FIELD_MAX_LENGTH)

type EventData = NonNullable<ServerEventFields['data']>

/**
 * An error's params and the caller's data as the event's data, within the collector's bounds: a
 * value too long would otherwise make the schema refuse the whole report.
 */
function eventData(entries: EventData): EventData | undefined {
  const data: EventData = {}
  for (const [key, value] of Object.entries(entries).slice(0, MAX_DATA_ENTRIES)) {
    if (key.length <= DATA_KEY_MAX_LENGTH) data[key] = typeof value === 'string' ? cap(value) : value
  }
  return Object.keys(data).length > 0 ? data : undefined
}

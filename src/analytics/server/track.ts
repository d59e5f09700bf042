import { errorParams } from '@/domain/internal-error'
import { ERROR_EVENTS, MESSAGES } from '@/domain/tracking/tracking'
import { FIELD_MAX_LENGTH, trackingEventSchema, type TrackingEventInput } from '@/domain/tracking/event-schema'
import { DATA_KEY_MAX_LENGTH, MAX_DATA_ENTRIES } from '@/domain/tracking/limits'

import type { EventDestination } from '../collector/destination'
import type { Logger } from './log'
import type { TrackingSession } from './session'

export type ServerEventFields = Omit<TrackingEventInput, 'name' | 'source'>

export type ExceptionContext = {
  /** Reported as info3. */
  where?: string
  data?: Record<string, string | number | boolean | null>
}

export type ServerTracker = {
  /** Never rejects: failures are logged and the event dropped. */
  track(name: string, fields?: ServerEventFields): Promise<void>
  reportException(error: unknown, context?: ExceptionContext): Promise<void>
}

/** SPEC §7. */
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
        logger.warn(MESSAGES.loggingExceptionFailed, describing)
        return Promise.resolve()
      }
      return send(ERROR_EVENTS.serverException, fields, MESSAGES.loggingExceptionFailed)
    },
  }
}

const cap = (text: string) => text.slice(0, FIELD_MAX_LENGTH)

type EventData = NonNullable<ServerEventFields['data']>

/** A value too long would make the schema refuse the whole report. */
function eventData(entries: EventData): EventData | undefined {
  const data: EventData = {}
  for (const [key, value] of Object.entries(entries).slice(0, MAX_DATA_ENTRIES)) {
    if (key.length <= DATA_KEY_MAX_LENGTH) data[key] = typeof value === 'string' ? cap(value) : value
  }
  return Object.keys(data).length > 0 ? data : undefined
}

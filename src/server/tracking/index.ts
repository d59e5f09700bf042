import { createServerTracker, type ExceptionContext, type ServerEventFields, type ServerTracker } from '@/analytics/server/track'

import { eventDestination, trackingLogger, trackingSession } from './runtime'

let tracker: ServerTracker | undefined

function serverTracker(): ServerTracker {
  tracker ??= createServerTracker({
    session: trackingSession,
    destination: eventDestination,
    logger: trackingLogger(),
  })
  return tracker
}

/** Never throws or rejects. */
export function trackServerEvent(name: string, fields?: ServerEventFields): Promise<void> {
  return neverThrow(() => serverTracker().track(name, fields))
}

/** Never throws or rejects. */
export function reportServerException(error: unknown, context?: ExceptionContext): Promise<void> {
  return neverThrow(() => serverTracker().reportException(error, context))
}

async function neverThrow(send: () => Promise<void> | void): Promise<void> {
  try {
    await send()
  } catch {
    // The logger itself comes from the configuration.
  }
}

export type { ExceptionContext, ServerEventFields }

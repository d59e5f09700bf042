import { createServerTracker, type ExceptionContext, type ServerEventFields, type ServerTracker } from '@/analytics/server/track'

import { eventDestination, trackingLogger, trackingSession } from './runtime'

/*
 * Server-side tracking for the rest of the app. Import from here:
 *
 *   void trackServerEvent(ERROR_EVENTS.configFetchError, { info1: reason })
 *   void reportServerException(error, { where: 'GET /api/cookie-definitions' })
 */

let tracker: ServerTracker | undefined

function serverTracker(): ServerTracker {
  tracker ??= createServerTracker({
    session: trackingSession,
    destination: eventDestination,
    logger: trackingLogger(),
  })
  return tracker
}

/** Sends a server-side event (source `{brandSlug}_homepage`). Never throws or rejects. */
export function trackServerEvent(name: string, fields?: ServerEventFields): Promise<void> {
  return neverThrow(() => serverTracker().track(name, fields))
}

/** Reports the spec's `server_exception` event. Never throws or rejects. */
export function reportServerException(error: unknown, context?: ExceptionContext): Promise<void> {
  return neverThrow(() => serverTracker().reportException(error, context))
}

/** Even a broken configuration must not turn tracking into the caller's error. */
async function neverThrow(send: () => Promise<void> | void): Promise<void> {
  try {
    await send()
  } catch {
    // Nothing left to report with: the logger itself comes from the configuration.
  }
}

export type { ExceptionContext, ServerEventFields }

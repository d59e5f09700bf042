import { payloadPool } from '@/infrastructure/database/payload-pool'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

import { createLogger, type Logger } from '../server/log'
import { cachedSession, trackingSessionFrom, type TrackingSession } from '../server/session'
import { forwardDestination, storeDestination, type EventDestination } from './destination'
import { createCollectHandler } from './handler'
import { RATE_LIMIT_WINDOW_MS } from './limits'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { drainOnShutdown } from './shutdown'

/*
 * The process's collector, wired from the environment once: the one place in src/analytics that
 * reaches into src/server (configuration and the app's PostgreSQL pool). Everything else takes
 * its dependencies as arguments, so tests build their own.
 */

let logger: Logger | undefined
let session: (() => Promise<TrackingSession>) | undefined
let destination: EventDestination | undefined
let handler: ((request: Request) => Promise<Response>) | undefined

export function trackingLogger(): Logger {
  logger ??= createLogger({ threshold: env().logLevel })
  return logger
}

/**
 * The site settings tracking needs (source, cookie policy version, consent countries), read at
 * most every 30 s and shared by the collector and server-side tracking. Never rejects: with the
 * database down or slow it gives the defaults (policy version 1, the legal country list).
 */
export function trackingSession(): Promise<TrackingSession> {
  session ??= cachedSession(
    async () => trackingSessionFrom(await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0 }), env().brand.slug),
    () => trackingSessionFrom({}, env().brand.slug),
  )
  return session()
}

/** The app's own pool: events share it with Payload instead of opening more connections. */
async function appPool() {
  return payloadPool(await payloadClient())
}

/** Where events go in this process: TRACKING_URL when set, else the `tracking_events` table. */
export function eventDestination(): EventDestination {
  if (!destination) {
    const { url, timeoutMs } = env().tracking
    const created = url ? forwardDestination({ url, timeoutMs, logger: trackingLogger() }) : storeDestination(appPool)
    // What is gathered or on its way when a deploy stops the server is sent first.
    drainOnShutdown({ drain: () => created.drain(), logger: trackingLogger() })
    destination = created
  }
  return destination
}

export function collectHandler(): (request: Request) => Promise<Response> {
  handler ??= createCollectHandler({
    limiter: rateLimiter('collector', env().collectorRateLimit, RATE_LIMIT_WINDOW_MS),
    destination: eventDestination(),
    logger: trackingLogger(),
    countryHeader: env().visitorCountryHeader,
    allowedOrigins: [env().serverUrl, ...env().trustedOrigins],
    consentSettings: trackingSession,
  })
  return handler
}

import { forwardDestination, storeDestination, type EventDestination } from '@/analytics/collector/destination'
import { createCollectHandler } from '@/analytics/collector/handler'
import { RATE_LIMIT_WINDOW_MS } from '@/analytics/collector/limits'
import { drainOnShutdown } from '@/analytics/collector/shutdown'
import { createLogger, type Logger } from '@/analytics/server/log'
import { cachedSession, trackingSessionFrom, type TrackingSession } from '@/analytics/server/session'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { env } from '@/infrastructure/env'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { payloadClient } from '@/server/payload'

/*
 * The process's collector, wired from the environment once. It lives here, with the Payload
 * client it reads the site settings through, and not in src/analytics: the Payload client brings
 * the whole CMS configuration with it, which analytics code must not depend on. Everything in
 * src/analytics takes its dependencies as arguments, so tests build their own.
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

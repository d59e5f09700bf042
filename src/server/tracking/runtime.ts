import { unstable_cache } from 'next/cache'

import { forwardDestination, storeDestination, type EventDestination } from '@/analytics/collector/destination'
import { createCollectHandler } from '@/analytics/collector/handler'
import { RATE_LIMIT_WINDOW_MS } from '@/analytics/collector/limits'
import { drainOnShutdown } from '@/analytics/collector/shutdown'
import { createLogger, type Logger } from '@/analytics/server/log'
import { cachedSession, trackingSessionFrom, type TrackingSession } from '@/analytics/server/session'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { loadLiveAbTests } from '@/cms/queries/site-snapshot'
import type { LiveTestSettings } from '@/domain/ab/assignment'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { env } from '@/infrastructure/env'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { payloadClient } from '@/server/payload'

/*
 * Here, not in src/analytics: the Payload client brings the whole CMS configuration, which analytics
 * code must not depend on. src/analytics takes its dependencies as arguments.
 */

let logger: Logger | undefined
let session: (() => Promise<TrackingSession>) | undefined
let destination: EventDestination | undefined
let handler: ((request: Request) => Promise<Response>) | undefined

export function trackingLogger(): Logger {
  logger ??= createLogger({ threshold: env().logLevel })
  return logger
}

/** Never rejects: with the database down or slow it gives the defaults (policy version 1, the legal country list). */
export function trackingSession(): Promise<TrackingSession> {
  session ??= cachedSession(
    async () => trackingSessionFrom(await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0 }), env().brand.slug),
    () => trackingSessionFrom({}, env().brand.slug),
  )
  return session()
}

/** Events share Payload's pool instead of opening more connections. */
async function appPool() {
  return payloadPool(await payloadClient())
}

export function eventDestination(): EventDestination {
  if (!destination) {
    const { url, timeoutMs } = env().tracking
    const created = url ? forwardDestination({ url, timeoutMs, logger: trackingLogger() }) : storeDestination(appPool)
    drainOnShutdown({ drain: () => created.drain(), logger: trackingLogger() })
    destination = created
  }
  return destination
}

/** Cached with the proxy's snapshot, so a test's start refreshes both at once and its exposures count from the first second. */
const cachedAbTests = unstable_cache(async () => loadLiveAbTests(await payloadClient()), ['live-ab-tests'], {
  tags: [CACHE_TAGS.proxySnapshot],
  revalidate: 300,
})

function liveAbTests(): Promise<LiveTestSettings[]> {
  return cachedAbTests().catch(() => [])
}

export function collectHandler(): (request: Request) => Promise<Response> {
  handler ??= createCollectHandler({
    limiter: rateLimiter('collector', env().collectorRateLimit, RATE_LIMIT_WINDOW_MS),
    destination: eventDestination(),
    logger: trackingLogger(),
    countryHeader: env().visitorCountryHeader,
    allowedOrigins: [env().serverUrl, ...env().trustedOrigins],
    consentSettings: trackingSession,
    abTests: liveAbTests,
  })
  return handler
}

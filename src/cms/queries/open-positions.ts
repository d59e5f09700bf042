import type { Payload } from 'payload'

import { type OpenPosition, parseCareersFeed } from '@/domain/pages/careers'
import type { Locale } from '@/domain/locales'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { TimeoutError, withTimeout } from '@/infrastructure/timeout'

export type CareersReporter = (name: string, fields?: { info1?: string }) => Promise<void> | void

export type OpenPositionsOptions = {
  feedUrl: string | undefined
  feedTimeoutMs: number
  report: CareersReporter
  fetch?: typeof fetch
  lastKnown?: { positions?: OpenPosition[] }
}

/** Shown while the feed is slow or failing. */
const processLastKnown: { positions?: OpenPosition[] } = {}

export async function cmsPositions(payload: Payload, locale: Locale): Promise<OpenPosition[]> {
  const { docs } = await payload.find({
    collection: 'positions',
    where: { published: { equals: true } },
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
    sort: 'title',
  })
  return docs.map((doc) => ({
    id: `cms-${doc.id}`,
    title: doc.title,
    team: doc.team,
    location: doc.location ?? '',
    applyUrl: doc.applyUrl,
    ...(doc.description ? { description: doc.description } : {}),
  }))
}

async function fetchFeed(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<OpenPosition[]> {
  const controller = new AbortController()
  const request = (async () => {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal, cache: 'no-store' })
    if (!response.ok) throw new Error(`the careers feed answered ${response.status}`)
    const positions = parseCareersFeed(await response.json())
    if (!positions) throw new Error('the careers feed is not a JSON array')
    return positions
  })()
  try {
    return await withTimeout(request, timeoutMs, 'the careers feed')
  } catch (error) {
    controller.abort()
    // The abandoned request may still reject: that is no one's error any more.
    request.catch(() => {})
    throw error
  }
}

/**
 * When the feed fails, the error is reported and its last good list (or else the CMS positions) shown: a feed never makes
 * this throw. An unreadable database does, so the page keeps its last version instead of caching an empty one.
 */
export async function loadOpenPositions(payload: Payload, locale: Locale, options: OpenPositionsOptions): Promise<OpenPosition[]> {
  const lastKnown = options.lastKnown ?? processLastKnown
  if (options.feedUrl) {
    try {
      const positions = await fetchFeed(options.feedUrl, options.feedTimeoutMs, options.fetch ?? fetch)
      lastKnown.positions = positions
      return positions
    } catch (error) {
      const timedOut = error instanceof TimeoutError
      await safely(() =>
        options.report(timedOut ? ERROR_EVENTS.careersPositionRetrievalTimeout : ERROR_EVENTS.careersPositionRetrievalError, {
          info1: error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200),
        }),
      )
      if (lastKnown.positions) return lastKnown.positions
    }
  }
  return cmsPositions(payload, locale)
}

async function safely(run: () => Promise<void> | void) {
  try {
    await run()
  } catch {
    // A reporter's failure must not become the page's.
  }
}

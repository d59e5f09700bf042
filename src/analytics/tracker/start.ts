import Cookies from 'js-cookie'

import { isBrowserEventName } from '@/domain/tracking/browser-events'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import { pageViewPath } from '@/domain/routing/paths'
import { isTrackedPath, PAGE_VIEW_EVENT } from '@/domain/tracking/tracking'

import type { BigBrain, BigBrainCommand } from '../commands'
import { onConsentChange } from '../consent'
import { COLLECTOR_PATH, type TrackerConfig } from './config'
import { analyticsConsentGate } from './consent-gate'
import { pageContext, type Identity } from './event-fields'
import { createEventQueue, type EventQueue } from './event-queue'
import { cookieIdentity } from './identity'
import { createConsoleLogger, type BrowserLogger } from './console-logger'
import { createTracker } from './tracker'
import { collectTransport, consoleTransport } from './transport'

export type TrackerHost = {
  global: { BigBrain?: BigBrain; bigBrainQueue?: BigBrainCommand[] }
  pathname: string
  screen: Pick<Screen, 'width' | 'height'>
  navigator: Pick<Navigator, 'language' | 'userAgent'> & { sendBeacon?: (url: string, data: Blob) => boolean }
  fetch: typeof fetch
  isHidden: () => boolean
  onLeave: (listener: () => void) => void
  onConsentChange: (listener: () => void) => void
  isAnalyticsAllowed: () => boolean
  identity: () => Identity
  chosenCluster: () => string | undefined
}

export function browserHost(): TrackerHost {
  return {
    global: window,
    pathname: window.location.pathname,
    screen: window.screen,
    navigator: window.navigator,
    fetch: window.fetch.bind(window),
    isHidden: () => document.visibilityState === 'hidden',
    onLeave: (listener) => {
      window.addEventListener('pagehide', listener)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') listener()
      })
    },
    onConsentChange,
    isAnalyticsAllowed: analyticsConsentGate(),
    identity: cookieIdentity(),
    chosenCluster: () => Cookies.get(COOKIE_NAMES.cluster),
  }
}

export type RunningTracker = {
  track: BigBrain
  queue: EventQueue
  logger: BrowserLogger
  path: string
  isAnalyticsAllowed: () => boolean
}

/** Undefined on the page that is never tracked (`/external/hp-sync`): nothing installed, no cookie set. */
export function startTracker(config: TrackerConfig, host: TrackerHost = browserHost()): RunningTracker | undefined {
  if (!isTrackedPath(host.pathname)) return undefined
  const logger = createConsoleLogger(config.logLevel)
  const send =
    config.mode === 'console'
      ? consoleTransport()
      : collectTransport(config.endpoint, logger, {
          fetch: host.fetch,
          sendBeacon: host.navigator.sendBeacon?.bind(host.navigator),
        })
  const queue = createEventQueue({
    send,
    isAllowed: host.isAnalyticsAllowed,
    identity: host.identity,
    isHidden: host.isHidden,
  })
  const records = config.endpoint === COLLECTOR_PATH ? isBrowserEventName : undefined
  const track = createTracker({ queue, page: pageContext(config.source, host), logger, records })
  const path = pageViewPath(host.pathname)

  const waiting = host.global.bigBrainQueue ?? []
  host.global.bigBrainQueue = []
  host.global.BigBrain = track
  // SPEC §7: the locale and a known use case mark every later event, the page view first.
  if (config.locale) track('set_utm_locale_id', config.locale)
  const cluster = host.chosenCluster()
  if (cluster) track('set_utm_cluster_id', cluster)
  track('track_event', PAGE_VIEW_EVENT, { info1: path })
  for (const command of waiting) track(...command)

  host.onLeave(() => queue.flush({ unloading: true }))
  // Allowed now: send what waited. Refused: what waited was never the site's to keep.
  host.onConsentChange(() => (host.isAnalyticsAllowed() ? queue.flush() : queue.drop()))
  return { track, queue, logger, path, isAnalyticsAllowed: host.isAnalyticsAllowed }
}

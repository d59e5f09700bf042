import { sendToTracker } from '@/analytics/commands'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'

/* Every page loads these views' code, though few show them: the tracker's commands come in a chunk fetched only then. */

/** The digest links it to the server's log. */
export function reportPageError(digest: string | undefined): void {
  sendToTracker('track_event', ERROR_EVENTS.clientException, { info1: window.location.pathname, info3: digest })
}

export function reportNotFound(): void {
  sendToTracker('track_event', ERROR_EVENTS.notFoundPageRetrieved, { info1: window.location.pathname, info3: document.referrer || undefined })
}

import { sendToTracker } from '@/analytics/commands'
import { ERROR_EVENTS } from '@/domain/tracking'

/*
 * The error and not-found views' reports. Every page loads those views' code (the error boundary
 * wraps each page), though few ever show them: the tracker's command list comes with the report,
 * in a chunk of its own fetched only when one shows (issue 19: first-load JavaScript).
 */

/** A page failed to render in the browser; the digest links it to the server's log. */
export function reportPageError(digest: string | undefined): void {
  sendToTracker('track_event', ERROR_EVENTS.clientException, { info1: window.location.pathname, info3: digest })
}

/** The 404 page was shown, so broken links get noticed. */
export function reportNotFound(): void {
  sendToTracker('track_event', ERROR_EVENTS.notFoundPageRetrieved, { info1: window.location.pathname, info3: document.referrer || undefined })
}

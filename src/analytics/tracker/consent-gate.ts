import { consentCategoryAllowed } from '@/domain/consent/cookies'
import { COOKIE_EVENTS } from '@/domain/tracking/tracking'

import { sendToTracker } from '../commands'
import { currentConsent } from '../consent'

/**
 * Whether analytics is allowed, read as `isConsentCategoryAllowed('analytics')` reads it (the
 * data layer; unset counts as allowed and is reported), except that the unset event goes out
 * once per page. The tracker asks before every send, and that event is itself sent: reporting
 * it each time would make every batch trigger the next one, forever.
 */
export function analyticsConsentGate(
  read: () => unknown = () => currentConsent()?.analytics,
  reportUnset: () => void = () => sendToTracker('track_event', COOKIE_EVENTS.consentCategoryUnset, { info1: 'analytics' }),
): () => boolean {
  let reported = false
  return () =>
    consentCategoryAllowed(read(), () => {
      if (reported) return
      reported = true
      reportUnset()
    })
}

import { sendToTracker } from '@/analytics/commands'
import { FORM_SUBMIT_FAILED_EVENTS } from '@/domain/forms/events'
import type { LeadForm } from '@/domain/forms/fields'

/**
 * A submission that failed in the browser, reported to the tracker. The server reports a store
 * that failed; a request that never arrived only the browser can. Loaded only when it happens.
 */
export function reportFailedSubmit(form: LeadForm, page: string): void {
  sendToTracker('track_event', FORM_SUBMIT_FAILED_EVENTS[form], { info1: 'client', info3: page })
}

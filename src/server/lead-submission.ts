import { after } from 'next/server'

import type { FormHandlerDeps } from '@/cms/leads/form-handler'
import { notifyTeamOfLead } from '@/cms/leads/notify-team'
import { bookMeetingEligibility, getACallAvailability } from '@/domain/forms/meetings'
import { env } from '@/infrastructure/env'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { payloadClient } from '@/server/payload'
import { meetingScheduler } from '@/server/scheduling'
import { reportServerException, trackServerEvent } from '@/server/tracking'
import { trackingSession } from '@/server/tracking/runtime'

const FORM_RATE_WINDOW_MS = 10 * 60_000

let deps: FormHandlerDeps | undefined

/** Shared by the form endpoint and the form action, so one client's submissions count against one limit. */
export function leadSubmissionDeps(): FormHandlerDeps {
  deps ??= {
    payload: payloadClient,
    limiter: rateLimiter('forms', env().formRateLimit, FORM_RATE_WINDOW_MS),
    countryHeader: env().visitorCountryHeader,
    trustedOrigins: env().trustedOrigins,
    consentSettings: trackingSession,
    meetingOptions: (request) => meetingScheduler().meetingOptions(request),
    localMeetingOptions: (request) => ({
      bookMeeting: bookMeetingEligibility(request, { bookingUrl: env().scheduling.bookingUrl }),
      getACall: getACallAvailability(request, new Date()),
    }),
    report: trackServerEvent,
    reportException: (error) => reportServerException(error, { where: 'lead form' }),
    notifyTeam: async (lead) =>
      notifyTeamOfLead(await payloadClient(), lead, env().leadNotifications, {
        report: (error: unknown) => reportServerException(error, { where: 'lead notification' }),
      }),
    // After the response: the visitor does not wait for the meeting record or the email.
    defer: (task) => after(task),
  }
  return deps
}

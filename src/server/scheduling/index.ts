import { env } from '@/infrastructure/env'
import { trackServerEvent } from '@/server/tracking'

import { createMeetingScheduler, type MeetingScheduler } from './scheduler'

/*
 * The scheduling service behind "book a meeting" and "get a call". Import from here:
 *
 *   const { bookMeeting, getACall } = await meetingScheduler().meetingOptions(request)
 */

let scheduler: MeetingScheduler | undefined

/** The process's scheduler, wired to the environment and server-side tracking on first use. */
export function meetingScheduler(): MeetingScheduler {
  scheduler ??= createMeetingScheduler({ ...env().scheduling, report: trackServerEvent })
  return scheduler
}

export { createMeetingScheduler }
export type { MeetingScheduler, MeetingSchedulerOptions, SchedulingReporter } from './scheduler'

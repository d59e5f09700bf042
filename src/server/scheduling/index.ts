import { env } from '@/infrastructure/env'
import { trackServerEvent } from '@/server/tracking'

import { createMeetingScheduler, type MeetingScheduler } from './scheduler'

let scheduler: MeetingScheduler | undefined

export function meetingScheduler(): MeetingScheduler {
  scheduler ??= createMeetingScheduler({ ...env().scheduling, report: trackServerEvent })
  return scheduler
}

export { createMeetingScheduler }
export type { MeetingScheduler, MeetingSchedulerOptions, SchedulingReporter } from './scheduler'

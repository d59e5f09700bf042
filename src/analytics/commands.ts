import type { TrackingEventInput } from '@/domain/tracking/event-schema'
import { isTrackedPath, MESSAGES } from '@/domain/tracking/tracking'

/** Commands issued before the tracker loads wait in `window.bigBrainQueue`, which it replays (SPEC §7). */

/** The tracker adds the rest; the collector refuses any other key. */
export type TrackEventFields = Partial<Pick<TrackingEventInput, 'group' | 'kind' | 'info1' | 'info3' | 'value' | 'data' | 'pulse_user_id' | 'pulse_account_id'>>

export type BigBrainCommand =
  | [command: 'track_event', name: string, fields?: TrackEventFields]
  | [command: 'set_utm_cluster_id', clusterId: string]
  | [command: 'set_utm_locale_id', localeId: string]
  /** From a session-replay tool: its recording of this visit, carried by every later event (SPEC §3). */
  | [command: 'set_session_replay', url: string, startTime: number | string]

export type BigBrain = (...command: BigBrainCommand) => void

declare global {
  interface Window {
    BigBrain?: BigBrain
    bigBrainQueue?: BigBrainCommand[]
  }
}

/** A tracker that never comes (blocked, absent) must not let commands pile up for the life of the tab. */
export const MAX_QUEUED_COMMANDS = 100

/** The layout starts the tracker after hydration, so commands before that are normal. */
export const TRACKER_GRACE_MS = 10_000

let missingReported = false
let missingCheckScheduled = false

/** SPEC §8: 'Missing BigBrain in window', once a page. */
function reportMissingTracker(): void {
  if (missingReported) return
  missingReported = true
  console.error(MESSAGES.missingTracker)
}

export function serverSideCommandMessage(...command: BigBrainCommand): string {
  return `${MESSAGES.serverSideEvent} (${command[0] === 'track_event' ? `${command[0]} ${command[1]}` : command[0]})`
}

/** On the server there is no browser tracker: the console says so (SPEC §7); use trackServerEvent. */
export function sendToTracker(...command: BigBrainCommand): void {
  if (typeof window === 'undefined') {
    console.info(serverSideCommandMessage(...command))
    return
  }
  if (typeof window.BigBrain === 'function') {
    window.BigBrain(...command)
    return
  }
  // The page that is never tracked has no tracker by design: nothing to wait for, nothing missing.
  if (window.location && !isTrackedPath(window.location.pathname)) return
  const queue = (window.bigBrainQueue ??= [])
  queue.push(command)
  if (!missingCheckScheduled) {
    missingCheckScheduled = true
    setTimeout(() => {
      if (typeof window.BigBrain !== 'function') reportMissingTracker()
    }, TRACKER_GRACE_MS)
  }
  if (queue.length > MAX_QUEUED_COMMANDS) {
    queue.shift()
    reportMissingTracker()
  }
}

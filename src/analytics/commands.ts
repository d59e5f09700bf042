import type { TrackingEventInput } from '@/domain/tracking-event-schema'
import { isTrackedPath, MESSAGES } from '@/domain/tracking'

/**
 * Commands for the browser tracker, the `BigBrain` global (SPEC §7). Code may issue them
 * before the tracker has loaded: they wait in `window.bigBrainQueue`, which the tracker
 * replays when it starts, so nothing is lost.
 */

/**
 * What a caller may say about an event. The tracker adds the rest (time, source, visit and
 * visitor ids, screen, language, user agent); the collector refuses any other key.
 */
export type TrackEventFields = Partial<Pick<TrackingEventInput, 'group' | 'kind' | 'info1' | 'info3' | 'value' | 'data' | 'pulse_user_id' | 'pulse_account_id'>>

export type BigBrainCommand =
  | [command: 'track_event', name: string, fields?: TrackEventFields]
  | [command: 'set_utm_cluster_id', clusterId: string]
  | [command: 'set_utm_locale_id', localeId: string]

export type BigBrain = (...command: BigBrainCommand) => void

declare global {
  interface Window {
    BigBrain?: BigBrain
    bigBrainQueue?: BigBrainCommand[]
  }
}

/**
 * Commands waiting for a tracker that never comes (a page without it, a script blocked by the
 * visitor) must not pile up for the life of the tab: past this many the oldest go.
 */
export const MAX_QUEUED_COMMANDS = 100

/**
 * How long a queued command may wait for the tracker. The layout starts it once React has hydrated
 * the page, so commands issued before that (a child's effect runs before its layout's) are normal;
 * a tracker still absent this long after is not coming.
 */
export const TRACKER_GRACE_MS = 10_000

let missingReported = false
let missingCheckScheduled = false

/** SPEC §8: 'Missing BigBrain in window' is logged, once a page, when the tracker is absent. */
function reportMissingTracker(): void {
  if (missingReported) return
  missingReported = true
  console.error(MESSAGES.missingTracker)
}

/** The console line for a command issued on the server, e.g. `… (track_event page_view)`. */
export function serverSideCommandMessage(...command: BigBrainCommand): string {
  return `${MESSAGES.serverSideEvent} (${command[0] === 'track_event' ? `${command[0]} ${command[1]}` : command[0]})`
}

/**
 * Hands a command to the browser tracker, or queues it until the tracker loads. On the server
 * there is no browser tracker: the command is not sent, and the console says so (SPEC §7);
 * server code reports events with trackServerEvent (src/server/tracking) instead.
 */
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
    // A full queue means the tracker did not start on this page, whatever the time.
    reportMissingTracker()
  }
}

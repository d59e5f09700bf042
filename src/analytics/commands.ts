/**
 * Commands for the browser tracker, the `BigBrain` global (SPEC §7). Code may issue them
 * before the tracker has loaded: they wait in `window.bigBrainQueue`, which the tracker
 * replays when it starts, so nothing is lost.
 */
export type BigBrainCommand =
  | [command: 'track_event', name: string, fields?: Record<string, string | number | undefined>]
  | [command: 'set_utm_cluster_id', clusterId: string]
  | [command: 'set_utm_locale_id', localeId: string]

declare global {
  interface Window {
    BigBrain?: (...command: BigBrainCommand) => void
    bigBrainQueue?: BigBrainCommand[]
  }
}

export function sendToTracker(...command: BigBrainCommand): void {
  if (typeof window === 'undefined') return
  if (typeof window.BigBrain === 'function') window.BigBrain(...command)
  else (window.bigBrainQueue ??= []).push(command)
}

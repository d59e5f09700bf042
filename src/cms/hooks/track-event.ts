import type { ServerEventFields } from '@/analytics/server/track'

export type TrackEvent = (name: string, fields: ServerEventFields) => void

const SINK = Symbol.for('orbit.cms.track-event')
type Holder = { [SINK]?: TrackEvent }

/**
 * Where the CMS's hooks send analytics events, set by the REST routes
 * (src/app/(payload)/api/[...slug]/route.ts): the CMS layer cannot import the server's tracker,
 * which loads the CMS. Kept on the process's global object, which every bundle of Next's shares.
 */
export function sendCmsEventsTo(track: TrackEvent | undefined): void {
  ;(globalThis as Holder)[SINK] = track
}

/** Nothing is sent where no server set a destination (a CLI, a test that does not ask). */
export function trackCmsEvent(name: string, fields: ServerEventFields): void {
  ;(globalThis as Holder)[SINK]?.(name, fields)
}

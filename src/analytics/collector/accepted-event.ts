import type { CountryCode } from '@/domain/countries'
import type { TrackingEvent } from '@/domain/tracking/event-schema'

/** An event the collector (or server-side tracking) has validated and will store or forward. */
export type AcceptedEvent = {
  event: TrackingEvent
  /** When the site received it, in ms since the epoch: the time of events that carry none. */
  receivedAt: number
  /** The page that sent it (the Referer's path), when known. */
  page: string | undefined
  country: CountryCode | undefined
}

/** The page path from a Referer header: no origin, no query; undefined when absent or not a URL. */
export function pageFromReferer(referer: string | null): string | undefined {
  if (!referer) return undefined
  try {
    return new URL(referer).pathname.slice(0, 2048)
  } catch {
    return undefined
  }
}

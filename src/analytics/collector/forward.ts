import type { TrackingEvent } from '@/domain/tracking/event-schema'

import type { AcceptedEvent } from './accepted-event'

/** As the browser tracker would send it (SPEC §7). Throws on failure; callers log and drop. */
export async function forwardEvents(url: string, events: readonly TrackingEvent[], timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(events),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`The tracking service answered ${response.status}.`)
}

export function forwardedEvent({ event, receivedAt }: AcceptedEvent): TrackingEvent {
  return { ...event, timestamp: event.timestamp ?? receivedAt }
}

import { requestBodies } from './batches'
import { KEEPALIVE_BODY_MAX_BYTES, MAX_WAITING_EVENTS } from './config'
import { withIdentity, type Identity, type TrackerEvent } from './event-fields'
import type { Send } from './transport'

export type EventQueueOptions = {
  send: Send
  /** Whether the visitor allows analytics now. While not, events wait in memory only. */
  isAllowed: () => boolean
  /** The visitor and visit ids; asked only once analytics is allowed, as it may set their cookies. */
  identity: () => Identity
  /** True while the page is hidden: the tab may be gone any moment, so nothing waits. */
  isHidden: () => boolean
  /** Runs `callback` once the current task is done; tests hand in a manual one. */
  defer?: (callback: () => void) => void
  maxWaiting?: number
}

export type EventQueue = {
  push: (event: TrackerEvent) => void
  /** Sends what waits, if analytics is allowed; `unloading` when the page is going away. */
  flush: (options?: { unloading?: boolean }) => void
  /** Forgets what waits: the visitor refused analytics. */
  drop: () => void
  size: () => number
}

/**
 * SPEC §7: the browser sends each event array at once, with keepalive. Events tracked in the
 * same task (a page view and the commands replayed after it) still travel as one array, as the
 * send waits only for the end of that task; while the page is hidden not even that. Consent gates
 * every send: until analytics is allowed events wait in memory.
 */
export function createEventQueue({
  send,
  isAllowed,
  identity,
  isHidden,
  defer = (callback) => queueMicrotask(callback),
  maxWaiting = MAX_WAITING_EVENTS,
}: EventQueueOptions): EventQueue {
  let waiting: TrackerEvent[] = []
  let scheduled = false
  // Reading consent may itself track an event (consent unset): that must not flush re-entrantly.
  let flushing = false

  const schedule = () => {
    if (scheduled) return
    scheduled = true
    defer(() => {
      // A flush in between (the page was left) may have sent everything already, or dropped it.
      if (!scheduled) return
      flush()
    })
  }

  function flush({ unloading = false }: { unloading?: boolean } = {}): void {
    scheduled = false
    if (flushing || waiting.length === 0) return
    flushing = true
    let allowed = false
    try {
      allowed = isAllowed()
      if (!allowed) return
      const ids = identity()
      const events = waiting
      waiting = []
      // Every body is a beacon or a keepalive request, which share a small allowance.
      for (const body of requestBodies(
        events.map((event) => withIdentity(event, ids)),
        { maxBytes: KEEPALIVE_BODY_MAX_BYTES },
      ))
        send(body, { unloading })
    } finally {
      flushing = false
    }
    if (allowed && waiting.length > 0) schedule()
  }

  function push(event: TrackerEvent): void {
    // Bounded: a visitor who never answers the consent banner must not grow this forever.
    if (waiting.length >= maxWaiting) return
    waiting.push(event)
    if (isHidden()) flush({ unloading: true })
    else schedule()
  }

  function drop(): void {
    scheduled = false
    waiting = []
  }

  return { push, flush, drop, size: () => waiting.length }
}

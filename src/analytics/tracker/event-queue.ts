import { requestBodies } from './batches'
import { KEEPALIVE_BODY_MAX_BYTES, MAX_WAITING_EVENTS } from './config'
import { withIdentity, type Identity, type TrackerEvent } from './event-fields'
import type { Send } from './transport'

export type EventQueueOptions = {
  send: Send
  isAllowed: () => boolean
  /** Asked only once analytics is allowed, as it may set cookies. */
  identity: () => Identity
  /** While hidden, the tab may be gone any moment, so nothing waits. */
  isHidden: () => boolean
  defer?: (callback: () => void) => void
  maxWaiting?: number
}

export type EventQueue = {
  push: (event: TrackerEvent) => void
  flush: (options?: { unloading?: boolean }) => void
  drop: () => void
  size: () => number
}

/** SPEC §7: each array is sent at once with keepalive; events of one task still travel together. */
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

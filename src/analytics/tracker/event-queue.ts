import { MAX_BATCH_BYTES } from '@/domain/tracking-limits'

import { requestBodies } from './batches'
import { FLUSH_AT_EVENTS, FLUSH_DELAY_MS, KEEPALIVE_BODY_MAX_BYTES, MAX_WAITING_EVENTS } from './config'
import { withIdentity, type Identity, type TrackerEvent } from './event-fields'
import type { Send } from './transport'

type Timers = {
  set: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>
  clear: (timer: ReturnType<typeof setTimeout>) => void
}

export type EventQueueOptions = {
  send: Send
  /** Whether the visitor allows analytics now. While not, events wait in memory only. */
  isAllowed: () => boolean
  /** The visitor and visit ids; asked only once analytics is allowed, as it may set their cookies. */
  identity: () => Identity
  /** True while the page is hidden: the tab may be gone any moment, so nothing waits. */
  isHidden: () => boolean
  timers?: Timers
  flushDelayMs?: number
  flushAtEvents?: number
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
 * Batching (SPEC §7: the browser sends event arrays): events travel together after a short
 * pause or once enough wait, and at once while the page is hidden. Consent gates every send.
 */
export function createEventQueue({
  send,
  isAllowed,
  identity,
  isHidden,
  timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (timer) => clearTimeout(timer) },
  flushDelayMs = FLUSH_DELAY_MS,
  flushAtEvents = FLUSH_AT_EVENTS,
  maxWaiting = MAX_WAITING_EVENTS,
}: EventQueueOptions): EventQueue {
  let waiting: TrackerEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  // Reading consent may itself track an event (consent unset): that must not flush re-entrantly.
  let flushing = false

  const cancelTimer = () => {
    if (timer !== undefined) timers.clear(timer)
    timer = undefined
  }
  const schedule = () => {
    timer ??= timers.set(() => {
      timer = undefined
      flush()
    }, flushDelayMs)
  }

  function flush({ unloading = false }: { unloading?: boolean } = {}): void {
    cancelTimer()
    if (flushing || waiting.length === 0) return
    flushing = true
    let allowed = false
    try {
      allowed = isAllowed()
      if (!allowed) return
      const ids = identity()
      const events = waiting
      waiting = []
      // Leaving, the bodies go as beacons or keepalive requests, which share a small allowance.
      const maxBytes = unloading ? KEEPALIVE_BODY_MAX_BYTES : MAX_BATCH_BYTES
      for (const body of requestBodies(
        events.map((event) => withIdentity(event, ids)),
        { maxBytes },
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
    else if (waiting.length >= flushAtEvents) flush()
    else schedule()
  }

  function drop(): void {
    cancelTimer()
    waiting = []
  }

  return { push, flush, drop, size: () => waiting.length }
}

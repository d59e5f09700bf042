import { describe, expect, it, vi } from 'vitest'

import type { TrackerEvent } from '@/analytics/tracker/event-fields'
import { createEventQueue } from '@/analytics/tracker/event-queue'

const event = (index: number): TrackerEvent => ({ name: 'e', timestamp: index, info1: String(index) })

function setUp({ allowed = true, hidden = false } = {}) {
  const sent: { events: TrackerEvent[]; unloading: boolean }[] = []
  const state = { allowed, hidden }
  const identity = vi.fn(() => ({ visitor_id: 'visitor', direct_object: 'visit' }))
  const queue = createEventQueue({
    send: (body, { unloading }) => sent.push({ events: JSON.parse(body), unloading }),
    isAllowed: () => state.allowed,
    identity,
    isHidden: () => state.hidden,
  })
  return { queue, sent, state, identity }
}

/** Lets the microtasks queued so far run: what the tracker does once the current task ends. */
const endOfTask = () => Promise.resolve()

describe('the event queue', () => {
  it('sends the events of one task together as soon as that task ends, with no timer', async () => {
    vi.useFakeTimers()
    try {
      const { queue, sent } = setUp()
      queue.push(event(1))
      queue.push(event(2))
      expect(vi.getTimerCount()).toBe(0)
      await endOfTask()
      expect(sent).toHaveLength(1)
      expect(sent[0]!.events.map((e) => e.info1)).toEqual(['1', '2'])
      expect(sent[0]!.unloading).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends an event of a later task in a request of its own, at once', async () => {
    const { queue, sent } = setUp()
    queue.push(event(1))
    await endOfTask()
    queue.push(event(2))
    await endOfTask()
    expect(sent.map((request) => request.events.map((e) => e.info1))).toEqual([['1'], ['2']])
  })

  it('keeps to the collector’s 50 events a request when one task tracks more', async () => {
    const { queue, sent } = setUp()
    for (let index = 0; index < 60; index += 1) queue.push(event(index))
    await endOfTask()
    expect(sent.map((request) => request.events.length)).toEqual([50, 10])
  })

  it('adds the visitor and visit ids at sending time', () => {
    const { queue, sent } = setUp()
    queue.push(event(1))
    queue.flush()
    expect(sent[0]!.events[0]).toMatchObject({ visitor_id: 'visitor', direct_object: 'visit' })
  })

  it('sends right away, as unloading, while the page is hidden', () => {
    const { queue, sent } = setUp({ hidden: true })
    queue.push(event(1))
    expect(sent).toEqual([{ events: [expect.objectContaining({ info1: '1' })], unloading: true }])
  })

  it('flushes as unloading when the page is left, and sends nothing twice', async () => {
    const { queue, sent } = setUp()
    queue.push(event(1))
    queue.flush({ unloading: true })
    expect(sent[0]!.unloading).toBe(true)
    await endOfTask()
    expect(sent).toHaveLength(1)
  })

  describe('splitting a large batch', () => {
    const bigEvent = (index: number): TrackerEvent => ({ name: 'e', timestamp: index, info1: `${index}`.padEnd(600, '.') })
    const sizes = (bodies: string[]) => bodies.map((body) => new TextEncoder().encode(body).length)

    function waitingBatch(count: number) {
      const bodies: string[] = []
      const state = { allowed: false }
      const queue = createEventQueue({
        send: (body) => bodies.push(body),
        isAllowed: () => state.allowed,
        identity: () => ({ visitor_id: 'visitor', direct_object: 'visit' }),
        isHidden: () => false,
      })
      for (let index = 0; index < count; index += 1) queue.push(bigEvent(index))
      state.allowed = true
      return { queue, bodies }
    }

    it.each([true, false])('sends bodies of at most 16 KiB (unloading: %s), as keepalive requests may carry no more, and loses no event', (unloading) => {
      const { queue, bodies } = waitingBatch(100)
      queue.flush({ unloading })
      expect(bodies.length).toBeGreaterThanOrEqual(4)
      for (const size of sizes(bodies)) expect(size).toBeLessThanOrEqual(16 * 1024)
      expect(bodies.flatMap((body) => JSON.parse(body) as TrackerEvent[]).map((e) => e.timestamp)).toEqual(Array.from({ length: 100 }, (_, index) => index))
    })
  })

  describe('before the visitor allows analytics', () => {
    it('sends nothing and asks for no ids (no cookie is set): events wait in memory', async () => {
      const { queue, sent, identity } = setUp({ allowed: false })
      for (let index = 0; index < 12; index += 1) queue.push(event(index))
      queue.flush({ unloading: true })
      await endOfTask()
      expect(sent).toEqual([])
      expect(identity).not.toHaveBeenCalled()
      expect(queue.size()).toBe(12)
    })

    it('sends everything that waited once allowed', () => {
      const { queue, sent, state } = setUp({ allowed: false })
      for (let index = 0; index < 3; index += 1) queue.push(event(index))
      state.allowed = true
      queue.flush()
      expect(sent.flatMap((request) => request.events)).toHaveLength(3)
      expect(queue.size()).toBe(0)
    })

    it('forgets what waited when refused', async () => {
      const { queue, sent, state } = setUp({ allowed: false })
      queue.push(event(1))
      queue.drop()
      state.allowed = true
      queue.flush()
      await endOfTask()
      expect(sent).toEqual([])
    })

    it('keeps at most 200 events, so an unanswered banner cannot grow memory forever', () => {
      const { queue } = setUp({ allowed: false })
      for (let index = 0; index < 250; index += 1) queue.push(event(index))
      expect(queue.size()).toBe(200)
    })
  })

  it('sends an event tracked while reading consent in the next batch, without re-entering', () => {
    const sent: TrackerEvent[][] = []
    const during: { read?: () => void } = {}
    const queue = createEventQueue({
      send: (body) => sent.push(JSON.parse(body)),
      isAllowed: () => {
        during.read?.()
        return true
      },
      identity: () => ({ visitor_id: 'v', direct_object: 'd' }),
      isHidden: () => false,
    })
    let once = true
    during.read = () => {
      if (once) queue.push(event(99))
      once = false
    }
    queue.push(event(1))
    queue.flush()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.map((e) => e.info1)).toEqual(['1', '99'])
  })
})

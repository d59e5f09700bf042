import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

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

describe('the event queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the events of one moment together after 2 seconds', () => {
    const { queue, sent } = setUp()
    queue.push(event(1))
    queue.push(event(2))
    vi.advanceTimersByTime(1999)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.events.map((e) => e.info1)).toEqual(['1', '2'])
    expect(sent[0]!.unloading).toBe(false)
  })

  it('sends at once when 10 events wait', () => {
    const { queue, sent } = setUp()
    for (let index = 0; index < 10; index += 1) queue.push(event(index))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.events).toHaveLength(10)
    vi.advanceTimersByTime(5000)
    expect(sent).toHaveLength(1)
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

  it('flushes as unloading when the page is left', () => {
    const { queue, sent } = setUp()
    queue.push(event(1))
    queue.flush({ unloading: true })
    expect(sent[0]!.unloading).toBe(true)
    vi.advanceTimersByTime(5000)
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

    it('sends bodies of at most 16 KiB while the page is left, as keepalive requests may carry no more, and loses no event', () => {
      const { queue, bodies } = waitingBatch(100)
      queue.flush({ unloading: true })
      expect(bodies.length).toBeGreaterThanOrEqual(4)
      for (const size of sizes(bodies)) expect(size).toBeLessThanOrEqual(16 * 1024)
      expect(bodies.flatMap((body) => JSON.parse(body) as TrackerEvent[]).map((e) => e.timestamp)).toEqual(Array.from({ length: 100 }, (_, index) => index))
    })

    it('sends larger bodies, up to the collector’s 64 KiB, while the page stays', () => {
      const { queue, bodies } = waitingBatch(100)
      queue.flush()
      expect(bodies).toHaveLength(2) // 50 events each, the collector's count
      for (const size of sizes(bodies)) {
        expect(size).toBeGreaterThan(16 * 1024)
        expect(size).toBeLessThanOrEqual(64 * 1024)
      }
    })
  })

  describe('before the visitor allows analytics', () => {
    it('sends nothing and asks for no ids (no cookie is set): events wait in memory', () => {
      const { queue, sent, identity } = setUp({ allowed: false })
      for (let index = 0; index < 12; index += 1) queue.push(event(index))
      queue.flush({ unloading: true })
      vi.advanceTimersByTime(10_000)
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

    it('forgets what waited when refused', () => {
      const { queue, sent, state } = setUp({ allowed: false })
      queue.push(event(1))
      queue.drop()
      state.allowed = true
      queue.flush()
      vi.advanceTimersByTime(10_000)
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

import { describe, expect, it } from 'vitest'

import {
  EVENT_NAME,
  EVENT_NAME_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  MAX_EVENTS_PER_REQUEST,
  MAX_REQUEST_BYTES,
  trackerConfig,
} from '@/analytics/tracker/config'
import { requestBodies } from '@/analytics/tracker/batches'
import * as schema from '@/domain/tracking-event-schema'

describe('the tracker and the collector agree', () => {
  it('on the bounds the tracker repeats to keep zod out of the browser', () => {
    expect(MAX_EVENTS_PER_REQUEST).toBe(schema.MAX_EVENTS_PER_BATCH)
    expect(EVENT_NAME_MAX_LENGTH).toBe(schema.EVENT_NAME_MAX_LENGTH)
    expect(FIELD_MAX_LENGTH).toBe(schema.FIELD_MAX_LENGTH)
    expect(MAX_REQUEST_BYTES).toBe(64 * 1024)
    expect(schema.trackingEventSchema.safeParse({ name: 'a.b:c-d_e' }).success).toBe(EVENT_NAME.test('a.b:c-d_e'))
    expect(schema.trackingEventSchema.safeParse({ name: 'a b' }).success).toBe(EVENT_NAME.test('a b'))
  })
})

describe('requestBodies', () => {
  const event = (index: number, size = 10) => ({ name: 'e', info1: String(index).padEnd(size, '.') })

  it('puts at most 50 events in a request', () => {
    const bodies = requestBodies(Array.from({ length: 120 }, (_, index) => event(index)))
    expect(bodies.map((body) => JSON.parse(body).length)).toEqual([50, 50, 20])
  })

  it('keeps every request within 64 KiB and loses no event', () => {
    const events = Array.from({ length: 50 }, (_, index) => event(index, 3000))
    const bodies = requestBodies(events)
    expect(bodies.length).toBeGreaterThan(1)
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(64 * 1024)
    expect(bodies.flatMap((body) => JSON.parse(body))).toEqual(events)
  })

  it('counts bytes, not characters', () => {
    const bodies = requestBodies([{ name: 'e', info1: 'é'.repeat(40) }, { name: 'e', info1: 'é'.repeat(40) }], { maxBytes: 150 })
    expect(bodies).toHaveLength(2)
  })

  it('leaves out an event too big to travel even alone', () => {
    expect(requestBodies([event(1, 100), event(2, 10)], { maxBytes: 60 }).flatMap((body) => JSON.parse(body))).toEqual([event(2, 10)])
  })

  it('sends nothing for nothing', () => {
    expect(requestBodies([])).toEqual([])
  })
})

describe('trackerConfig', () => {
  const settings = {
    brand: { slug: 'orbit' },
    logLevel: 'info' as const,
    tracking: { url: undefined, mode: 'collect' as const },
    sentry: { dsn: undefined, environment: 'production' },
  }

  it("posts to the site's collector by default, with the {slug}_homepage source and no Sentry", () => {
    expect(trackerConfig(settings)).toEqual({ mode: 'collect', endpoint: '/api/collect', source: 'orbit_homepage', logLevel: 'info' })
  })

  it('posts to an external tracking URL and loads Sentry when they are configured', () => {
    const config = trackerConfig({
      ...settings,
      tracking: { url: 'https://track.example/events', mode: 'collect' },
      sentry: { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' },
    })
    expect(config.endpoint).toBe('https://track.example/events')
    expect(config.sentry).toEqual({ dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' })
  })
})

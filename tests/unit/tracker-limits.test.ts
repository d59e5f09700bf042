import { describe, expect, it } from 'vitest'

import { requestBodies } from '@/analytics/tracker/batches'
import { trackerConfig } from '@/analytics/tracker/config'

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
    const bodies = requestBodies(
      [
        { name: 'e', info1: 'é'.repeat(40) },
        { name: 'e', info1: 'é'.repeat(40) },
      ],
      { maxBytes: 150 },
    )
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

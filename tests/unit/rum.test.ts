import { describe, expect, it } from 'vitest'

import { parseBatch } from '@/analytics/collector/parse-batch'
import { whenAnalyticsAllowed } from '@/analytics/when-allowed'
import {
  clickFrustration,
  RAGE_CLICK_WINDOW_MS,
  rageClickDetector,
  reportableLabel,
  reportableResource,
  resourceKind,
  SLOW_RESOURCE_MS,
  type Click,
} from '@/domain/tracking/rum'

/*
 * Real-user monitoring's rules: what counts as a rage, dead or error click and as a
 * slow or failed resource, what of a target or resource is reported, and the collector's check
 * of the events' shapes.
 */

const click = (at: number, target = 'Buy now', x = 100, y = 100): Click => ({ at, x, y, target })

describe('rage clicks', () => {
  it('three clicks on one target within a second are one rage click, reported at the third', () => {
    const rage = rageClickDetector()
    expect(rage.record(click(0))).toBeUndefined()
    expect(rage.record(click(200))).toBeUndefined()
    expect(rage.record(click(400))).toBe(3)
    // The burst goes on: it was reported once.
    expect(rage.record(click(600))).toBeUndefined()
  })

  it('a slow, steady clicker is not raging', () => {
    const rage = rageClickDetector()
    for (let index = 0; index < 6; index += 1) expect(rage.record(click(index * (RAGE_CLICK_WINDOW_MS / 2 + 1)))).toBeUndefined()
  })

  it('clicks on different targets or far apart are separate bursts', () => {
    const rage = rageClickDetector()
    expect(rage.record(click(0, 'Buy now'))).toBeUndefined()
    expect(rage.record(click(100, 'Pricing'))).toBeUndefined()
    expect(rage.record(click(200, 'Buy now'))).toBeUndefined()
    expect(rage.record(click(300, 'Buy now', 400, 400))).toBeUndefined()
    expect(rage.record(click(400, 'Buy now', 400, 400))).toBeUndefined()
    expect(rage.record(click(500, 'Buy now', 405, 402))).toBe(3)
  })

  it('a new burst after a pause can be a rage click again', () => {
    const rage = rageClickDetector()
    for (const at of [0, 100, 200]) rage.record(click(at))
    expect([3_000, 3_100, 3_200].map((at) => rage.record(click(at)))).toEqual([undefined, undefined, 3])
  })
})

describe('dead and error clicks', () => {
  it('nothing changed and no navigation: dead', () => {
    expect(clickFrustration({ errored: false, navigated: false, mutated: false })).toBe('dead_click')
  })
  it('the page changed or went elsewhere: fine', () => {
    expect(clickFrustration({ errored: false, navigated: false, mutated: true })).toBeUndefined()
    expect(clickFrustration({ errored: false, navigated: true, mutated: false })).toBeUndefined()
  })
  it('an uncaught error after the click makes it an error click, whatever else happened', () => {
    expect(clickFrustration({ errored: true, navigated: false, mutated: true })).toBe('error_click')
  })
})

describe('what is reported of a target and a resource', () => {
  it('labels are one trimmed line, cut, with e-mail addresses masked', () => {
    expect(reportableLabel('  Start\n   free trial ')).toBe('Start free trial')
    expect(reportableLabel('Write to jane.doe@example.com')).toBe('Write to [email]')
    expect(reportableLabel('x'.repeat(500))).toHaveLength(100)
    expect(reportableLabel(null)).toBe('')
  })

  it('resource addresses lose their query and fragment; the site’s own are paths', () => {
    const origin = 'https://www.orbit.example'
    expect(reportableResource('https://www.orbit.example/_next/static/a.js?token=secret#x', origin)).toBe('/_next/static/a.js')
    expect(reportableResource('https://cdn.example/font.woff2?v=1', origin)).toBe('https://cdn.example/font.woff2')
  })

  it('failed is a status of 400 or more; slow is longer than a second; the collector is never reported', () => {
    const collector = 'https://www.orbit.example/api/collect'
    const entry = { name: 'https://www.orbit.example/a.js', duration: 10, initiatorType: 'script' }
    expect(resourceKind({ ...entry, responseStatus: 404 }, collector)).toBe('failed')
    expect(resourceKind({ ...entry, responseStatus: 200, duration: SLOW_RESOURCE_MS + 1 }, collector)).toBe('slow')
    expect(resourceKind({ ...entry, responseStatus: 200 }, collector)).toBeUndefined()
    // Cross-origin without Timing-Allow-Origin: status 0 tells nothing, so only slowness counts.
    expect(resourceKind({ ...entry, responseStatus: 0 }, collector)).toBeUndefined()
    expect(resourceKind({ ...entry, name: `${collector}?x=1`, responseStatus: 503, duration: 5_000 }, collector)).toBeUndefined()
    expect(resourceKind({ ...entry, initiatorType: 'beacon', duration: 5_000 }, collector)).toBeUndefined()
  })
})

describe('the collector checks the RUM events’ shapes', () => {
  const interaction = { name: 'rum_interaction', kind: 'click', group: 'button', info1: '/pricing/', info3: 'Buy now' }
  const frustration = { name: 'rum_frustration', kind: 'rage_click', group: 'button', info1: '/pricing/', info3: 'Buy now', value: 3 }
  const resource = { name: 'rum_resource', kind: 'failed', group: 'img', info1: '/', info3: '/missing.png', value: 12.5, data: { status: 404 } }

  it('takes well-formed ones', () => {
    expect(parseBatch(JSON.stringify([interaction, frustration, resource]))).toMatchObject({ kind: 'ok' })
  })

  it('refuses one without its label, with an unknown kind or without a click count, naming the field', () => {
    expect(parseBatch(JSON.stringify([{ ...interaction, info3: undefined }]))).toEqual({ kind: 'malformed', message: expect.stringContaining('event 0.info3') })
    expect(parseBatch(JSON.stringify([frustration, { ...frustration, kind: 'angry_click' }]))).toEqual({
      kind: 'malformed',
      message: expect.stringContaining('event 1.kind'),
    })
    expect(parseBatch(JSON.stringify([{ ...frustration, value: undefined }]))).toMatchObject({ kind: 'malformed' })
    expect(parseBatch(JSON.stringify([{ ...resource, value: -1 }]))).toMatchObject({ kind: 'malformed' })
  })

  it('leaves other events as they were', () => {
    expect(parseBatch(JSON.stringify([{ name: 'page_view', info1: '/' }]))).toMatchObject({ kind: 'ok' })
  })
})

describe('starting after consent', () => {
  it('starts at once when allowed, else at the first change that allows it, once', () => {
    let allowed = false
    const listeners = new Set<() => void>()
    const onChange = (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    let started = 0
    whenAnalyticsAllowed(
      () => allowed,
      onChange,
      () => (started += 1),
    )
    expect(started).toBe(0)
    for (const listener of [...listeners]) listener()
    expect(started).toBe(0)
    allowed = true
    for (const listener of [...listeners]) listener()
    for (const listener of [...listeners]) listener()
    expect(started).toBe(1)
    whenAnalyticsAllowed(
      () => true,
      onChange,
      () => (started += 1),
    )
    expect(started).toBe(2)
  })
})

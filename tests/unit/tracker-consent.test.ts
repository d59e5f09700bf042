import { describe, expect, it, vi } from 'vitest'

import { analyticsConsentGate } from '@/analytics/tracker/consent-gate'
import { cookieIdentity } from '@/analytics/tracker/identity'

describe('the analytics consent gate', () => {
  it('follows the data layer: granted sends, denied waits', () => {
    let value: unknown = 'granted'
    const gate = analyticsConsentGate(
      () => value,
      () => {},
    )
    expect(gate()).toBe(true)
    value = 'denied'
    expect(gate()).toBe(false)
    value = false
    expect(gate()).toBe(false)
  })

  it('counts an unset category as allowed and reports it once per page, not at every send', () => {
    const report = vi.fn()
    const gate = analyticsConsentGate(() => undefined, report)
    expect(gate()).toBe(true)
    expect(gate()).toBe(true)
    expect(report).toHaveBeenCalledTimes(1)
  })
})

describe('the visitor and visit ids', () => {
  function store(initial: Record<string, string> = {}) {
    const jar = new Map(Object.entries(initial))
    const writes: [string, string][] = []
    return {
      jar,
      writes,
      get: (name: string) => jar.get(name),
      set: (name: string, value: string) => {
        writes.push([name, value])
        jar.set(name, value)
      },
    }
  }

  it('creates a random visitor id and visit id when the browser has none', () => {
    const cookies = store()
    let next = 0
    const identity = cookieIdentity(cookies, () => `id-${(next += 1)}`)
    expect(identity()).toEqual({ visitor_id: 'id-1', direct_object: 'id-2' })
    expect(cookies.jar.get('visitor_id')).toBe('id-1')
    expect(cookies.jar.get('visit_id')).toBe('id-2')
  })

  it('keeps existing ids and writes the visit cookie again at each send, so its 30 minutes slide', () => {
    const cookies = store({ visitor_id: 'known', visit_id: 'visit' })
    const identity = cookieIdentity(cookies, () => 'new')
    identity()
    identity()
    expect(identity()).toEqual({ visitor_id: 'known', direct_object: 'visit' })
    expect(cookies.writes).toEqual([
      ['visit_id', 'visit'],
      ['visit_id', 'visit'],
      ['visit_id', 'visit'],
    ])
  })

  it('keeps one visit per page in memory when the browser refuses cookies', () => {
    const identity = cookieIdentity(
      { get: () => undefined, set: () => {} },
      (() => {
        let next = 0
        return () => `id-${(next += 1)}`
      })(),
    )
    const first = identity()
    expect(identity()).toEqual(first)
  })
})

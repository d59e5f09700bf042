import { describe, expect, it } from 'vitest'

import { buildEvent, pageContext } from '@/analytics/tracker/event-fields'
import { hydrationFields, vitalFields, type VitalMetric } from '@/analytics/performance/measurement'
import { trackingEventSchema } from '@/domain/tracking/event-schema'

const metric = (overrides: Partial<VitalMetric>): VitalMetric => ({
  name: 'LCP',
  value: 1234.567,
  delta: 1234.567,
  rating: 'good',
  id: 'v5-1732000000000-123',
  navigationType: 'navigate',
  ...overrides,
})

describe('performance measurements', () => {
  it('carry kind, info1, value and flat data', () => {
    expect(vitalFields(metric({}), '/pricing/')).toEqual({
      kind: 'LCP',
      info1: '/pricing/',
      value: 1234.6,
      data: { rating: 'good', id: 'v5-1732000000000-123', navigation_type: 'navigate', delta: 1234.6 },
    })
  })

  it("say CLS was measured in the spec's 1 s / 5 s session windows, and keep its decimals", () => {
    const fields = vitalFields(metric({ name: 'CLS', value: 0.123456, delta: 0.01 }), '/')
    expect(fields.value).toBe(0.1235)
    expect(fields.data).toMatchObject({ session_gap_ms: 1000, session_max_ms: 5000 })
  })

  it('report hydration timing under its own kind', () => {
    expect(hydrationFields(845.04, '/', 'reload')).toEqual({
      kind: 'hydration',
      info1: '/',
      value: 845,
      data: { navigation_type: 'reload' },
    })
  })

  it.each(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const)('%s becomes an event the collector accepts', (name) => {
    const page = pageContext('orbit_homepage', { screen: { width: 1, height: 1 }, navigator: { language: 'en', userAgent: 'UA' } })
    const event = buildEvent('client_performance_measurement', vitalFields(metric({ name }), '/'), { page, utm: {}, timestamp: 1 })
    expect(trackingEventSchema.safeParse(event).success).toBe(true)
  })
})

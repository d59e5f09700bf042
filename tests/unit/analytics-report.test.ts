import { describe, expect, it } from 'vitest'

import { parseReportRange, rangeStart } from '@/analytics/reports/range'
import { formatVital, isWebVital, rateVital } from '@/domain/tracking/web-vitals'

describe('rateVital', () => {
  it('rates at the published thresholds, the threshold itself still counting as the better band', () => {
    expect(rateVital('LCP', 2500)).toBe('good')
    expect(rateVital('LCP', 2501)).toBe('needs-improvement')
    expect(rateVital('LCP', 4001)).toBe('poor')
    expect(rateVital('INP', 200)).toBe('good')
    expect(rateVital('INP', 500)).toBe('needs-improvement')
    expect(rateVital('CLS', 0.1)).toBe('good')
    expect(rateVital('CLS', 0.26)).toBe('poor')
    expect(rateVital('FCP', 1900)).toBe('needs-improvement')
    expect(rateVital('TTFB', 1801)).toBe('poor')
  })

  it('knows only the five vitals, and formats CLS as a score', () => {
    expect(isWebVital('LCP')).toBe(true)
    expect(isWebVital('hydration')).toBe(false)
    expect(formatVital('CLS', 0.054)).toBe('0.05')
    expect(formatVital('LCP', 2499.6)).toBe('2500 ms')
  })
})

describe('report periods', () => {
  it('offers 1, 7, 30 and 90 days and falls back to 7 for anything else', () => {
    expect(parseReportRange('30')).toBe(30)
    expect(parseReportRange(['90', '1'])).toBe(90)
    expect(parseReportRange('365')).toBe(7)
    expect(parseReportRange('x; drop table')).toBe(7)
    expect(parseReportRange(undefined)).toBe(7)
  })

  it('starts a period that many days before now', () => {
    expect(rangeStart(7, new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-14T12:00:00.000Z')
  })
})

/**
 * The web vitals the site measures and the thresholds web.dev publishes for them, so the admin's
 * analytics view can say whether a page's 75th percentile is good, needs improvement or is poor.
 * Values in milliseconds except CLS, a unitless score.
 */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const

export type WebVital = (typeof WEB_VITALS)[number]

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

const THRESHOLDS: Record<WebVital, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

/** web.dev's two thresholds of a vital: good up to the first, poor above the second. */
export function vitalThresholds(vital: WebVital): { good: number; poor: number } {
  const [good, poor] = THRESHOLDS[vital]
  return { good, poor }
}

export function isWebVital(value: unknown): value is WebVital {
  return typeof value === 'string' && (WEB_VITALS as readonly string[]).includes(value)
}

/** Good up to and including the first threshold, poor above the second. */
export function rateVital(vital: WebVital, value: number): VitalRating {
  const [good, poor] = THRESHOLDS[vital]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}

/** How a value reads in a report: milliseconds rounded, CLS with two decimals. */
export function formatVital(vital: WebVital, value: number): string {
  return vital === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`
}

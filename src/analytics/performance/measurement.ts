import { LAYOUT_SHIFT_SESSION_GAP_MS, LAYOUT_SHIFT_SESSION_MAX_MS } from '@/domain/tracking'

import type { TrackEventFields } from '../commands'

/** The parts of a web-vitals `Metric` the event carries (the type is web-vitals' own shape). */
export type VitalMetric = {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB'
  value: number
  delta: number
  rating: 'good' | 'needs-improvement' | 'poor'
  id: string
  navigationType: string
}

/** Hydration timing's kind, next to the web-vitals names. */
export const HYDRATION_KIND = 'hydration'

/** Milliseconds to a tenth; CLS is a unitless score and keeps four decimals. */
function rounded(name: string, value: number): number {
  const scale = name === 'CLS' ? 10_000 : 10
  return Math.round(value * scale) / scale
}

/**
 * A `client_performance_measurement` event (SPEC §7): kind the metric's name, info1 the page
 * path, value the measurement, data flat details. CLS is web-vitals' largest session window,
 * which ends after a 1 s gap and lasts at most 5 s (SPEC §9); data says so, so a dashboard
 * never compares scores measured two ways.
 */
export function vitalFields(metric: VitalMetric, path: string): TrackEventFields {
  return {
    kind: metric.name,
    info1: path,
    value: rounded(metric.name, metric.value),
    data: {
      rating: metric.rating,
      id: metric.id,
      navigation_type: metric.navigationType,
      delta: rounded(metric.name, metric.delta),
      ...(metric.name === 'CLS' ? { session_gap_ms: LAYOUT_SHIFT_SESSION_GAP_MS, session_max_ms: LAYOUT_SHIFT_SESSION_MAX_MS } : {}),
    },
  }
}

/**
 * Hydration timing: from navigation start (the performance time origin) to the first effect
 * of the root client component, i.e. when React has made the server HTML interactive.
 */
export function hydrationFields(millisecondsSinceNavigation: number, path: string, navigationType: string | undefined): TrackEventFields {
  return {
    kind: HYDRATION_KIND,
    info1: path,
    value: rounded(HYDRATION_KIND, millisecondsSinceNavigation),
    data: navigationType ? { navigation_type: navigationType } : {},
  }
}

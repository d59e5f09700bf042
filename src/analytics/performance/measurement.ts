import { LAYOUT_SHIFT_SESSION_GAP_MS, LAYOUT_SHIFT_SESSION_MAX_MS } from '@/domain/tracking/tracking'

import type { TrackEventFields } from '../commands'

export type VitalMetric = {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB'
  value: number
  delta: number
  rating: 'good' | 'needs-improvement' | 'poor'
  id: string
  navigationType: string
}

export const HYDRATION_KIND = 'hydration'

/** CLS is a unitless score and keeps four decimals. */
function rounded(name: string, value: number): number {
  const scale = name === 'CLS' ? 10_000 : 10
  return Math.round(value * scale) / scale
}

/** SPEC §7. CLS is web-vitals' largest session window (SPEC §9); data says so, so a dashboard never compares scores measured two ways. */
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

/** From navigation start to the root client component's first effect: when React has made the HTML interactive. */
export function hydrationFields(millisecondsSinceNavigation: number, path: string, navigationType: string | undefined): TrackEventFields {
  return {
    kind: HYDRATION_KIND,
    info1: path,
    value: rounded(HYDRATION_KIND, millisecondsSinceNavigation),
    data: navigationType ? { navigation_type: navigationType } : {},
  }
}

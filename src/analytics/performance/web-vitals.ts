import { PERFORMANCE_EVENT } from '@/domain/tracking/tracking'

import type { BigBrain } from '../commands'
import { hydrationFields, vitalFields, type VitalMetric } from './measurement'

/**
 * Loads web-vitals after the page has loaded, in its own chunk, so it never weighs on first
 * load. Its observers read buffered entries, so nothing that happened before is missed. Each
 * metric is reported once, when final (CLS, LCP and INP when the page is hidden).
 */
export async function observeWebVitals(track: BigBrain, path: string): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: VitalMetric) => track('track_event', PERFORMANCE_EVENT, vitalFields(metric, path))
  onCLS(report)
  onLCP(report)
  onINP(report)
  onFCP(report)
  onTTFB(report)
}

/** Reports hydration timing, measured by the caller at its first effect. */
export function reportHydration(track: BigBrain, path: string, hydratedAt: number): void {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  track('track_event', PERFORMANCE_EVENT, hydrationFields(hydratedAt, path, navigation?.type))
}

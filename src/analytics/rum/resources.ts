import { reportableResource, resourceKind, RUM_EVENTS } from '@/domain/tracking/rum'

import type { TrackEventFields } from '../commands'

type Report = (name: string, fields: TrackEventFields) => void

/**
 * Reports the page's slow and failed resources, those loaded before this started included
 * (buffered entries). Duration in milliseconds to a tenth; the status when the browser gives it.
 */
export function watchResources(report: Report, path: string, collectorUrl: string): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const kind = resourceKind(entry, collectorUrl)
      const address = kind && reportableResource(entry.name, location.origin)
      if (!kind || !address) continue
      report(RUM_EVENTS.resource, {
        kind,
        group: entry.initiatorType || 'other',
        info1: path,
        info3: address,
        value: Math.round(entry.duration * 10) / 10,
        data: { status: entry.responseStatus ?? null, transfer_size: entry.transferSize },
      })
    }
  })
  observer.observe({ type: 'resource', buffered: true })
}

import { MAX_RUM_EVENTS_PER_PAGE } from '@/domain/tracking/rum'

import type { BigBrain, TrackEventFields } from '../commands'
import { watchClicks } from './clicks'
import { watchResources } from './resources'

/**
 * Real-user monitoring for this page, loaded in its own chunk once analytics is
 * allowed: its events go through the tracker like every other, so its batching, limits and
 * consent gate apply. Sample rate 1: every visitor who allows analytics is monitored.
 */
export function startRum(track: BigBrain, path: string, collectorUrl: string): void {
  let sent = 0
  const report = (name: string, fields: TrackEventFields) => {
    if (sent >= MAX_RUM_EVENTS_PER_PAGE) return
    sent += 1
    track('track_event', name, fields)
  }
  watchClicks(report, path)
  watchResources(report, path, collectorUrl)
}

'use client'

import { useEffect } from 'react'

import type { TrackerConfig } from '@/analytics/tracker/config'

/** Its first effect marks hydration; the tracker's chunk is fetched then, not before the page can hydrate. */
export function TrackerBoot({ config }: { config: TrackerConfig }) {
  useEffect(() => {
    const hydratedAt = performance.now()
    import('./boot').then(({ bootTracking }) => bootTracking(config, hydratedAt)).catch((error: unknown) => console.error('The tracker did not load', error))
  }, [config])
  return null
}

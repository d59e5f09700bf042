'use client'

import { useEffect } from 'react'

import type { TrackerConfig } from '@/analytics/tracker/config'

/**
 * Mounted once by the site layout; renders nothing. Its first effect runs when React has
 * hydrated the page, which is the hydration timing it reports. The tracker and everything that
 * measures the page come in their own chunk, fetched at that moment rather than before the page
 * can hydrate (issue 19: first-load JavaScript); what client code sends in between waits in the
 * tracker's command queue (src/analytics/commands.ts).
 */
export function TrackerBoot({ config }: { config: TrackerConfig }) {
  useEffect(() => {
    const hydratedAt = performance.now()
    import('./boot').then(({ bootTracking }) => bootTracking(config, hydratedAt)).catch((error: unknown) => console.error('The tracker did not load', error))
  }, [config])
  return null
}

'use client'

import { useEffect } from 'react'

import type { TrackerConfig } from '@/analytics/tracker/config'

import { bootTracking } from './boot'

/**
 * Mounted once by the site layout; renders nothing. Its first effect runs when React has
 * hydrated the page, which is the hydration timing it reports.
 */
export function TrackerBoot({ config }: { config: TrackerConfig }) {
  useEffect(() => {
    bootTracking(config, performance.now())
  }, [config])
  return null
}

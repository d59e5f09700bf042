'use client'

import { useEffect } from 'react'

import { sendInteraction } from './interactions'

/**
 * Counts a view of a template's page from the browser, once the page is shown: the cached HTML
 * is not a view (a crawler or a prefetch is not a visitor), and the endpoint counts a visitor
 * once a day whatever the browser sends. Renders nothing.
 */
export function ViewBeacon({ templateId }: { templateId: number }) {
  useEffect(() => {
    void sendInteraction(templateId, 'view')
  }, [templateId])
  return null
}

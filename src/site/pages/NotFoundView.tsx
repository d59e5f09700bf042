'use client'

import { useEffect } from 'react'

import { sendToTracker } from '@/analytics/commands'
import { ERROR_EVENTS } from '@/domain/tracking'
import { useSiteText } from '@/site/i18n/SiteText'

/** The 404 page in the visitor's language; it reports itself so broken links get noticed. */
export function NotFoundView() {
  const text = useSiteText()
  useEffect(() => {
    sendToTracker('track_event', ERROR_EVENTS.notFoundPageRetrieved, { info1: window.location.pathname, info3: document.referrer || undefined })
  }, [])
  return (
    <main id="main" className="page">
      <header className="page__hero">
        <h1>{text.notFoundTitle}</h1>
        <p className="page__summary">
          {text.notFoundBody} <a href={text.homeHref}>{text.notFoundHome}</a>.
        </p>
      </header>
    </main>
  )
}

'use client'

import { useEffect } from 'react'

import { sendToTracker } from '@/analytics/commands'
import { ERROR_EVENTS } from '@/domain/tracking'
import { useSiteText } from '@/site/i18n/SiteText'

/**
 * Shown when rendering a page fails: a plain apology and a way forward in the visitor's
 * language, never the error's details (the server logs those; the digest links the two).
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = useSiteText()
  useEffect(() => {
    sendToTracker('track_event', ERROR_EVENTS.clientException, { info1: window.location.pathname, info3: error.digest })
  }, [error.digest])
  return (
    <main id="main" className="page">
      <header className="page__hero">
        <h1>{text.errorTitle}</h1>
        <p className="page__summary">
          {text.errorBody} <a href={text.homeHref}>{text.notFoundHome}</a>.
        </p>
        <p>
          <button type="button" className="block-link block-link--primary" onClick={reset}>
            {text.errorRetry}
          </button>
        </p>
      </header>
    </main>
  )
}

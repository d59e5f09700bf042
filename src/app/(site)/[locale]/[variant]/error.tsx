'use client'

import { useEffect } from 'react'

import { useSiteText } from '@/site/i18n/SiteText'
import { ApologyPage } from '@/site/pages/ApologyPage'

/**
 * Shown when rendering a page fails: a plain apology and a way forward in the visitor's
 * language, never the error's details (the server logs those; the digest links the two).
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = useSiteText()
  useEffect(() => {
    // A report that cannot load cannot be sent either; the page still offers a retry.
    import('@/site/tracking/page-errors').then(({ reportPageError }) => reportPageError(error.digest)).catch(() => {})
  }, [error.digest])
  return (
    <ApologyPage title={text.errorTitle} body={text.errorBody} home={{ href: text.homeHref, text: text.notFoundHome }}>
      <p>
        <button type="button" className="block-link block-link--primary" onClick={reset}>
          {text.errorRetry}
        </button>
      </p>
    </ApologyPage>
  )
}

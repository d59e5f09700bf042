'use client'

import { useEffect } from 'react'

import { useSiteText } from '@/site/i18n/SiteText'

/** The 404 page in the visitor's language; it reports itself so broken links get noticed. */
export function NotFoundView() {
  const text = useSiteText()
  useEffect(() => {
    // A report that cannot load cannot be sent either.
    import('@/site/tracking/page-errors').then(({ reportNotFound }) => reportNotFound()).catch(() => {})
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

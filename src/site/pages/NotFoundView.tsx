'use client'

import { useEffect } from 'react'

import { useSiteText } from '@/site/i18n/SiteText'

import { ApologyPage } from './ApologyPage'

/** The 404 page in the visitor's language; it reports itself so broken links get noticed. */
export function NotFoundView() {
  const text = useSiteText()
  useEffect(() => {
    // A report that cannot load cannot be sent either.
    import('@/site/tracking/page-errors').then(({ reportNotFound }) => reportNotFound()).catch(() => {})
  }, [])
  return <ApologyPage title={text.notFoundTitle} body={text.notFoundBody} home={{ href: text.homeHref, text: text.notFoundHome }} />
}

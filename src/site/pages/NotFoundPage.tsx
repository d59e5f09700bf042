import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'

import { DeferredNotFoundView } from './DeferredNotFoundView'
import type { PageContext } from './page-context'

/** The not-found page with the site's header and footer, so a lost visitor can go on from it. */
export function NotFoundPage({ chrome, context }: { chrome: SiteChrome; context: PageContext }) {
  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} />
      <DeferredNotFoundView />
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}

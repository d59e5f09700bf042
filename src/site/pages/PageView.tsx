import type { SiteChrome } from '@/cms/queries/loadSiteChrome'
import type { Page } from '@/payload-types'
import { opensWithHero, RenderBlocks } from '@/site/blocks/registry'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'

import type { PageContext } from './pageContext'

type Props = { page: Page; chrome: SiteChrome; context: PageContext }

/**
 * A CMS page in the header variant it chose: its title as the heading (unless a hero opens
 * the layout), then its blocks, then the footer.
 */
export function PageView({ page, chrome, context }: Props) {
  const blocks = page.layout ?? []
  return (
    <>
      <SiteHeader page={page} chrome={chrome} context={context} />
      <main id="main">
        <article className="page-view">
          {opensWithHero(blocks) ? null : (
            <header className="block block-page-title">
              <div className="block__inner">
                <h1 className="block-page-title__heading">{page.title}</h1>
              </div>
            </header>
          )}
          <RenderBlocks blocks={blocks} context={context} />
        </article>
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}

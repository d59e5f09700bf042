import type { SiteChrome } from '@/cms/queries/loadSiteChrome'
import type { Page } from '@/payload-types'
import { opensWithHero, RenderBlocks } from '@/site/blocks/registry'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'

type Props = { page: Page; chrome: SiteChrome }

/**
 * A CMS page in the header variant it chose: its title as the heading (unless a hero opens
 * the layout), then its blocks, then the footer.
 */
export function PageView({ page, chrome }: Props) {
  const blocks = page.layout ?? []
  const brandName = chrome.settings.brandName
  return (
    <>
      <SiteHeader brandName={brandName} variant={page.headerVariant ?? 'main'} menus={chrome.headerMenus} sideMenu={chrome.sideMenu} />
      <main id="main">
        <article className="page-view">
          {opensWithHero(blocks) ? null : (
            <header className="block block-page-title">
              <div className="block__inner">
                <h1 className="block-page-title__heading">{page.title}</h1>
              </div>
            </header>
          )}
          <RenderBlocks blocks={blocks} />
        </article>
      </main>
      <SiteFooter brandName={brandName} groups={chrome.footerGroups} />
    </>
  )
}

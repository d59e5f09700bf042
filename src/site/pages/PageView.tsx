import type { SiteChrome } from '@/cms/queries/loadSiteChrome'
import type { InvalidMiniSiteReport } from '@/domain/mini-site'
import type { DocsSidebar, MiniSite, Page } from '@/payload-types'
import { OneTapGoogleSignUp } from '@/site/ab/OneTapGoogleSignUp'
import { ProductSolutions } from '@/site/ab/ProductSolutions'
import { StickySignUp } from '@/site/ab/StickySignUp'
import { WelcomeBack } from '@/site/ab/WelcomeBack'
import { opensWithHero, RenderBlocks } from '@/site/blocks/registry'
import { DocsLayout } from '@/site/docs/DocsLayout'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import { MiniSiteBand } from '@/site/minisite/MiniSiteBar'
import { miniSiteView } from '@/site/minisite/miniSiteView'
import { LanguageSuggestion } from '@/site/layout/LanguageSuggestion'

import type { PageContext } from './pageContext'

type Props = {
  page: Page
  chrome: SiteChrome
  context: PageContext
  /** The page's mini-site with its images: its links join the header, its band opens the content. */
  miniSite?: MiniSite | null
  /** Pages with the developers header: the documentation sidebar beside the content. */
  docsSidebar?: DocsSidebar | null
}

/**
 * A CMS page in the header variant it chose, with its product's links in the header if it has a mini-site:
 * its title as the heading (unless a hero opens the layout), then its blocks, beside the docs
 * sidebar on developer pages, then the footer. The A/B variants the HTML is rendered for add
 * their parts on the server: the welcome-back band, the one-tap card, the product's solutions
 * and the sticky sign-up bar (src/site/ab).
 */
/** Without the route's reporter (a page rendered outside the page route), the log says it. */
const logInvalidMiniSite: InvalidMiniSiteReport = (miniSite, issues) =>
  console.error(`The mini-site "${miniSite.name}" (id ${miniSite.id}) is invalid and is not shown: ${issues.map((issue) => issue.path).join(', ')}`)

export function PageView({ page, chrome, context, miniSite, docsSidebar }: Props) {
  const blocks = page.layout ?? []
  const productSite = miniSiteView(miniSite, context.reportInvalidMiniSite ?? logInvalidMiniSite)
  return (
    <>
      <LanguageSuggestion path={context.path} suggested={context.languageSuggestion} />
      <SiteHeader page={page} chrome={chrome} context={context} miniSite={productSite} />
      <main id="main">
        <WelcomeBack context={context} />
        {/* In the main landmark: its band is the product's own content; its links are in the header. */}
        {productSite ? <MiniSiteBand view={productSite} context={context} /> : null}
        <OneTapGoogleSignUp context={context} />
        <DocsLayout sidebar={docsSidebar} context={context}>
          <article className="page-view">
            {opensWithHero(blocks) ? null : (
              <header className="block block-page-title">
                <div className="block__inner">
                  <h1 className="block-page-title__heading">{page.title}</h1>
                </div>
              </header>
            )}
            <RenderBlocks blocks={blocks} context={context} />
            <ProductSolutions product={miniSite?.product} context={context} />
          </article>
        </DocsLayout>
      </main>
      <SiteFooter chrome={chrome} context={context} />
      <StickySignUp context={context} />
    </>
  )
}

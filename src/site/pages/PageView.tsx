import type { ReactNode } from 'react'

import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { DEFAULT_LOCALE, isPageInLocale } from '@/domain/locales'
import type { InvalidMiniSiteReport } from '@/domain/minisite/mini-site'
import { parseTranslationEdits, showsEnglishText } from '@/domain/pages/translation-status'
import { isProductFramedPath } from '@/domain/routing/framed-pages'
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
import { miniSiteView } from '@/site/minisite/mini-site-view'
import { LanguageSuggestion } from '@/site/layout/LanguageSuggestion'
import { ShownInEnglishNote } from '@/site/layout/ShownInEnglishNote'

import type { PageContext } from './page-context'

type Props = {
  page: Page
  chrome: SiteChrome
  context: PageContext
  miniSite?: MiniSite | null
  docsSidebar?: DocsSidebar | null
}

/** Without the route's reporter (a page rendered outside the page route), the log says it. */
const logInvalidMiniSite: InvalidMiniSiteReport = (miniSite, issues) =>
  console.error(`The mini-site "${miniSite.name}" (id ${miniSite.id}) is invalid and is not shown: ${issues.map((issue) => issue.path).join(', ')}`)

/** Its text in English, said in the visitor's language, for a locale that has not translated the page. */
function PageArticle({ page, context, children }: { page: Page; context: PageContext; children?: ReactNode }) {
  const blocks = page.layout ?? []
  const english = showsEnglishText(parseTranslationEdits(page.translationEdits), context.locale, isPageInLocale(page, DEFAULT_LOCALE))
  return (
    <article className="page-view" lang={english ? 'en' : undefined}>
      {english ? <ShownInEnglishNote locale={context.locale} /> : null}
      {opensWithHero(blocks) ? null : (
        <header className="block block-page-title">
          <div className="block__inner">
            <h1 className="block-page-title__heading">{page.title}</h1>
          </div>
        </header>
      )}
      <RenderBlocks blocks={blocks} context={context} />
      {children}
    </article>
  )
}

export function PageView({ page, chrome, context, miniSite, docsSidebar }: Props) {
  // Loaded in a frame by the product's hosts: the page alone, without the site's header, footer and offers.
  if (isProductFramedPath(context.path)) {
    return (
      <main id="main">
        <PageArticle page={page} context={context} />
      </main>
    )
  }
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
          <PageArticle page={page} context={context}>
            <ProductSolutions product={miniSite?.product} context={context} />
          </PageArticle>
        </DocsLayout>
      </main>
      <SiteFooter chrome={chrome} context={context} />
      <StickySignUp context={context} />
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, type ReactNode } from 'react'

import { AB_VARIANT_PREFIX, abVariant, abVariantsOfRenderVariant } from '@/domain/ab-assignment'
import { DEFAULT_CURRENCY, isPriceCurrency } from '@/domain/currency'
import { interfaceText } from '@/i18n/interface-text'
import { isLocale, type Locale } from '@/domain/locales'
import { normalisePath } from '@/domain/paths'
import { isKnownVisitorVariant, isVisitorVariantPair, readVariantSegment, suggestedLocaleOf } from '@/domain/site-routing'
import { env } from '@/infrastructure/env'
import { reportInvalidMiniSite } from '@/server/tracking/invalid-mini-site'
import { reportProblemAt } from '@/server/tracking/report-problem'
import { NotFoundPage } from '@/site/pages/NotFoundPage'
import { PageView } from '@/site/pages/PageView'
import { pageMetadata } from '@/site/seo/pageMetadata'

import { cachedCookieDefinitions, cachedDocsSidebar, cachedOpenPositions, cachedSiteChrome, cachedSolutions } from '@/server/content/published'
import { leadFormAction } from './leadFormAction'
import { pageContent } from './preview'
import { cachedGalleryTemplates } from '@/server/content/gallery'

export type CmsPageParams = { locale: string; variant: string; path?: string[] }
export type CmsPageProps = { params: Promise<CmsPageParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }
type Params = CmsPageParams

/** What a staff preview adds above the page (the preview route's toolbar and bridge), given what it shows. */
export type PreviewToolsFor = (shown: { path: string; locale: Locale; ab: Record<string, string>; priced: boolean; product: boolean }) => ReactNode

/**
 * A CMS page, as the page route and the staff preview's copy of it render it (the proxy sends
 * draft-mode requests to the copy, src/domain/site-routing.ts previewPathname).
 */
/** What the proxy's rewrite encodes in the URL; anything it would not produce is a 404. */
function readParams({ locale, variant, path = [] }: Params) {
  const segment = readVariantSegment(variant)
  if (!isLocale(locale) || !segment || segment.notFound) return undefined
  const decoded = segment.variant
  // Only what the proxy makes, so a made-up variant cannot fill the cache.
  const ab = abVariantsOfRenderVariant(decoded)
  if (!ab) return undefined
  if (Object.entries(decoded).some(([name, value]) => name !== 'currency' && !name.startsWith(AB_VARIANT_PREFIX) && !isVisitorVariantPair(name, value)))
    return undefined
  const currency = decoded.currency?.toUpperCase() ?? DEFAULT_CURRENCY
  if (!isPriceCurrency(currency)) return undefined
  let pagePath: string
  try {
    pagePath = normalisePath(`/${path.map(decodeURIComponent).join('/')}`)
  } catch {
    return undefined // a malformed %-escape cannot name a page
  }
  return {
    locale: locale as Locale,
    currency,
    path: pagePath,
    ab,
    knownVisitor: isKnownVisitorVariant(decoded),
    languageSuggestion: suggestedLocaleOf(decoded),
  }
}

/** Metadata and page share one lookup per render (keyed by strings: params objects differ). */
const pageAt = cache(async (locale: string, variant: string, path: string) => {
  const request = readParams({ locale, variant, path: path === '' ? [] : path.split('/') })
  if (!request) return undefined
  // Published and cached for visitors; in a staff preview (draft mode), drafts and no cache.
  const { content, preview } = await pageContent()
  const page = await content.page(request.path, request.locale)
  return page ? { ...request, page, content, preview } : undefined
})

const lookUp = ({ locale, variant, path = [] }: Params) => pageAt(locale, variant, path.join('/'))

/** The locale of the shared not-found page the proxy sends unknown addresses to, if that is what is asked. */
function notFoundPageLocale({ locale, variant, path = [] }: Params): Locale | undefined {
  return readVariantSegment(variant)?.notFound && path.length === 0 && isLocale(locale) ? locale : undefined
}

export async function cmsPageMetadata({ params }: CmsPageProps): Promise<Metadata> {
  const notFoundLocale = notFoundPageLocale(await params)
  if (notFoundLocale) return { title: interfaceText(notFoundLocale).notFoundTitle, robots: { index: false } }
  const found = await lookUp(await params)
  if (!found) return {}
  const { settings } = await found.content.siteChrome(found.locale)
  const metadata = pageMetadata({ page: found.page, locale: found.locale, settings, serverUrl: env().serverUrl, brandName: settings.brandName })
  // A preview is never indexed (the proxy and the headers say so too).
  return found.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export async function renderCmsPage({ params }: CmsPageProps, previewTools?: PreviewToolsFor) {
  const notFoundLocale = notFoundPageLocale(await params)
  if (notFoundLocale) {
    const chrome = await cachedSiteChrome(notFoundLocale)
    return <NotFoundPage chrome={chrome} context={{ locale: notFoundLocale, currency: DEFAULT_CURRENCY, path: '/', settings: chrome.settings }} />
  }
  // Reached only when the proxy's snapshot lags behind an unpublish: the browser renders this 404.
  const found = await lookUp(await params)
  if (!found) notFound()
  const { page, locale, currency, path, ab, knownVisitor, languageSuggestion, content, preview } = found
  // Price tables, and product cards quoting each product's lowest price, read the Pricing global.
  const showsPrices = page.layout?.some((block) => block.blockType === 'pricingTable' || block.blockType === 'productCards') ?? false
  const showsCookies = page.layout?.some((block) => block.blockType === 'cookieTable') ?? false
  const showsPositions = page.layout?.some((block) => block.blockType === 'openPositions') ?? false
  const showsTemplates = page.layout?.some((block) => block.blockType === 'templateGallery') ?? false
  // The page reads its mini-site at depth 1, which leaves the mini-site's images as ids.
  const miniSiteId = typeof page.miniSite === 'object' ? page.miniSite?.id : page.miniSite
  // A product page rendered for product_solutions' variant lists the product's solutions.
  const showsSolutions = Boolean(miniSiteId) && abVariant(ab, 'productSolutions') === 'solutions'
  const [chrome, pricing, cookieDefinitions, openPositions, miniSite, docsSidebar, solutions, templates] = await Promise.all([
    content.siteChrome(locale),
    showsPrices ? content.pricing(locale) : undefined,
    showsCookies ? cachedCookieDefinitions(locale) : undefined,
    showsPositions ? cachedOpenPositions(locale) : undefined,
    miniSiteId ? content.miniSite(miniSiteId, locale) : null,
    page.headerVariant === 'developers' ? cachedDocsSidebar(locale) : null,
    showsSolutions ? cachedSolutions(locale) : undefined,
    showsTemplates ? cachedGalleryTemplates() : undefined,
  ])
  const view = (
    <PageView
      page={page}
      chrome={chrome}
      context={{
        locale,
        currency,
        path,
        pricing,
        cookieDefinitions,
        openPositions,
        solutions,
        templates,
        settings: chrome.settings,
        product: miniSite?.product,
        report: reportProblemAt(`page ${path}`),
        reportInvalidMiniSite,
        knownVisitor,
        languageSuggestion,
        leadFormAction,
        ab,
        preview,
      }}
      miniSite={miniSite}
      docsSidebar={docsSidebar}
    />
  )
  if (!preview || !previewTools) return view
  // The page facts the proxy judges tests by (src/domain/site-routing.ts), so the choices offered are the ones it applies.
  const priced = page.layout?.some((block) => block.blockType === 'pricingTable') ?? false
  return (
    <>
      {previewTools({ path, locale, ab, priced, product: Boolean(miniSiteId) })}
      {view}
    </>
  )
}

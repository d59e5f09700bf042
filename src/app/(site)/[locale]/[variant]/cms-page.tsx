import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, type ReactNode } from 'react'

import { AB_VARIANT_PREFIX, abVariant, abVariantsOfRenderVariant, type KnownExperiments } from '@/domain/ab/assignment'
import { layoutWithSwaps } from '@/domain/personalisation/block-swap'
import { PERSONALISATION_VARIANT, personalisationOfVariant } from '@/domain/personalisation/rules'
import { DEFAULT_CURRENCY, isPriceCurrency } from '@/domain/pricing/currency'
import { interfaceText } from '@/i18n/interface-text'
import { isLocale, type Locale } from '@/domain/locales'
import { normalisePath } from '@/domain/routing/paths'
import { isKnownVisitorVariant, isVisitorVariantPair, readVariantSegment, suggestedLocaleOf, teamOfVariant } from '@/domain/routing/site-routing'
import { env } from '@/infrastructure/env'
import { reportInvalidMiniSite } from '@/server/tracking/invalid-mini-site'
import { reportProblemAt } from '@/server/tracking/report-problem'
import { NotFoundPage } from '@/site/pages/NotFoundPage'
import { PageView } from '@/site/pages/PageView'
import { pageMetadata } from '@/site/seo/page-metadata'
import { articleMetadata } from '@/site/seo/article-metadata'
import { ArticlePage } from '@/site/articles/ArticlePage'
import { readArticlePath } from '@/domain/articles/addresses'
import { showsEnglishArticle } from '@/domain/articles/translations'
import { articleListsOf } from '@/domain/articles/listing-pages'
import { listingKey, readListingPagePath } from '@/domain/articles/pagination'
import type { Page } from '@/payload-types'
import { AB_GOALS_META } from '@/analytics/ab/experiments'

import {
  cachedArticleListing,
  cachedCookieDefinitions,
  cachedDocsSidebar,
  cachedOpenPositions,
  cachedSiteChrome,
  cachedSolutions,
} from '@/server/content/published'
import { experimentGoalsAt, experimentsFor } from './experiments'
import { leadFormAction } from './lead-form-action'
import { pageContent } from './preview'
import { cachedGalleryTemplates } from '@/server/content/gallery'

export type CmsPageParams = { locale: string; variant: string; path?: string[] }
export type CmsPageProps = { params: Promise<CmsPageParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }
type Params = CmsPageParams

export type PreviewToolsFor = (shown: { path: string; locale: Locale; ab: Record<string, string>; priced: boolean; product: boolean }) => ReactNode

/** Anything the proxy's rewrite would not produce is a 404. */
function readParams({ locale, variant, path = [] }: Params, experiments: KnownExperiments) {
  const segment = readVariantSegment(variant)
  if (!isLocale(locale) || !segment || segment.notFound) return undefined
  const decoded = segment.variant
  const ab = abVariantsOfRenderVariant(decoded, experiments)
  if (!ab) return undefined
  const personalisation = personalisationOfVariant(decoded)
  const known = (name: string, value: string) =>
    name === 'currency' ||
    name.startsWith(AB_VARIANT_PREFIX) ||
    isVisitorVariantPair(name, value) ||
    (name === PERSONALISATION_VARIANT && personalisation !== undefined)
  if (Object.entries(decoded).some(([name, value]) => !known(name, value))) return undefined
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
    team: teamOfVariant(decoded),
    languageSuggestion: suggestedLocaleOf(decoded),
    personalisation,
    experiments,
  }
}

/**
 * Keyed by strings: params objects differ between metadata and page. A CMS page first; then a later
 * page of a page's article lists (`/blog/page/2`); then an article (`/blog/{slug}`).
 */
const pageAt = cache(async (locale: string, variant: string, path: string, previewRoute: boolean) => {
  const request = readParams({ locale, variant, path: path === '' ? [] : path.split('/') }, await experimentsFor(variant))
  if (!request) return undefined
  // Published and cached for visitors; in a staff preview (draft mode), drafts and no cache.
  const { content, preview } = await pageContent(previewRoute)
  const found = await content.page(request.path, request.locale)
  const page = found ? await withVariations(found, request, content) : undefined
  if (page === null) return undefined
  if (page) return { ...request, found: 'page' as const, page, listing: { path: request.path, page: 1 }, content, preview }
  const later = readListingPagePath(request.path)
  const listingPage = later ? await content.page(later.listingPath, request.locale) : null
  if (later && listingPage && articleListsOf(listingPage.layout).length > 0) {
    return { ...request, found: 'page' as const, page: listingPage, listing: { path: later.listingPath, page: later.page }, content, preview }
  }
  const address = readArticlePath(request.path)
  const article = address ? await content.article(address, request.locale) : null
  return article ? { ...request, found: 'article' as const, article, content, preview } : undefined
})

/**
 * The page as an experiment's variant or a personalisation rule shows it. Null: the variant names
 * an experiment or rule that is not this page's, which the proxy never does.
 */
async function withVariations(
  page: Page,
  request: { path: string; locale: Locale; ab: Record<string, string>; personalisation: number | undefined; experiments: KnownExperiments },
  content: Awaited<ReturnType<typeof pageContent>>['content'],
): Promise<Page | null> {
  const variations = [
    ...request.experiments
      .filter(({ testName, variants }) => request.ab[testName] !== undefined && request.ab[testName] !== variants[0])
      .map(({ testName }) => ({ collection: 'ab-tests' as const, testName })),
    ...(request.personalisation === undefined ? [] : [{ collection: 'personalisations' as const, id: request.personalisation }]),
  ]
  const swaps = []
  for (const variation of variations) {
    const swap = await content.variation(variation, request.locale)
    if (!swap || swap.page !== request.path) return null
    swaps.push(swap)
  }
  return variations.length === 0 ? page : { ...page, layout: layoutWithSwaps(page.layout, swaps) }
}

/** Each list's page; a page past the last of its longest list is no page. */
async function articleListings(page: Page, listing: { page: number }, locale: Locale) {
  const lists = articleListsOf(page.layout)
  if (lists.length === 0) return undefined
  const loaded = await Promise.all(
    lists.map(async ({ kind, perPage }) => [listingKey(kind, perPage), await cachedArticleListing(kind, perPage, listing.page, locale)] as const),
  )
  if (listing.page > 1 && loaded.every(([, { pages }]) => listing.page > pages)) return null
  return Object.fromEntries(loaded)
}

const lookUp = ({ locale, variant, path = [] }: Params, previewRoute: boolean) => pageAt(locale, variant, path.join('/'), previewRoute)

function notFoundPageLocale({ locale, variant, path = [] }: Params): Locale | undefined {
  return readVariantSegment(variant)?.notFound && path.length === 0 && isLocale(locale) ? locale : undefined
}

export const cmsPageMetadata = (props: CmsPageProps) => pageMetadataOf(props, false)

export const previewCmsPageMetadata = (props: CmsPageProps) => pageMetadataOf(props, true)

async function pageMetadataOf({ params }: CmsPageProps, previewRoute: boolean): Promise<Metadata> {
  const notFoundLocale = notFoundPageLocale(await params)
  if (notFoundLocale) return { title: interfaceText(notFoundLocale).notFoundTitle, robots: { index: false } }
  const found = await lookUp(await params, previewRoute)
  if (!found) return {}
  const { settings } = await found.content.siteChrome(found.locale)
  const site = { locale: found.locale, settings, serverUrl: env().serverUrl, brandName: settings.brandName }
  if (found.found === 'article') return articleMetadata({ ...found.article, ...site })
  // A later page of a list is an address of its own, canonical to itself.
  const page = found.listing.page > 1 ? { ...found.page, path: found.path } : found.page
  const metadata = pageMetadata({ page, ...site })
  return found.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export async function renderCmsPage({ params }: CmsPageProps, previewTools?: PreviewToolsFor) {
  const notFoundLocale = notFoundPageLocale(await params)
  if (notFoundLocale) {
    const chrome = await cachedSiteChrome(notFoundLocale)
    return <NotFoundPage chrome={chrome} context={{ locale: notFoundLocale, currency: DEFAULT_CURRENCY, path: '/', settings: chrome.settings }} />
  }
  // Reached only when the proxy's snapshot lags behind an unpublish.
  const found = await lookUp(await params, previewTools !== undefined)
  if (!found) notFound()
  if (found.found === 'article') {
    const { article, translatedLocales } = found.article
    const { locale, currency, path, knownVisitor, languageSuggestion, ab } = found
    const chrome = await cachedSiteChrome(locale)
    const context = { locale, currency, path, settings: chrome.settings, knownVisitor, languageSuggestion, ab, report: reportProblemAt(`article ${path}`) }
    return <ArticlePage article={article} chrome={chrome} context={context} english={showsEnglishArticle(locale, translatedLocales)} />
  }
  const { page, locale, currency, path, ab, knownVisitor, team, languageSuggestion, content, preview, listing } = found
  const listings = await articleListings(page, listing, locale)
  if (listings === null) notFound()
  const showsPrices = page.layout?.some((block) => block.blockType === 'pricingTable' || block.blockType === 'productCards') ?? false
  const showsCookies = page.layout?.some((block) => block.blockType === 'cookieTable') ?? false
  const showsPositions = page.layout?.some((block) => block.blockType === 'openPositions') ?? false
  const showsTemplates = page.layout?.some((block) => block.blockType === 'templateGallery') ?? false
  // Read at depth 1, which leaves the mini-site's images as ids.
  const miniSiteId = typeof page.miniSite === 'object' ? page.miniSite?.id : page.miniSite
  const showsSolutions = Boolean(miniSiteId) && abVariant(ab, 'productSolutions') === 'solutions'
  const [chrome, pricing, cookieDefinitions, openPositions, miniSite, docsSidebar, solutions, templates, goals] = await Promise.all([
    content.siteChrome(locale),
    showsPrices ? content.pricing(locale) : undefined,
    showsCookies ? cachedCookieDefinitions(locale) : undefined,
    showsPositions ? cachedOpenPositions(locale) : undefined,
    miniSiteId ? content.miniSite(miniSiteId, locale) : null,
    page.headerVariant === 'developers' ? cachedDocsSidebar(locale) : null,
    showsSolutions ? cachedSolutions(locale) : undefined,
    showsTemplates ? cachedGalleryTemplates() : undefined,
    experimentGoalsAt(path),
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
        articleListings: listings,
        listing,
        settings: chrome.settings,
        product: miniSite?.product,
        report: reportProblemAt(`page ${path}`),
        reportInvalidMiniSite,
        knownVisitor,
        team,
        languageSuggestion,
        leadFormAction,
        ab,
        preview,
      }}
      miniSite={miniSite}
      docsSidebar={docsSidebar}
    />
  )
  // React places it in the head; the browser reports the goal reached for the visitor's experiments.
  const goalMeta = goals.length > 0 ? <meta name={AB_GOALS_META} content={goals.join(' ')} /> : null
  if (!preview || !previewTools)
    return (
      <>
        {goalMeta}
        {view}
      </>
    )
  // The facts the proxy judges tests by, so the choices offered are the ones it applies.
  const priced = page.layout?.some((block) => block.blockType === 'pricingTable') ?? false
  return (
    <>
      {previewTools({ path, locale, ab, priced, product: Boolean(miniSiteId) })}
      {goalMeta}
      {view}
    </>
  )
}

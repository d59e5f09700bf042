import { unstable_cache } from 'next/cache'

import { trackServerEvent } from '@/server/tracking'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { listPublishedArticles } from '@/cms/queries/article-listing'
import { findPublishedArticle } from '@/cms/queries/find-published-article'
import { findMiniSite } from '@/cms/queries/find-mini-site'
import { findPublishedPage } from '@/cms/queries/find-published-page'
import { loadSiteChrome } from '@/cms/queries/load-site-chrome'
import { loadOpenPositions } from '@/cms/queries/open-positions'
import { publishedSolutions } from '@/cms/queries/published-solutions'
import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'
import { loadExperimentVariants, loadVariationBlocks, type Variation } from '@/cms/queries/page-variations'
import type { ArticleAddress } from '@/domain/articles/addresses'
import type { ArticleKind } from '@/domain/articles/kinds'
import type { Locale } from '@/domain/locales'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

/* Tagged so a publish refreshes exactly the pages that used it, in every locale and variant at once. */

export const cachedPage = (path: string, locale: Locale) =>
  unstable_cache(async () => findPublishedPage(await payloadClient(), path, locale), ['page', path, locale], {
    tags: [CACHE_TAGS.page(path), CACHE_TAGS.miniSites],
  })()

/** What the proxy routes by: redirects, and which pages are published in which locales. */
export const cachedSiteSnapshot = unstable_cache(async () => loadSiteSnapshot(await payloadClient()), ['proxy-snapshot'], {
  tags: [CACHE_TAGS.proxySnapshot],
  revalidate: 300,
})

export const cachedSiteChrome = (locale: Locale) =>
  unstable_cache(async () => loadSiteChrome(await payloadClient(), locale), ['site-chrome', locale], {
    tags: [CACHE_TAGS.siteChrome],
  })()

export const cachedPricing = (locale: Locale) =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug: 'pricing', locale, draft: false, overrideAccess: false, depth: 0 }),
    ['pricing', locale],
    { tags: [CACHE_TAGS.pricing] },
  )()

export const cachedMiniSite = (id: number, locale: Locale) =>
  unstable_cache(async () => findMiniSite(await payloadClient(), id, locale), ['mini-site', String(id), locale], { tags: [CACHE_TAGS.miniSites] })()

export const cachedCookieDefinitions = (locale: Locale) =>
  unstable_cache(
    async () =>
      (
        await (
          await payloadClient()
        ).find({
          collection: 'cookie-definitions',
          pagination: false,
          depth: 0,
          locale,
          overrideAccess: false,
          sort: 'name',
        })
      ).docs,
    ['cookie-definitions', locale],
    { tags: [CACHE_TAGS.cookieDefinitions] },
  )()

/** The CMS's positions, or the applicant-tracking feed's (asked again after five minutes). */
export const cachedOpenPositions = (locale: Locale) =>
  unstable_cache(
    async () => {
      const { feedUrl, feedTimeoutMs } = env().careers
      return loadOpenPositions(await payloadClient(), locale, { feedUrl, feedTimeoutMs, report: trackServerEvent })
    },
    ['open-positions', locale],
    { tags: [CACHE_TAGS.positions], revalidate: 300 },
  )()

/** The add-solution page renders per request; this list is shared by all and refreshes when a solution changes. */
export const cachedSolutions = (locale: Locale) =>
  unstable_cache(async () => publishedSolutions(await payloadClient(), locale), ['solutions', locale], {
    tags: [CACHE_TAGS.solutions],
  })()

export const cachedDocsSidebar = (locale: Locale) =>
  unstable_cache(async () => (await payloadClient()).findGlobal({ slug: 'docs-sidebar', locale, overrideAccess: false, depth: 0 }), ['docs-sidebar', locale], {
    tags: [CACHE_TAGS.siteChrome],
  })()

/** An article's page, refreshed as a page is: by its address's tag. */
export const cachedArticle = (address: ArticleAddress, locale: Locale) =>
  unstable_cache(async () => findPublishedArticle(await payloadClient(), address, locale), ['article', address.kind, address.slug, locale], {
    tags: [CACHE_TAGS.article(address)],
  })()

/** One page of a list; any article of the kind published, moved or removed refreshes every list of it. */
export const cachedArticleListing = (kind: ArticleKind, perPage: number, page: number, locale: Locale) =>
  unstable_cache(
    async () => listPublishedArticles(await payloadClient(), { kind, perPage, page, locale }),
    ['article-listing', kind, String(perPage), String(page), locale],
    { tags: [CACHE_TAGS.articles(kind)] },
  )()

/** What a preview may show in draft, published and cached for visitors. */
/** The blocks of an experiment's variant or a personalisation rule, refreshed when marketers change either. */
export const cachedVariation = (variation: Variation, locale: Locale) =>
  unstable_cache(
    async () => loadVariationBlocks(await payloadClient(), variation, locale),
    ['page-variation', variation.collection, 'testName' in variation ? variation.testName : String(variation.id), locale],
    { tags: [CACHE_TAGS.pageVariations] },
  )()

/** Every experiment's name and variants, so a page accepts exactly the variants the proxy can give it. */
export const cachedExperimentVariants = unstable_cache(async () => loadExperimentVariants(await payloadClient()), ['experiment-variants'], {
  tags: [CACHE_TAGS.pageVariations],
})

export const publishedContent = {
  page: cachedPage,
  variation: cachedVariation,
  siteChrome: cachedSiteChrome,
  pricing: cachedPricing,
  miniSite: cachedMiniSite,
  article: cachedArticle,
}

export type PageContent = typeof publishedContent

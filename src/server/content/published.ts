import { unstable_cache } from 'next/cache'

import { trackServerEvent } from '@/server/tracking'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { findMiniSite } from '@/cms/queries/findMiniSite'
import { findPublishedPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import { loadOpenPositions } from '@/cms/queries/openPositions'
import { publishedSolutions } from '@/cms/queries/publishedSolutions'
import type { Locale } from '@/domain/locales'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

/*
 * Published content as pages render it, tagged so that a publish refreshes exactly the pages
 * that used it (in every locale and variant at once) and kept between renders of other variants.
 */

export const cachedPage = (path: string, locale: Locale) =>
  unstable_cache(async () => findPublishedPage(await payloadClient(), path, locale), ['page', path, locale], {
    tags: [CACHE_TAGS.page(path), CACHE_TAGS.miniSites],
  })()

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

/** A page's mini-site with its images (depth 1), or null when it is not published. */
export const cachedMiniSite = (id: number, locale: Locale) =>
  unstable_cache(async () => findMiniSite(await payloadClient(), id, locale), ['mini-site', String(id), locale], { tags: [CACHE_TAGS.miniSites] })()

/** Every cookie definition with its description in `locale`, for the cookie policy's table. */
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

/**
 * The open positions for the careers page, in `locale`: the CMS's, or the applicant-tracking
 * feed's when one is configured. A position's change refreshes them at once; a feed is asked
 * again after five minutes.
 */
export const cachedOpenPositions = (locale: Locale) =>
  unstable_cache(
    async () => {
      const { feedUrl, feedTimeoutMs } = env().careers
      return loadOpenPositions(await payloadClient(), locale, { feedUrl, feedTimeoutMs, report: trackServerEvent })
    },
    ['open-positions', locale],
    { tags: [CACHE_TAGS.positions], revalidate: 300 },
  )()

/**
 * The published marketplace solutions in `locale`, for the add-solution page. That page renders
 * per request (it reads its query); this list is shared by all of them and refreshes when a
 * solution changes.
 */
export const cachedSolutions = (locale: Locale) =>
  unstable_cache(async () => publishedSolutions(await payloadClient(), locale), ['solutions', locale], {
    tags: [CACHE_TAGS.solutions],
  })()

/** The developer documentation's sidebar, for pages with the developers header. */
export const cachedDocsSidebar = (locale: Locale) =>
  unstable_cache(async () => (await payloadClient()).findGlobal({ slug: 'docs-sidebar', locale, overrideAccess: false, depth: 0 }), ['docs-sidebar', locale], {
    tags: [CACHE_TAGS.siteChrome],
  })()

/** What a CMS page reads that a preview may show in draft: published and cached for visitors. */
export const publishedContent = {
  page: cachedPage,
  siteChrome: cachedSiteChrome,
  pricing: cachedPricing,
  miniSite: cachedMiniSite,
}

export type PageContent = typeof publishedContent

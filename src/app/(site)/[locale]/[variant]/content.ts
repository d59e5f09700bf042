import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { findPublishedPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import type { Locale } from '@/domain/locales'
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

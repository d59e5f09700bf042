import type { MetadataRoute } from 'next'
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { writtenLocales } from '@/cms/queries/find-published-article'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'
import { articleSitemapEntries, sitemapEntries } from '@/site/seo/sitemap'

// Publishing a page refreshes the sitemap at once (CACHE_TAGS.sitemap); this is only the safety net.
export const revalidate = 3600

/** Every published page, read with a visitor's rights; kept until a page is published, so a database outage serves the last list. */
const publishedPages = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      draft: false,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: 'path',
      select: { path: true, onlyInLocales: true, updatedAt: true, translationEdits: true, seo: { noindex: true } },
    })
    return docs
  },
  ['sitemap'],
  { tags: [CACHE_TAGS.sitemap] },
)

/** Every published article with the locales its title is written in; refreshed, like the pages, when one is published. */
const publishedArticles = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      draft: false,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      locale: 'all',
      sort: 'slug',
      select: { kind: true, slug: true, title: true, updatedAt: true },
    })
    return docs.map(({ kind, slug, title, updatedAt }) => ({ kind, slug, updatedAt, translatedLocales: writtenLocales(title) }))
  },
  ['sitemap-articles'],
  { tags: [CACHE_TAGS.sitemap] },
)

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, articles] = await Promise.all([publishedPages(), publishedArticles()])
  return [...sitemapEntries(pages, env().serverUrl), ...articleSitemapEntries(articles, env().serverUrl)]
}

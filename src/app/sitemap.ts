import type { MetadataRoute } from 'next'
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'
import { sitemapEntries } from '@/site/seo/sitemap'

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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await publishedPages(), env().serverUrl)
}

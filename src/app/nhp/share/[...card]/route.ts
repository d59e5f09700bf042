import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cache-tags'
import type { Locale } from '@/domain/locales'
import { readShareCardPath } from '@/domain/routing/paths'
import { isPublishedCmsPage, routingTable } from '@/domain/routing/site-routing'
import { shareCardColour, shareCardDraws } from '@/domain/seo/share-card'
import { cachedPage, cachedSiteChrome, cachedSiteSnapshot } from '@/server/content/published'
import { renderShareCard } from '@/server/seo/share-card'

/*
 * A page's link-preview picture in one language, drawn from its title once and kept in Next's data
 * cache until the page, its mini-site or the site's name is published again. Only published pages
 * get an entry: any other address is refused before anything is read or kept.
 */
export const dynamic = 'force-dynamic'

/** As Next gives a cached page, so a CDN holds the picture as long as the page. */
const CACHED = 'public, s-maxage=3600, stale-while-revalidate=86400'

const cachedCard = (path: string, locale: Locale) =>
  unstable_cache(
    async (): Promise<string | null> => {
      const page = await cachedPage(path, locale)
      if (!page || !shareCardDraws(page.title)) return null
      const { settings } = await cachedSiteChrome(locale)
      const product = typeof page.miniSite === 'object' ? page.miniSite?.product : undefined
      const png = await renderShareCard({ title: page.title, brandName: settings.brandName, colour: shareCardColour(product) })
      // The data cache keeps JSON.
      return png ? png.toString('base64') : null
    },
    ['share-card', path, locale],
    { tags: [CACHE_TAGS.page(path), CACHE_TAGS.miniSites, CACHE_TAGS.siteChrome] },
  )()

const notFound = () => new Response('No such picture.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function GET(_request: Request, { params }: { params: Promise<{ card: string[] }> }): Promise<Response> {
  const address = readShareCardPath((await params).card)
  if (!address || !isPublishedCmsPage(routingTable(await cachedSiteSnapshot()), address.path, address.locale)) return notFound()
  const card = await cachedCard(address.path, address.locale)
  if (!card) return notFound()
  return new Response(Buffer.from(card, 'base64'), { headers: { 'content-type': 'image/png', 'cache-control': CACHED } })
}

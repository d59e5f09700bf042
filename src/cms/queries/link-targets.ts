import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/domain/locales'
import { normalisePath } from '@/domain/routing/paths'
import { isPublished, routingTable } from '@/domain/routing/site-routing'

/** As the proxy decides it; `alsoPublishing` is a page about to be published, which counts as existing. */
export async function linkTargetExists(
  payload: Payload,
  req: PayloadRequest,
  alsoPublishing?: { path: string | null | undefined; onlyInLocales?: readonly Locale[] | null },
): Promise<(path: string, locale: Locale) => boolean> {
  const [pages, redirects] = await Promise.all([
    payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
      // A page never published is no link target (and an autosaved new page may have no path yet).
      where: { _status: { equals: 'published' } },
      select: { path: true, onlyInLocales: true },
      req,
    }),
    payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true, select: { from: true }, req }),
  ])
  const published: { path: string; locales?: readonly Locale[] }[] = pages.docs
    .filter(({ path }) => typeof path === 'string')
    .map(({ path, onlyInLocales }) => ({ path, locales: onlyInLocales ?? undefined }))
  if (typeof alsoPublishing?.path === 'string') published.push({ path: alsoPublishing.path, locales: alsoPublishing.onlyInLocales ?? undefined })
  const table = routingTable({ redirects: [], pages: published, pricedPaths: [] })
  const redirected = new Set(redirects.docs.map(({ from }) => normalisePath(from)))
  return (path, locale) => redirected.has(path) || isPublished(table, path, locale)
}

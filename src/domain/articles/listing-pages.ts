import { pathFor } from '../routing/paths'
import type { ArticleAddress } from './addresses'
import { isArticleKind, type ArticleKind } from './kinds'
import { laterListingPaths, pageCount } from './pagination'

/** What the proxy needs of a published page that lists articles. */
export type ListingPage = { path: string; locales?: readonly string[]; lists: ReadonlyArray<{ kind: string; perPage: number }> }

type RoutedPage<Locale> = { path: string; locales?: readonly Locale[] }

/** The article lists a page's layout holds, read from blocks of any type. */
export function articleListsOf(layout: ReadonlyArray<{ blockType: string; kind?: unknown; perPage?: unknown }> | null | undefined) {
  return (layout ?? []).flatMap((block) =>
    block.blockType === 'articleList' && isArticleKind(block.kind)
      ? [{ kind: block.kind, perPage: typeof block.perPage === 'number' && block.perPage > 0 ? block.perPage : 1 }]
      : [],
  )
}

/**
 * The addresses articles add to the site: each published article in every locale (untranslated
 * ones show English), and the later pages of every list, as long as its longest list needs.
 */
export function articleRoutes<Locale extends string>(
  articles: readonly ArticleAddress[],
  listingPages: ReadonlyArray<Omit<ListingPage, 'locales'> & { locales?: readonly Locale[] }>,
): RoutedPage<Locale>[] {
  const counts = new Map<ArticleKind, number>()
  for (const { kind } of articles) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  const later = listingPages.flatMap(({ path, locales, lists }) => {
    const pages = Math.max(1, ...lists.map(({ kind, perPage }) => (isArticleKind(kind) ? pageCount(counts.get(kind) ?? 0, perPage) : 1)))
    return laterListingPaths(path, pages).map((listing) => (locales?.length ? { path: listing, locales } : { path: listing }))
  })
  return [...articles.map((article) => ({ path: pathFor(article) })), ...later]
}

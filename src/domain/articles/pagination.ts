import { LISTING_PAGE_SEGMENT } from './addresses'

/**
 * Pagination lives in the path (`/blog/page/2`), never in a query: a page's HTML may depend only on
 * its path, locale and variant, which is what Next's cache, the server's copies and nginx key on.
 */
export const DEFAULT_ARTICLES_PER_PAGE = 5

export const MAX_ARTICLES_PER_PAGE = 50

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)))
}

/** The first page is the listing itself: `/blog`, never `/blog/page/1`. */
export function listingPagePath(listingPath: string, page: number): string {
  if (page <= 1) return listingPath
  return `${listingPath === '/' ? '' : listingPath}/${LISTING_PAGE_SEGMENT}/${page}`
}

const LISTING_PAGE = new RegExp(`^(/.*)/${LISTING_PAGE_SEGMENT}/([1-9][0-9]{0,5})$`)

/** `/blog/page/2` → the listing `/blog`, page 2; page 1 and any other spelling are no listing page. */
export function readListingPagePath(path: string): { listingPath: string; page: number } | undefined {
  const match = LISTING_PAGE.exec(path)
  if (!match) return undefined
  const page = Number(match[2])
  return page >= 2 ? { listingPath: match[1]!, page } : undefined
}

/** Every path of a listing beyond its first page. */
export function laterListingPaths(listingPath: string, pages: number): string[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => listingPagePath(listingPath, index + 2))
}

/** Which loaded list an Article list block shows: one per kind and page size. */
export function listingKey(kind: string, perPage: number): string {
  return `${kind}/${perPage}`
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshProxySnapshot, refreshTags } from '@/cms/hooks/revalidate'
import type { Page } from '@/payload-types'

/** Refreshes a page in every locale and variant, the old path too when it moves; a never-published draft changes nothing. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(doc.path)
  if (previousDoc?._status === 'published' && previousDoc.path) paths.add(previousDoc.path)
  if (paths.size === 0) return doc
  refreshTags(req, [...[...paths].map(CACHE_TAGS.page), CACHE_TAGS.sitemap])
  // Whether the page shows prices decides how the proxy routes it.
  refreshProxySnapshot(req)
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  refreshTags(req, [CACHE_TAGS.page(doc.path), CACHE_TAGS.sitemap])
  refreshProxySnapshot(req)
  return doc
}

import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { announcePagesChanged } from '@/infrastructure/pages-changed.mjs'

export const canRevalidate = (req: PayloadRequest) => req.context.disableRevalidate !== true && process.env.NEXT_RUNTIME === 'nodejs'

/** Outside a request (scheduled publishing) Next.js may refuse to refresh; the save stands and time-based refresh catches up. */
function tryRefresh(req: PayloadRequest, what: string, refresh: () => void) {
  if (!canRevalidate(req)) return
  try {
    refresh()
  } catch (error) {
    req.payload.logger.warn(`Could not refresh ${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Expires at once (not stale-while-revalidate): the next visitor already sees the change. */
export function refreshTags(req: PayloadRequest, tags: readonly string[]) {
  for (const tag of new Set(tags)) tryRefresh(req, `cache tag ${tag}`, () => revalidateTag(tag, { expire: 0 }))
  // The site's server keeps its own copies of recent pages (src/server/http/recent-pages.ts).
  if (canRevalidate(req)) announcePagesChanged()
}

export function refreshProxySnapshot(req: PayloadRequest) {
  refreshTags(req, [CACHE_TAGS.proxySnapshot])
}

type Status = { _status?: unknown } | null | undefined

/** A draft saved over a draft (live preview autosaves) changes nothing cached, so it refreshes nothing. */
export function changesPublished(doc: Status, previousDoc: Status): boolean {
  return doc?._status !== 'draft' || previousDoc?._status === 'published'
}

export const refreshTagAfterGlobalChange =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (changesPublished(doc, previousDoc)) refreshTags(req, [tag])
    return doc
  }

export const refreshTagAfterChange =
  (tag: string): CollectionAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (changesPublished(doc, previousDoc)) refreshTags(req, [tag])
    return doc
  }

export const refreshTagAfterDelete =
  (tag: string): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    refreshTags(req, [tag])
    return doc
  }

export const refreshProxySnapshotAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  refreshProxySnapshot(req)
  return doc
}

export const refreshProxySnapshotAfterGlobalChange: GlobalAfterChangeHook = ({ doc, req }) => {
  refreshProxySnapshot(req)
  return doc
}

export const refreshProxySnapshotAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  refreshProxySnapshot(req)
  return doc
}

/** Experiments and personalisation rules: the proxy assigns from its snapshot, pages read their blocks by tag. */
export const refreshPageVariationsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  refreshTags(req, [CACHE_TAGS.proxySnapshot, CACHE_TAGS.pageVariations])
  return doc
}

export const refreshPageVariationsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  refreshTags(req, [CACHE_TAGS.proxySnapshot, CACHE_TAGS.pageVariations])
  return doc
}

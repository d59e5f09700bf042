import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { CACHE_TAGS } from '@/cms/cacheTags'

/** Outside a Next.js server (seeds, scripts, tests) there is no cache to refresh; callers may opt out. */
export const canRevalidate = (req: PayloadRequest) => req.context.disableRevalidate !== true && process.env.NEXT_RUNTIME === 'nodejs'

/**
 * Outside a request (the job runner publishing on schedule) Next.js may refuse to refresh;
 * the change must still be saved, and the pages' time-based refresh catches up.
 */
function tryRefresh(req: PayloadRequest, what: string, refresh: () => void) {
  if (!canRevalidate(req)) return
  try {
    refresh()
  } catch (error) {
    req.payload.logger.warn(`Could not refresh ${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Expires everything cached with these tags at once (not stale-while-revalidate): the next
 * visitor already sees the change, in every locale and variant.
 */
export function refreshTags(req: PayloadRequest, tags: readonly string[]) {
  for (const tag of new Set(tags)) tryRefresh(req, `cache tag ${tag}`, () => revalidateTag(tag, { expire: 0 }))
}

/** Redirects, the pages that show prices and the consent settings reach the proxy in this snapshot. */
export function refreshProxySnapshot(req: PayloadRequest) {
  refreshTags(req, [CACHE_TAGS.proxySnapshot])
}

type Status = { _status?: unknown } | null | undefined

/**
 * Whether a save can change what visitors see: anything without drafts, a publish, and the save
 * that replaces or withdraws a published version. A draft saved over a draft (the live preview
 * autosaves them as an editor types) changes nothing cached, so it refreshes nothing.
 */
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

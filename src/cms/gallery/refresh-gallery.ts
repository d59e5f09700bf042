import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshTags } from '@/cms/hooks/revalidate'
import { isApproved } from '@/domain/templates/templates'

const online = (doc: { statusCode?: number | null } | undefined | null) => typeof doc?.statusCode === 'number' && isApproved(doc.statusCode)

/** Saves of templates that were and stay offline change nothing a visitor sees, so they leave the cached gallery alone. */
const refreshGalleryAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (online(doc) || online(previousDoc)) refreshTags(req, [CACHE_TAGS.templateGallery])
  return doc
}

const refreshGalleryAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (online(doc)) refreshTags(req, [CACHE_TAGS.templateGallery])
  return doc
}

/**
 * Counting never goes through Payload, so views and likes refresh nothing; the cached list refreshes itself every few minutes.
 * Seeds and tests switch this off with `context.disableRevalidate`.
 */
export function withGalleryRefresh(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), refreshGalleryAfterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), refreshGalleryAfterDelete],
    },
  }
}

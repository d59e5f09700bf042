import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { refreshTags } from '@/cms/hooks/revalidate'
import { isApproved } from '@/domain/templates'

/** Whether a template version is one the gallery shows (online: 1, 3, 5). */
const online = (doc: { statusCode?: number | null } | undefined | null) => typeof doc?.statusCode === 'number' && isApproved(doc.statusCode)

/**
 * An approval shows and a withdrawal disappears within seconds; saves of templates that were
 * and stay offline (a submission, a moderator's proposal, a rejection) change nothing a visitor
 * sees, so they leave the cached gallery alone instead of re-rendering it for every member's edit.
 */
const refreshGalleryAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (online(doc) || online(previousDoc)) refreshTags(req, [CACHE_TAGS.templateGallery])
  return doc
}

const refreshGalleryAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (online(doc)) refreshTags(req, [CACHE_TAGS.templateGallery])
  return doc
}

/**
 * Adds the gallery's refresh to the community templates: the cached gallery, template pages and
 * template-gallery blocks expire at once when an online template changes, goes online or goes
 * offline. Seeds and tests switch it off with `context.disableRevalidate`. Counting never goes
 * through Payload, so views and likes refresh nothing; the cached list refreshes itself every
 * few minutes.
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

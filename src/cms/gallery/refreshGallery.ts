import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'

/**
 * Adds the gallery's refresh to a collection whose documents the gallery shows (community
 * templates): any save or delete expires the cached gallery, template pages and template-gallery
 * blocks at once, so an approval shows and a withdrawal disappears within seconds. Seeds and
 * tests switch it off with `context.disableRevalidate`. Counting never goes through Payload, so
 * views and likes do not refresh anything; the cached list refreshes itself every few minutes.
 */
export function withGalleryRefresh(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), refreshTagAfterChange(CACHE_TAGS.templateGallery)],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), refreshTagAfterDelete(CACHE_TAGS.templateGallery)],
    },
  }
}

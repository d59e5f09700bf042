import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'

import { contentLinkUrls, isAllowedContentLink } from '@/domain/routing/links'

/** Field validation is skipped for drafts, so `javascript:`, `data:` and `vbscript:` links are refused here on every save. */
export const guardContentLinks: CollectionBeforeChangeHook = ({ data, collection, req }) => {
  const refused = contentLinkUrls(data).filter((url) => !isAllowedContentLink(url))
  if (refused.length > 0) {
    throw new ValidationError({
      collection: collection.slug,
      errors: refused.map((url) => ({
        path: 'link',
        message: `A link may go to an http(s), mailto or tel address or a path on this site, not "${url.slice(0, 60)}".`,
      })),
      req,
    })
  }
  return data
}

export function withContentLinkGuard(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeChange: [guardContentLinks, ...(collection.hooks?.beforeChange ?? [])] } }
}

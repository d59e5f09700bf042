import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'

import { contentLinkUrls, isAllowedContentLink } from '@/domain/links'

/**
 * Links in rich text go only where isAllowedContentLink lets them (http(s), mailto, tel, site
 * paths): a `javascript:`, `data:` or `vbscript:` link is refused on every save, drafts included
 * (field validation is skipped for drafts, so this runs before every change instead).
 */
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

/** Adds the guard to a collection, before its own beforeChange hooks. */
export function withContentLinkGuard(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeChange: [guardContentLinks, ...(collection.hooks?.beforeChange ?? [])] } }
}

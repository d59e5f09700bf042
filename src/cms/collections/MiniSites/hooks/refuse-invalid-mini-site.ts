import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { validateMiniSite } from '@/domain/minisite/mini-site'
import { toMiniSiteConfig } from '@/domain/minisite/document'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'

/** `links.0.url` in the spec's config is `links.0.link.url` in the admin's fields. */
const fieldPath = (path: string) => path.replace(/^links\.(\d+)\.(url|text)$/, 'links.$1.link.$2')

/** Publishing an invalid mini-site is refused and reported as the spec's invalid-config event; drafts never reach visitors. */
export const refuseInvalidMiniSite: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  if (merged._status !== 'published') return data
  const result = validateMiniSite(toMiniSiteConfig(merged))
  if (result.valid) return data
  req.payload.logger.warn(
    { event: ERROR_EVENTS.miniSiteClusterNotValid, miniSite: merged.name, issues: result.issues },
    'Refused to publish an invalid mini-site',
  )
  throw new ValidationError({
    collection: 'mini-sites',
    errors: result.issues.map(({ path, message }) => ({ path: fieldPath(path), message })),
    req,
  })
}

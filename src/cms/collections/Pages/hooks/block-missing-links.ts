import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { linkTargetExists } from '@/cms/queries/link-targets'
import { missingInternalLinks, missingLinksMessage, scanPageContent } from '@/domain/pages/publish-checks'
import type { Page } from '@/payload-types'

/** Logged as information, not as a server error. */
export class MissingLinkTarget extends APIError {
  constructor(links: readonly string[]) {
    super(missingLinksMessage(links), 400, { links }, true)
    this.name = 'MissingLinkTarget'
  }
}

/**
 * Links to a path of this site that does not exist would land visitors on a 404, so publishing is refused. Drafts may hold
 * them; the other checks only warn; the seed skips it (its pages link to each other before all exist).
 */
export const blockMissingLinks: CollectionBeforeChangeHook<Page> = async ({ data, originalDoc, req, context }) => {
  if (data._status !== 'published' || context.seeding) return data
  const page = { ...originalDoc, ...data }
  const { links } = scanPageContent(page.layout)
  if (links.length === 0) return data
  const exists = await linkTargetExists(req.payload, req, page.path ? { path: page.path, onlyInLocales: page.onlyInLocales } : undefined)
  const missing = missingInternalLinks(links, exists)
  if (missing.length > 0) throw new MissingLinkTarget(missing)
  return data
}

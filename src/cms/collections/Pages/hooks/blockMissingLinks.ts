import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { linkTargetExists } from '@/cms/queries/linkTargets'
import { missingInternalLinks, missingLinksMessage, scanPageContent } from '@/domain/publish-checks'
import type { Page } from '@/payload-types'

/** The refusal: a 400 whose message names the links (logged as information, not a server error). */
export class MissingLinkTarget extends APIError {
  constructor(links: readonly string[]) {
    super(missingLinksMessage(links), 400, { links }, true)
    this.name = 'MissingLinkTarget'
  }
}

/**
 * Publishing a page whose content links to a path of this site that does not exist is refused
 * with a 400 naming the links: visitors would land on the 404 page. Drafts may hold such links
 * (the target may be published later). The other checks before publishing only warn
 * (endpoints/publishChecks). The seed (whose pages link to each other before all exist) skips it.
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

import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'

/** Outside a Next.js server (seeds, scripts, tests) there is no cache to refresh. */
const canRevalidate = (context: Record<string, unknown>) =>
  context.disableRevalidate !== true && process.env.NEXT_RUNTIME === 'nodejs'

/**
 * Outside a request (the job runner publishing on schedule) Next.js may refuse to revalidate;
 * the publish must still succeed, and the page's time-based refresh catches up.
 */
function refresh(path: string, log: (message: string) => void) {
  try {
    revalidatePath(path)
  } catch (error) {
    log(`Could not refresh the cached page ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Refreshes a page's cached HTML when it is published, unpublished or moved. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  if (!canRevalidate(req.context)) return doc
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(doc.path)
  if (previousDoc?._status === 'published' && previousDoc.path) paths.add(previousDoc.path)
  for (const path of paths) refresh(path, (message) => req.payload.logger.warn(message))
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  if (canRevalidate(req.context)) refresh(doc.path, (message) => req.payload.logger.warn(message))
  return doc
}

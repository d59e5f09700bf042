import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/** Outside a Next.js server (seeds, scripts, tests) there is no cache to refresh; callers may opt out. */
export const canRevalidate = (req: PayloadRequest) =>
  req.context.disableRevalidate !== true && process.env.NEXT_RUNTIME === 'nodejs'

/**
 * Refreshes cached HTML. Outside a request (the job runner publishing on schedule) Next.js
 * may refuse; the change must still be saved, and the pages' time-based refresh catches up.
 */
export function refreshPath(req: PayloadRequest, path: string, type?: 'layout' | 'page') {
  if (!canRevalidate(req)) return
  try {
    revalidatePath(path, type)
  } catch (error) {
    req.payload.logger.warn(`Could not refresh the cached page ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Menus, footer and site settings appear on every page: a change refreshes all of them. */
const refreshWholeSite = (req: PayloadRequest) => refreshPath(req, '/', 'layout')

export const refreshWholeSiteAfterGlobalChange: GlobalAfterChangeHook = ({ doc, req }) => {
  refreshWholeSite(req)
  return doc
}

export const refreshWholeSiteAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  refreshWholeSite(req)
  return doc
}

export const refreshWholeSiteAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  refreshWholeSite(req)
  return doc
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { refreshPath } from '@/cms/hooks/revalidate'
import type { Page } from '@/payload-types'

/** Refreshes a page's cached HTML when it is published, unpublished or moved (the old path too). */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(doc.path)
  if (previousDoc?._status === 'published' && previousDoc.path) paths.add(previousDoc.path)
  for (const path of paths) refreshPath(req, path)
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  refreshPath(req, doc.path)
  return doc
}

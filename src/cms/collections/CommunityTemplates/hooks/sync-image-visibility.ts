import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { imageIds } from '@/domain/templates/authoring'
import { APPROVED_STATUSES, isApproved } from '@/domain/templates/templates'

/**
 * Visitors may see a template image only while an online template uses it (selfies are personal data):
 * this keeps each image's `online` flag, which its read rule checks, in step.
 */
async function refreshImages(req: PayloadRequest, ids: (number | string)[]) {
  for (const id of ids) {
    const { totalDocs } = await req.payload.count({
      collection: 'community-templates',
      where: { and: [{ 'images.image': { equals: id } }, { statusCode: { in: [...APPROVED_STATUSES] } }] },
      overrideAccess: true,
      req,
    })
    const image = await req.payload.findByID({ collection: 'template-images', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    const online = totalDocs > 0
    if (image && image.online !== online) {
      await req.payload.update({ collection: 'template-images', id, data: { online }, depth: 0, overrideAccess: true, req })
    }
  }
}

export const syncImageVisibilityAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const now = imageIds(doc.images)
  const before = imageIds(previousDoc?.images)
  const statusChanged = isApproved(doc.statusCode ?? -1) !== isApproved(previousDoc?.statusCode ?? -1)
  const changed = [...new Set([...now, ...before])].filter((id) => statusChanged || now.includes(id) !== before.includes(id))
  if (changed.length > 0) await refreshImages(req, changed)
  return doc
}

export const syncImageVisibilityAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = imageIds(doc.images)
  if (ids.length > 0) await refreshImages(req, ids)
  return doc
}

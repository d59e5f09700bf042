import type { CollectionBeforeChangeHook } from 'payload'

import { memberId } from '@/cms/access/accounts'
import {
  authorEditError,
  authorMayEditContent,
  changedContentFields,
  imageIds,
  missingImagesError,
  statusAfterAuthorSave,
  type TemplateContent,
} from '@/domain/templates/authoring'

import { statusCodeOf, statusNameOf } from '../statuses'
import { refuse } from './refuse'

/**
 * A member changes content only while the template awaits approval or needs changes, with images of their own;
 * saving one that needs changes resubmits it. Staff and seeds are not concerned.
 */
export const restrictAuthorEdits: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const member = memberId(req.user)
  if (member === undefined || req.context.seeding === true) return data

  const before = (operation === 'update' ? originalDoc : {}) as TemplateContent & { images?: unknown }
  const changed = operation === 'create' ? ['images' as const] : changedContentFields(before, data as TemplateContent)
  let next = data

  if (operation === 'update' && originalDoc) {
    const from = statusCodeOf(originalDoc.status)
    if (from === undefined) return data
    if (changed.length > 0 && !authorMayEditContent(from)) throw refuse(req, changed[0]!, authorEditError(from))
    const requested = statusCodeOf(data.status) ?? from
    const to = statusAfterAuthorSave(from, requested)
    if (to !== requested) next = { ...data, status: statusNameOf(to) }
  }

  if (changed.length > 0) {
    const imagesProblem = missingImagesError(data.images)
    if (imagesProblem) throw refuse(req, 'images', imagesProblem)
    await requireOwnImages(req, member, imageIds(data.images), imageIds(before.images))
  }
  return next
}

/** Images a template did not have before must be the member's own uploads. */
async function requireOwnImages(
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  member: number,
  ids: (number | string)[],
  previous: (number | string)[],
) {
  const added = ids.filter((id) => !previous.includes(id))
  if (added.length === 0) return
  // This runs before Payload checks the fields: an id that cannot be a row's must not reach the query.
  if (!added.every(isRowId)) throw refuse(req, 'images', 'Use images you uploaded yourself.')
  const { totalDocs } = await req.payload.count({
    collection: 'template-images',
    where: { and: [{ id: { in: added } }, { owner: { equals: member } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs !== added.length) throw refuse(req, 'images', 'Use images you uploaded yourself.')
}

function isRowId(id: number | string): boolean {
  const value = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647
}

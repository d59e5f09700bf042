import type { CollectionBeforeChangeHook } from 'payload'

import {
  authorVersionOf,
  authorVersionStep,
  contentAfterSave,
  keptAuthorVersion,
  PROPOSAL_WITHOUT_EDITS_MESSAGE,
  proposalChanges,
  restorableImages,
  type AuthorVersion,
  type TemplateContent,
} from '@/domain/templates/authoring'
import { INITIAL_TEMPLATE_STATUS } from '@/domain/templates/templates'

import { statusCodeOf } from '../statuses'
import { refuse } from './refuse'

/**
 * A moderator's edits sent to the author keep the author's version beside them, taken from the stored document before
 * this save, so the edits come in the same save as the move. Accepting drops it; declining, withdrawing or deleting restores it.
 */
export const keepAuthorVersion: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.context.seeding === true) return data
  const from = statusCodeOf(originalDoc?.status)
  const to = statusCodeOf(data.status ?? originalDoc?.status) ?? INITIAL_TEMPLATE_STATUS
  const kept = keptAuthorVersion(originalDoc?.authorVersion)

  switch (authorVersionStep(from, to)) {
    case 'keep': {
      const author = authorVersionOf(originalDoc as TemplateContent)
      const proposal = contentAfterSave(data as TemplateContent, originalDoc as TemplateContent)
      if (proposalChanges(author, proposal).length === 0) throw refuse(req, 'status', PROPOSAL_WITHOUT_EDITS_MESSAGE)
      return { ...data, authorVersion: author }
    }
    case 'hold':
      return { ...data, authorVersion: originalDoc?.authorVersion ?? null }
    case 'clear':
      return { ...data, authorVersion: null }
    case 'restore':
      // A template stored as awaiting approval without a kept version (a seed) keeps its content.
      if (!kept) return { ...data, authorVersion: null }
      return { ...data, ...kept, images: await imagesToRestore(req, kept, data.images ?? originalDoc?.images), authorVersion: null }
    case 'none':
      return data
  }
}

/** The kept images that still exist, completed from the current ones. */
async function imagesToRestore(req: Parameters<CollectionBeforeChangeHook>[0]['req'], kept: AuthorVersion, current: unknown) {
  const ids = kept.images.map((row) => row.image)
  if (ids.length === 0) return restorableImages([], current, new Set())
  const { docs } = await req.payload.find({
    collection: 'template-images',
    where: { id: { in: ids } },
    select: {},
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return restorableImages(kept.images, current, new Set(docs.map((doc) => doc.id)))
}

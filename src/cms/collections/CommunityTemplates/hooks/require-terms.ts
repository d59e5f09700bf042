import type { CollectionBeforeChangeHook } from 'payload'

import { TERMS_REQUIRED_MESSAGE, termsAcceptanceRequired } from '@/domain/templates/templates'

import { refuse } from './refuse'

/**
 * SPEC §9: templates created after 2018-06-14 need the sharing terms accepted on creation and every later save;
 * older ones keep working without. Seeds bring their own date.
 */
export const requireTerms: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.context.seeding === true) return data
  const createdAt = originalDoc?.createdAt ? new Date(originalDoc.createdAt) : new Date()
  const accepted = (data.termsAccepted ?? originalDoc?.termsAccepted) === true
  if (termsAcceptanceRequired(createdAt) && !accepted) throw refuse(req, 'termsAccepted', TERMS_REQUIRED_MESSAGE)
  // Accepted now: now. Accepted before: when it was (older records may not know). Not accepted: never.
  const acceptedBefore = originalDoc?.termsAccepted === true
  const termsAcceptedAt = !accepted ? null : acceptedBefore ? (originalDoc?.termsAcceptedAt ?? null) : new Date().toISOString()
  return { ...data, termsAcceptedAt }
}

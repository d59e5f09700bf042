import type { FieldAccess } from 'payload'

import { relationId } from '@/domain/template-authoring'

import { memberId } from './accounts'
import { isModeratorField } from './isModeratorField'

/**
 * Field-level, for a relationship to the member who owns a document (a template's author, an
 * image's uploader): moderators and admins see it, and the member on their own documents. With
 * no document at hand (checking a query's `where`), a member may use it, so that a member can
 * list their own templates with `where[author][equals]=<their id>`.
 */
export const isModeratorOrOwnerField =
  (field: string): FieldAccess =>
  (args) => {
    if (isModeratorField(args)) return true
    const member = memberId(args.req.user)
    if (member === undefined) return false
    if (!args.doc) return true
    return relationId((args.doc as Record<string, unknown>)[field]) === member
  }

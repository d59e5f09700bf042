import type { FieldAccess } from 'payload'

import { relationId } from '@/domain/templates/authoring'

import { memberId } from './accounts'
import { isModeratorField } from './is-moderator-field'

/**
 * Field-level: moderators, admins, and a member on their own document. With no document (a query's `where`) a member may
 * use it, so they can list their own templates.
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

import type { FieldAccess } from 'payload'

import { isModeratorField } from './is-moderator-field'
import { isModeratorOrOwnerField } from './is-moderator-or-owner-field'

const ownTemplate = isModeratorOrOwnerField('author')

/**
 * Field-level read of what only a template's author is told: moderators, admins, and a member on their own template.
 * Unlike the author field, not usable in a query's `where` or `sort`: it would let members filter others' templates by it.
 */
export const readByAuthorOrModerator: FieldAccess = (args) => isModeratorField(args) || (args.doc !== undefined && args.doc !== null && ownTemplate(args))

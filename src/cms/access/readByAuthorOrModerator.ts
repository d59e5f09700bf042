import type { FieldAccess } from 'payload'

import { isModeratorField } from './isModeratorField'
import { isModeratorOrOwnerField } from './isModeratorOrOwnerField'

const ownTemplate = isModeratorOrOwnerField('author')

/**
 * Field-level read, for what a template's author is told and nobody else (the reject reason,
 * their kept version): moderators and admins; a member on their own template only. Unlike the
 * author relationship, a member may not use such a field in a query's `where` or `sort`, where
 * there is no document to check: it would let them sort or filter other members' online
 * templates by it.
 */
export const readByAuthorOrModerator: FieldAccess = (args) => isModeratorField(args) || (args.doc !== undefined && args.doc !== null && ownTemplate(args))

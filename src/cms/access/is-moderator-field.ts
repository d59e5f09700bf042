import type { FieldAccess } from 'payload'

import { hasRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Field-level: only moderators and admins see or set the field (personal data, review data). */
export const isModeratorField: FieldAccess = ({ req: { user } }) => hasRole(staffRoles(user), 'moderator') || hasRole(staffRoles(user), 'admin')

import type { FieldAccess } from 'payload'

import { hasRole } from '@/domain/roles'

/** Field-level: only moderators and admins see the field (personal data, review history). */
export const isModeratorField: FieldAccess = ({ req: { user } }) =>
  hasRole(user?.roles, 'moderator') || hasRole(user?.roles, 'admin')

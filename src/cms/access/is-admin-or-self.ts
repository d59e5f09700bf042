import type { Access } from 'payload'

import { hasRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets in admins, and staff users for their own document; a member's id never matches a user, so members stay out. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (user?.collection !== 'users') return false
  if (hasRole(staffRoles(user), 'admin')) return true
  return { id: { equals: user.id } }
}

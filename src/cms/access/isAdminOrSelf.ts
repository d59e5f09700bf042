import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'

import { staffRoles } from './accounts'

/**
 * Lets in admins, and any signed-in staff user for their own user document. A member's id
 * is a members id: it never matches a staff account, so members are kept out.
 */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (user?.collection !== 'users') return false
  if (hasRole(staffRoles(user), 'admin')) return true
  return { id: { equals: user.id } }
}

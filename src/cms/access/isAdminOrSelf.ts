import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'

/** Lets in admins, and any signed-in user for their own user document. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user.roles, 'admin')) return true
  return { id: { equals: user.id } }
}

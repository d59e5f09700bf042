import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'
import { TEMPLATE_STATUS } from '@/domain/templates'

const ONLINE = [TEMPLATE_STATUS.APPROVED, TEMPLATE_STATUS.APPROVED_PAID, TEMPLATE_STATUS.APPROVED_BY_USER]

/** Lets moderators and admins read every template; everyone else only those online. */
export const approvedOrModerator: Access = ({ req: { user } }) => {
  if (hasRole(user?.roles, 'moderator') || hasRole(user?.roles, 'admin')) return true
  return { statusCode: { in: ONLINE } }
}

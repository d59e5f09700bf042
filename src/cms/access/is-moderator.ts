import type { Access } from 'payload'

import { hasRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets in moderators and admins, who review community templates. */
export const isModerator: Access = ({ req: { user } }) => hasRole(staffRoles(user), 'moderator') || hasRole(staffRoles(user), 'admin')

import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'

/** Lets in moderators and admins, who review community templates. */
export const isModerator: Access = ({ req: { user } }) => hasRole(user?.roles, 'moderator') || hasRole(user?.roles, 'admin')

import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets in admins only. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(staffRoles(user), 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(staffRoles(user), 'admin')

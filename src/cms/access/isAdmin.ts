import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domain/roles'

import { staffRoles } from './accounts'

/** Lets in admins only. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(staffRoles(user), 'admin')

/** Field-level twin of isAdmin: only admins may set the field. */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(staffRoles(user), 'admin')

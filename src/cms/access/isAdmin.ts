import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domain/roles'

/** Lets in admins only. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(user?.roles, 'admin')

/** Field-level twin of isAdmin: only admins may set the field. */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user?.roles, 'admin')

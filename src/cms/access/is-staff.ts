import type { PayloadRequest } from 'payload'

import { isStaff as hasStaffRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets in signed-in users with a staff role (admin, marketer or moderator); never a community member. */
export const isStaff = ({ req: { user } }: { req: PayloadRequest }): boolean => hasStaffRole(staffRoles(user))

import type { PayloadRequest } from 'payload'

import { isStaff as hasStaffRole } from '@/domain/roles'

/** Lets in signed-in users with a staff role (admin, marketer or moderator). */
export const isStaff = ({ req: { user } }: { req: PayloadRequest }): boolean => hasStaffRole(user?.roles)

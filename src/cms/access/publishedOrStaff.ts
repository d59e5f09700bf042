import type { Access } from 'payload'

import { isStaff } from '@/domain/roles'

/** Lets staff read everything, drafts included; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaff(user?.roles)) return true
  return { _status: { equals: 'published' } }
}

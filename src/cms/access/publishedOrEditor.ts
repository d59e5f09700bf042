import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'

/** Lets admins and marketers read drafts too; everyone else, moderators included, only what is published. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasRole(user?.roles, 'admin') || hasRole(user?.roles, 'marketer')) return true
  return { _status: { equals: 'published' } }
}

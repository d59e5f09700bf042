import type { Access } from 'payload'

import { isContentEditorRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets admins and marketers read drafts too; everyone else, moderators and members included, only what is published. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (isContentEditorRole(staffRoles(user))) return true
  return { _status: { equals: 'published' } }
}

import type { Access } from 'payload'

import { isContentEditorRole } from '@/domain/roles'

/** Lets admins and marketers read drafts too; everyone else, moderators included, only what is published. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (isContentEditorRole(user?.roles)) return true
  return { _status: { equals: 'published' } }
}

import type { Access } from 'payload'

import { isContentEditorRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets admins and marketers read everything; everyone else only documents with `published` ticked. */
export const listedOrEditor: Access = ({ req: { user } }) => {
  if (isContentEditorRole(staffRoles(user))) return true
  return { published: { equals: true } }
}

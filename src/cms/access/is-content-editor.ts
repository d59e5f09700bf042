import type { Access } from 'payload'

import { isContentEditorRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'

/** Lets in admins and marketers, who edit the site's content. */
export const isContentEditor: Access = ({ req: { user } }) => isContentEditorRole(staffRoles(user))

import type { Access } from 'payload'

import { hasRole } from '@/domain/roles'

/** Lets in admins and marketers, who edit the site's content. */
export const isContentEditor: Access = ({ req: { user } }) =>
  hasRole(user?.roles, 'admin') || hasRole(user?.roles, 'marketer')

import type { Access } from 'payload'

import { memberId } from './accounts'
import { isAdmin } from './is-admin'

/** Lets in admins, and a signed-in community member for their own member document. */
export const isAdminOrSelfMember: Access = (args) => {
  if (isAdmin(args)) return true
  const member = memberId(args.req.user)
  return member === undefined ? false : { id: { equals: member } }
}

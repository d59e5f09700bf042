import type { CollectionBeforeChangeHook } from 'payload'

import { memberId } from '@/cms/access/accounts'

/** An image a member uploads is theirs: the server names the owner, never the client. */
export const setOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const member = memberId(req.user)
  return member === undefined ? data : { ...data, owner: member }
}

import type { Access, Where } from 'payload'

import { memberId } from './accounts'
import { isModerator } from './is-moderator'

/** Template images (selfies are personal data): moderators read all; a member their own and those of online templates; others the latter. */
export const onlineOwnOrModerator: Access = (args) => {
  if (isModerator(args)) return true
  const online: Where = { online: { equals: true } }
  const member = memberId(args.req.user)
  return member === undefined ? online : { or: [online, { owner: { equals: member } }] }
}

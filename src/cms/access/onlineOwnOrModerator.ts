import type { Access, Where } from 'payload'

import { memberId } from './accounts'
import { isModerator } from './isModerator'

/**
 * For template images (selfies are personal data): moderators and admins read every image; a
 * member their own uploads and the images of online templates; everyone else only the latter.
 */
export const onlineOwnOrModerator: Access = (args) => {
  if (isModerator(args)) return true
  const online: Where = { online: { equals: true } }
  const member = memberId(args.req.user)
  return member === undefined ? online : { or: [online, { owner: { equals: member } }] }
}

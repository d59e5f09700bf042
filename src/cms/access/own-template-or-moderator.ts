import type { Access, Where } from 'payload'

import { TEMPLATE_STATUS } from '@/domain/templates/templates'

import { memberId } from './accounts'
import { isModerator } from './is-moderator'

/** Lets moderators and admins change any template; a member only their own, not deleted (what they may change: CommunityTemplates/hooks). */
export const ownTemplateOrModerator: Access = (args) => {
  if (isModerator(args)) return true
  const member = memberId(args.req.user)
  if (member === undefined) return false
  const own: Where = { and: [{ author: { equals: member } }, { statusCode: { not_equals: TEMPLATE_STATUS.DELETED } }] }
  return own
}

import type { Access, Where } from 'payload'

import { APPROVED_STATUSES, TEMPLATE_STATUS } from '@/domain/templates/templates'

import { memberId } from './accounts'
import { isModerator } from './is-moderator'

/** Moderators and admins read every template; a member the online ones and their own unless deleted; everyone else the online ones. */
export const approvedOwnOrModerator: Access = (args) => {
  if (isModerator(args)) return true
  const online: Where = { statusCode: { in: [...APPROVED_STATUSES] } }
  const member = memberId(args.req.user)
  if (member === undefined) return online
  const own: Where = { and: [{ author: { equals: member } }, { statusCode: { not_equals: TEMPLATE_STATUS.DELETED } }] }
  return { or: [online, own] }
}

import type { CollectionBeforeOperationHook } from 'payload'

import { clientKey } from '@/domain/client-key'
import type { MemberAction } from '@/domain/community/member-limits'
import { tooManyRequests } from '@/cms/hooks/too-many-requests'
import { consumeMemberAction } from '@/infrastructure/member-limits'

const ACTION_OF_OPERATION: Partial<Record<string, MemberAction>> = {
  create: 'join',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  unlock: 'unlock',
}

/**
 * Payload's own member endpoints count against the same per-address and per-inbox limits as the site's forms;
 * the site's server actions count for themselves, and staff in the admin are not limited.
 */
export const limitAccountRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || req.user?.collection === 'users') return args
  const address = clientKey(req.headers)
  const action = ACTION_OF_OPERATION[operation]
  if (!action) return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  const verdict = await consumeMemberAction(action, address, typeof email === 'string' ? email : undefined)
  if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
  return args
}

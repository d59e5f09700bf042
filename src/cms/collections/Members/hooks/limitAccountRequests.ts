import type { CollectionBeforeOperationHook } from 'payload'

import { clientKey } from '@/domain/client-key'
import type { MemberAction } from '@/domain/member-limits'
import { consumeMemberAction } from '@/server/member-limits'

import { tooManyRequests } from './tooManyRequests'

const ACTION_OF_OPERATION: Partial<Record<string, MemberAction>> = {
  create: 'join',
  login: 'login',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  unlock: 'unlock',
}

/**
 * Payload's own member endpoints (POST /api/members, /login, /forgot-password, /reset-password,
 * /unlock) count against the same per-address (and per-inbox) limits as the site's forms. The
 * site's server actions call the local API and count for themselves, with the visitor's address;
 * staff working in the admin are not limited.
 */
export const limitAccountRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTION_OF_OPERATION[operation]
  if (!action || req.payloadAPI === 'local' || req.user?.collection === 'users') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  const verdict = await consumeMemberAction(action, clientKey(req.headers), typeof email === 'string' ? email : undefined)
  if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
  return args
}

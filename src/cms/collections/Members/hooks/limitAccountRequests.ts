import type { CollectionBeforeOperationHook } from 'payload'

import { clientKey } from '@/domain/client-key'
import type { MemberAction } from '@/domain/member-limits'
import { checkLoginAttempt, consumeMemberAction } from '@/infrastructure/member-limits'

import { LOGIN_ADDRESS } from './countFailedLogins'
import { tooManyRequests } from './tooManyRequests'

const ACTION_OF_OPERATION: Partial<Record<string, MemberAction>> = {
  create: 'join',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  unlock: 'unlock',
}

/**
 * Payload's own member endpoints (POST /api/members, /login, /forgot-password, /reset-password,
 * /unlock) count against the same per-address (and per-inbox) limits as the site's forms. A
 * login is only refused after too many failed ones from the address; a failure is counted after
 * the try (countFailedLogins), so successful logins never use up the budget. The site's server
 * actions call the local API and count for themselves, with the visitor's address; staff working
 * in the admin are not limited.
 */
export const limitAccountRequests: CollectionBeforeOperationHook = async ({ args, context, operation, req }) => {
  if (req.payloadAPI === 'local' || req.user?.collection === 'users') return args
  const address = clientKey(req.headers)
  if (operation === 'login') {
    const verdict = await checkLoginAttempt(address)
    if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
    context[LOGIN_ADDRESS] = address
    return args
  }
  const action = ACTION_OF_OPERATION[operation]
  if (!action) return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  const verdict = await consumeMemberAction(action, address, typeof email === 'string' ? email : undefined)
  if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
  return args
}

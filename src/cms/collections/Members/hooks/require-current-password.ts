import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { passwordMatches } from '@/cms/hooks/equal-login-work'
import { tooManyRequests } from '@/cms/hooks/too-many-requests'
import { clientKey } from '@/domain/client-key'
import { checkLoginAttempt, countFailedLogin } from '@/infrastructure/login-limits'

/**
 * A member changes their password only with the current one, so an open or stolen session cannot take the account over;
 * a wrong one counts as a failed sign-in. Staff setting it in the admin give none.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.user?.collection !== 'members') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: unknown }
  if (!data || !('password' in data) || data.password === undefined) {
    if (data && 'currentPassword' in data) args.data = withoutCurrentPassword(data)
    return args
  }
  const refuse = (message: string) => new ValidationError({ collection: 'members', errors: [{ path: 'currentPassword', message }], req })
  if (id === undefined || String(id) !== String(req.user.id)) throw refuse('Change the password of your own account, one account at a time.')
  const attempt = { collection: 'members' as const, address: clientKey(req.headers), email: req.user.email ?? '', knownDevice: false }
  const verdict = await checkLoginAttempt(attempt)
  if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
  const current = data.currentPassword
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'members',
    where: { id: { equals: req.user.id } },
    req,
  })
  if (typeof current !== 'string' || !stored || !(await passwordMatches(current, stored))) {
    if (typeof current === 'string') await countFailedLogin(attempt)
    throw refuse('Give your current password to choose a new one.')
  }
  args.data = withoutCurrentPassword(data)
  return args
}

function withoutCurrentPassword(data: Record<string, unknown>): Record<string, unknown> {
  const { currentPassword: _current, ...rest } = data
  return rest
}

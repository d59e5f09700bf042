import type { CollectionAfterErrorHook } from 'payload'

import { loginOutcomeOfError } from '@/domain/community-accounts'
import { countsAsFailedLogin } from '@/domain/member-limits'
import { countFailedLogin } from '@/infrastructure/member-limits'

/** Where limitAccountRequests leaves the client address of a REST login it let through. */
export const LOGIN_ADDRESS = 'memberLoginAddress'

/**
 * Counts a failed REST login (POST /api/members/login: a wrong email or password, or a locked
 * account) against the client's address, after Payload refused it. Payload runs a collection's
 * afterError hooks only for its REST endpoints; the site's login form counts for itself.
 */
export const countFailedLogins: CollectionAfterErrorHook = async ({ context, error }) => {
  const address = context[LOGIN_ADDRESS]
  if (typeof address === 'string' && countsAsFailedLogin(loginOutcomeOfError(error))) await countFailedLogin(address)
}

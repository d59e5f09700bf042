import {
  type MemberAction,
  MEMBER_ADDRESS_WINDOW_MS,
  MEMBER_EMAIL_WINDOW_MS,
  memberAddressLimitKey,
  memberEmailLimitKey,
  sendsEmail,
} from '@/domain/member-limits'
import type { RateDecision, RateLimiter } from '@/domain/rate-limit'

import { env } from './env'
import { type CheckingRateLimiter, rateLimiter } from './rate-limiters'

type MemberLimiters = { address: RateLimiter; email: RateLimiter; failedLogins: CheckingRateLimiter }

/*
 * One set of counters per process, on globalThis: the site's server actions and Payload's REST
 * endpoints can be bundled apart by Next.js, and a client must use up one budget whichever way
 * it comes. In Redis when REDIS_URL is set, shared by every instance (./rate-limiters).
 */
const KEY = Symbol.for('orbit.memberLimiters')
type Holder = { [KEY]?: MemberLimiters }

function limiters(): MemberLimiters {
  const holder = globalThis as Holder
  holder[KEY] ??= {
    address: rateLimiter('member-address', env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS),
    email: rateLimiter('member-email', env().memberLimits.perEmail, MEMBER_EMAIL_WINDOW_MS),
    failedLogins: rateLimiter('failed-logins', env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS),
  }
  return holder[KEY]
}

/**
 * Counts one try of an account action from a client address (and, for an action that emails
 * `email`, against that inbox): go on, or the seconds to wait.
 */
export async function consumeMemberAction(action: MemberAction, address: string, email?: string): Promise<RateDecision> {
  const byAddress = await limiters().address.consume(memberAddressLimitKey(action, address))
  if (!byAddress.allowed || !email || !sendsEmail(action)) return byAddress
  return limiters().email.consume(memberEmailLimitKey(action, email))
}

/**
 * Whether a login may be tried from `address`, given its failed logins in the window; counts
 * nothing. Successful logins never count, so many people behind one office or mobile-carrier
 * address can log in; a password-guessing script cannot go on. (Each account also locks after
 * five wrong passwords.)
 */
export async function checkLoginAttempt(address: string, now: number = Date.now()): Promise<RateDecision> {
  return limiters().failedLogins.check(address, now)
}

/** Counts a failed login from `address` (past the limit, further ones change nothing). */
export async function countFailedLogin(address: string, now: number = Date.now()): Promise<void> {
  await limiters().failedLogins.consume(address, now)
}

import {
  failedLoginDecision,
  type MemberAction,
  MEMBER_ADDRESS_WINDOW_MS,
  MEMBER_EMAIL_WINDOW_MS,
  memberAddressLimitKey,
  memberEmailLimitKey,
  sendsEmail,
} from '@/domain/member-limits'
import { MAX_TRACKED_CLIENTS, type RateDecision, type RateLimiter, SlidingWindowRateLimiter } from '@/domain/rate-limit'

import { env } from './env'

/** The times of each client address's failed logins in the window, oldest address first. */
type FailedLogins = Map<string, number[]>

type MemberLimiters = { address: RateLimiter; email: RateLimiter; failedLogins: FailedLogins }

/*
 * One set of counters per process, on globalThis: the site's server actions and Payload's REST
 * endpoints can be bundled apart by Next.js, and a client must use up one budget whichever way
 * it comes. In memory like the other limits (see domain/rate-limit.ts).
 */
const KEY = Symbol.for('orbit.memberLimiters')
type Holder = { [KEY]?: MemberLimiters }

function limiters(): MemberLimiters {
  const holder = globalThis as Holder
  holder[KEY] ??= {
    address: new SlidingWindowRateLimiter(env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS),
    email: new SlidingWindowRateLimiter(env().memberLimits.perEmail, MEMBER_EMAIL_WINDOW_MS),
    failedLogins: new Map(),
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

/** Whether a login may be tried from `address`, given its failed logins; counts nothing. */
export function checkLoginAttempt(address: string, now: number = Date.now()): RateDecision {
  const failedAt = limiters().failedLogins.get(address) ?? []
  return failedLoginDecision(failedAt, env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS, now)
}

/**
 * Counts a failed login from `address`. Only the latest `perAddress` failures in the window are
 * kept, and at most MAX_TRACKED_CLIENTS addresses (the least recently failed one goes first).
 */
export function countFailedLogin(address: string, now: number = Date.now()): void {
  const failedLogins = limiters().failedLogins
  const failedAt = (failedLogins.get(address) ?? []).filter((at) => at > now - MEMBER_ADDRESS_WINDOW_MS)
  failedAt.push(now)
  failedLogins.delete(address) // moved to the end: the most recently seen
  if (failedLogins.size >= MAX_TRACKED_CLIENTS) failedLogins.delete(failedLogins.keys().next().value!)
  failedLogins.set(address, failedAt.slice(-env().memberLimits.perAddress))
}

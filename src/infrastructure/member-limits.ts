import {
  type MemberAction,
  MEMBER_ADDRESS_WINDOW_MS,
  MEMBER_EMAIL_WINDOW_MS,
  memberAddressLimitKey,
  memberEmailLimitKey,
  sendsEmail,
} from '@/domain/community/member-limits'
import type { RateDecision, RateLimiter } from '@/domain/rate-limit'

import { env } from './env'
import { rateLimiter } from './rate-limiters'

type MemberLimiters = { address: RateLimiter; email: RateLimiter }

/* On globalThis: Next.js may bundle server actions and REST endpoints apart, and a client must use up one budget. */
const KEY = Symbol.for('orbit.memberLimiters')
type Holder = { [KEY]?: MemberLimiters }

function limiters(): MemberLimiters {
  const holder = globalThis as Holder
  holder[KEY] ??= {
    address: rateLimiter('member-address', env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS),
    email: rateLimiter('member-email', env().memberLimits.perEmail, MEMBER_EMAIL_WINDOW_MS),
  }
  return holder[KEY]
}

export async function consumeMemberAction(action: MemberAction, address: string, email?: string): Promise<RateDecision> {
  const byAddress = await limiters().address.consume(memberAddressLimitKey(action, address))
  if (!byAddress.allowed || !email || !sendsEmail(action)) return byAddress
  return limiters().email.consume(memberEmailLimitKey(action, email))
}

import { describe, expect, it } from 'vitest'

import { LOCALE_CODES } from '@/domain/locales'
import { memberAccountText, tooManyAttemptsText } from '@/i18n/account-text'
import {
  countsAsFailedLogin,
  DAY_MS,
  dailyQuotaDecision,
  MEMBER_ADDRESS_WINDOW_MS,
  likeLimitKey,
  MEMBER_ACTIONS,
  memberAddressLimitKey,
  memberEmailLimitKey,
  minutesToWait,
  sendsEmail,
} from '@/domain/community/member-limits'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { EnvError, parseEnv } from '@/infrastructure/env'

describe('the member abuse limits', () => {
  it('give each account action its own budget per address, and one budget per inbox', () => {
    const keys = MEMBER_ACTIONS.map((action) => memberAddressLimitKey(action, '203.0.113.9'))
    expect(new Set(keys).size).toBe(MEMBER_ACTIONS.length)
    expect(memberEmailLimitKey('forgotPassword', '  Dana@Example.COM ')).toBe(memberEmailLimitKey('forgotPassword', 'dana@example.com'))
    expect(MEMBER_ACTIONS.filter(sendsEmail)).toEqual(['forgotPassword', 'resendVerification', 'existingAccountNotice'])
  })

  it('keep the sign-up notice, sent only to an address with an account, out of the reset and confirmation links’ budget', () => {
    const email = 'dana@example.com'
    expect(memberEmailLimitKey('forgotPassword', email)).toBe(memberEmailLimitKey('resendVerification', email))
    expect(memberEmailLimitKey('existingAccountNotice', email)).not.toBe(memberEmailLimitKey('forgotPassword', email))
    expect(memberEmailLimitKey('existingAccountNotice', ' DANA@example.com')).toBe(memberEmailLimitKey('existingAccountNotice', email))
    expect(memberEmailLimitKey('existingAccountNotice', email)).not.toBe(memberEmailLimitKey('existingAccountNotice', 'eli@example.com'))
  })

  it('refuse logins from an address only past its failed ones, and only while they are recent', () => {
    const window = MEMBER_ADDRESS_WINDOW_MS
    const now = 100 * window + 60_000
    const failures = new SlidingWindowRateLimiter(3, window)
    expect(failures.check('203.0.113.9', now)).toEqual({ allowed: true })
    failures.consume('203.0.113.9', now - 3000)
    failures.consume('203.0.113.9', now - 2000)
    expect(failures.check('203.0.113.9', now)).toEqual({ allowed: true })
    failures.consume('203.0.113.9', now - 1000)
    // They count until their slice (a sixth of the window) has left it.
    const retryAfterSeconds = (window + window / 6 - 60_000) / 1000
    expect(failures.check('203.0.113.9', now)).toEqual({ allowed: false, retryAfterSeconds })
    // Checking counts nothing, and another address is not concerned.
    expect(failures.check('203.0.113.9', now)).toEqual({ allowed: false, retryAfterSeconds })
    expect(failures.check('198.51.100.4', now)).toEqual({ allowed: true })
    // Two windows on, the failures no longer count.
    expect(failures.check('203.0.113.9', now + 2 * window)).toEqual({ allowed: true })
    expect(countsAsFailedLogin('wrongCredentials')).toBe(true)
    expect(countsAsFailedLogin('unverified')).toBe(false)
    expect(countsAsFailedLogin('failed')).toBe(false)
  })

  it('count likes per template and address, not per like cookie', () => {
    expect(likeLimitKey(7, '203.0.113.9')).toBe(likeLimitKey(7, '203.0.113.9'))
    expect(likeLimitKey(7, '203.0.113.9')).not.toBe(likeLimitKey(8, '203.0.113.9'))
    expect(likeLimitKey(7, '203.0.113.9')).not.toBe(likeLimitKey(7, '203.0.113.10'))
  })

  it('round the wait up to whole minutes, at least one', () => {
    expect(minutesToWait(1)).toBe(1)
    expect(minutesToWait(60)).toBe(1)
    expect(minutesToWait(61)).toBe(2)
    expect(minutesToWait(900)).toBe(15)
  })

  it('let a member upload up to the daily quota, then say when the oldest upload of the day leaves it', () => {
    const now = 10 * DAY_MS
    expect(dailyQuotaDecision(29, now - 1000, 30, now)).toEqual({ allowed: true })
    expect(dailyQuotaDecision(30, now - DAY_MS + 60_000, 30, now)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(dailyQuotaDecision(31, undefined, 30, now)).toEqual({ allowed: false, retryAfterSeconds: DAY_MS / 1000 })
  })

  it('say "try again in N minutes" in every locale, with the placeholder English has', () => {
    for (const locale of LOCALE_CODES) {
      const text = memberAccountText(locale)
      expect(tooManyAttemptsText(locale, 7)).toContain('7')
      expect(tooManyAttemptsText(locale, 1)).toContain('1')
      expect(text.resendSent).toContain('{email}')
      expect(Object.values(text).every((value) => typeof value !== 'string' || value.trim().length > 0)).toBe(true)
    }
    expect(tooManyAttemptsText('en', 15)).toBe('Too many attempts. Try again in 15 minutes.')
    expect(tooManyAttemptsText('en-sg', 1)).toBe('Too many attempts. Try again in 1 minute.')
  })

  it('are configured through the environment, with safe defaults', () => {
    const dir = '/tmp'
    const secret = { PAYLOAD_SECRET: 'x'.repeat(40), DATA_DIR: dir }
    expect(parseEnv(secret, dir).memberLimits).toEqual({ perAddress: 20, perEmail: 3, imagesPerDay: 30, templatesPerDay: 10, likesPerDay: 3 })
    expect(
      parseEnv(
        {
          ...secret,
          MEMBER_RATE_LIMIT: '5',
          MEMBER_EMAIL_RATE_LIMIT: '1',
          TEMPLATE_IMAGE_DAILY_LIMIT: '10',
          TEMPLATE_SUBMISSION_DAILY_LIMIT: '4',
          TEMPLATE_LIKE_DAILY_LIMIT: '',
        },
        dir,
      ).memberLimits,
    ).toEqual({ perAddress: 5, perEmail: 1, imagesPerDay: 10, templatesPerDay: 4, likesPerDay: 3 })
    expect(() => parseEnv({ ...secret, MEMBER_RATE_LIMIT: '0' }, dir)).toThrow(EnvError)
  })
})

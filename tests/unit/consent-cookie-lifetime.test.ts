import { describe, expect, it } from 'vitest'

import { cookieLifetime } from '@/domain/consent/cookie-expiry'
import { COOKIE_NAMES, cookieDefinition, VISIT_ID_EXPIRY_DAYS } from '@/domain/consent/cookies'

describe('cookieLifetime', () => {
  it('shows the default 365 days when a definition has no expiry', () => {
    expect(cookieLifetime(undefined)).toEqual({ value: 365, unit: 'day' })
    expect(cookieLifetime(null)).toEqual({ value: 365, unit: 'day' })
    expect(cookieDefinition(COOKIE_NAMES.consent)?.expiryDays).toBeUndefined()
  })

  it('keeps days as days and shows shorter lifetimes in hours or minutes', () => {
    expect(cookieLifetime(7)).toEqual({ value: 7, unit: 'day' })
    expect(cookieLifetime(1)).toEqual({ value: 1, unit: 'day' })
    expect(cookieLifetime(VISIT_ID_EXPIRY_DAYS)).toEqual({ value: 30, unit: 'minute' })
    expect(cookieLifetime(0.25)).toEqual({ value: 6, unit: 'hour' })
    expect(cookieLifetime(0)).toEqual({ value: 1, unit: 'minute' })
  })
})

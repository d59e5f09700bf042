import { describe, expect, it } from 'vitest'

import { consentVerdict, readCookie } from '@/analytics/collector/consent-filter'
import { serializeConsent } from '@/domain/consent'

const cookie = (analytics: boolean) =>
  `other=1; cookie_consent=${serializeConsent({ policyVersion: 1, chosenAt: 1_732_000_000_000, granted: { functional: true, analytics, marketing: false } })}`

describe('consentVerdict', () => {
  it('keeps the events of a consent-country visitor who granted analytics', () => {
    expect(consentVerdict('DE', cookie(true))).toEqual({ country: 'DE', analyticsAllowed: true })
  })

  it('drops those of a consent-country visitor who refused analytics or has not chosen', () => {
    expect(consentVerdict('de', cookie(false)).analyticsAllowed).toBe(false)
    expect(consentVerdict('FR', null).analyticsAllowed).toBe(false)
    expect(consentVerdict('GB', 'cookie_consent=tampered').analyticsAllowed).toBe(false)
    expect(consentVerdict('NO', '').analyticsAllowed).toBe(false) // EEA, beyond the spec's list
  })

  it('keeps events elsewhere unless the visitor said no', () => {
    expect(consentVerdict('US', null)).toEqual({ country: 'US', analyticsAllowed: true })
    expect(consentVerdict('IL', cookie(true)).analyticsAllowed).toBe(true)
    expect(consentVerdict('US', cookie(false)).analyticsAllowed).toBe(false)
  })

  it('takes a missing or unknown country as the default, US', () => {
    expect(consentVerdict(null, null)).toEqual({ country: 'US', analyticsAllowed: true })
    expect(consentVerdict('XX', null).country).toBe('US')
  })
})

describe('readCookie', () => {
  it('finds a cookie among others, decoded, the first when repeated', () => {
    expect(readCookie('a=1; cookie_consent=v1.2.010; b=2', 'cookie_consent')).toBe('v1.2.010')
    expect(readCookie('x=%7Bhi%7D', 'x')).toBe('{hi}')
    expect(readCookie('x=1; x=2', 'x')).toBe('1')
    expect(readCookie('xx=1', 'x')).toBeUndefined()
    expect(readCookie(null, 'x')).toBeUndefined()
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A') // malformed escapes kept as sent
  })
})

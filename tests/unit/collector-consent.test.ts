import { describe, expect, it } from 'vitest'

import { consentVerdict, type ConsentSettings } from '@/analytics/collector/consent-filter'
import { serializeConsent } from '@/domain/consent/consent'

const cookie = (analytics: boolean, policyVersion = 1) =>
  `other=1; cookie_consent=${serializeConsent({ policyVersion, chosenAt: 1_732_000_000_000, granted: { functional: true, analytics, marketing: false } })}`

const V1: ConsentSettings = { cookiePolicyVersion: 1, consentCountries: [] }

const verdict = (country: string | null, cookieHeader: string | null, settings = V1, gpc: string | null = null) =>
  consentVerdict({ country, cookie: cookieHeader, gpc }, settings)

describe('consentVerdict', () => {
  it('keeps the events of a consent-country visitor who granted analytics', () => {
    expect(verdict('DE', cookie(true))).toEqual({ country: 'DE', analyticsAllowed: true })
  })

  it('drops those of a consent-country visitor who refused analytics or has not chosen', () => {
    expect(verdict('de', cookie(false)).analyticsAllowed).toBe(false)
    expect(verdict('FR', null).analyticsAllowed).toBe(false)
    expect(verdict('GB', 'cookie_consent=tampered').analyticsAllowed).toBe(false)
    expect(verdict('NO', '').analyticsAllowed).toBe(false) // EEA, beyond the spec's list
  })

  it('keeps events elsewhere unless the visitor said no', () => {
    expect(verdict('US', null)).toEqual({ country: 'US', analyticsAllowed: true })
    expect(verdict('IL', cookie(true)).analyticsAllowed).toBe(true)
    expect(verdict('US', cookie(false)).analyticsAllowed).toBe(false)
  })

  it('reads the consent cookie as the page does: a malformed first copy does not hide a valid one', () => {
    const granted = serializeConsent({ policyVersion: 1, chosenAt: 1_732_000_000_000, granted: { functional: true, analytics: true, marketing: false } })
    expect(verdict('DE', `cookie_consent=tampered; cookie_consent=${granted}`).analyticsAllowed).toBe(true)
    expect(verdict('DE', `cookie_consentX=${granted}`).analyticsAllowed).toBe(false)
  })

  it('takes a missing or unknown country as the default, US', () => {
    expect(verdict(null, null)).toEqual({ country: 'US', analyticsAllowed: true })
    expect(verdict('XX', null).country).toBe('US')
  })

  it('counts a choice only for the cookie policy in force, as the banner does', () => {
    const v2: ConsentSettings = { cookiePolicyVersion: 2, consentCountries: [] }
    // A grant under the old policy is no answer to the new one: in a consent country, not yet allowed.
    expect(verdict('DE', cookie(true, 1), v2).analyticsAllowed).toBe(false)
    expect(verdict('DE', cookie(true, 2), v2).analyticsAllowed).toBe(true)
    expect(verdict('DE', cookie(false, 2), v2).analyticsAllowed).toBe(false)
    // Elsewhere the visitor's answer holds whatever policy it was given under: a refusal stays one.
    expect(verdict('US', cookie(false, 1), v2).analyticsAllowed).toBe(false)
    expect(verdict('US', cookie(true, 1), v2).analyticsAllowed).toBe(true)
    expect(verdict('US', cookie(false, 2), v2).analyticsAllowed).toBe(false)
  })

  it('asks, like the site, in the countries the admins added to the consent list', () => {
    const withBrazil: ConsentSettings = { cookiePolicyVersion: 1, consentCountries: ['BR'] }
    expect(verdict('BR', null, withBrazil).analyticsAllowed).toBe(false)
    expect(verdict('BR', cookie(true), withBrazil).analyticsAllowed).toBe(true)
    expect(verdict('BR', null).analyticsAllowed).toBe(true)
  })

  it('lets Sec-GPC refuse marketing only: analytics follows the visitor’s choice', () => {
    expect(verdict('US', null, V1, '1').analyticsAllowed).toBe(true)
    expect(verdict('DE', cookie(true), V1, '1').analyticsAllowed).toBe(true)
    expect(verdict('DE', null, V1, '1').analyticsAllowed).toBe(false)
  })
})

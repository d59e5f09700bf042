import { describe, expect, it } from 'vitest'

import {
  ACCOUNT_LOGIN_TIERS,
  accountLoginKey,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceIsFresh,
  parseKnownDevice,
  strictestDecision,
} from '@/domain/staff/login-limits'
import { isKnownDevice, knownDeviceFromCookies, knownDeviceSetCookie, knownDeviceValue } from '@/infrastructure/login-limits'

describe('the login limits’ rules', () => {
  it('count an account by its email as typed, whether or not it exists, apart for staff and members', () => {
    expect(accountLoginKey('users', '  Dana@Example.COM ')).toBe(accountLoginKey('users', 'dana@example.com'))
    expect(accountLoginKey('users', 'dana@example.com')).not.toBe(accountLoginKey('members', 'dana@example.com'))
  })

  it('make an account wait longer the longer its run of failures', () => {
    for (const [index, tier] of ACCOUNT_LOGIN_TIERS.entries()) {
      const previous = ACCOUNT_LOGIN_TIERS[index - 1]
      if (previous) {
        expect(tier.failures).toBeGreaterThan(previous.failures)
        expect(tier.windowMs).toBeGreaterThan(previous.windowMs)
      }
    }
    // The first wait comes after a person's handful of typos, and is short.
    expect(ACCOUNT_LOGIN_TIERS[0]).toEqual({ failures: 5, windowMs: 60_000 })
  })

  it('answer with the longest wait of those that refuse', () => {
    expect(strictestDecision([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true })
    expect(
      strictestDecision([{ allowed: true }, { allowed: false, retryAfterSeconds: 60 }, { allowed: false, retryAfterSeconds: 900 }, { allowed: true }]),
    ).toEqual({ allowed: false, retryAfterSeconds: 900 })
  })
})

describe('the known-device cookie', () => {
  const now = Date.UTC(2026, 10, 28, 12)

  it('names the account it was given for, signed by this site, for 90 days', () => {
    const value = knownDeviceValue('users', 'Dana@Example.com', now)
    expect(parseKnownDevice(value)).toBeDefined()
    expect(isKnownDevice('users', 'dana@example.com', value, now)).toBe(true)
    expect(isKnownDevice('users', 'dana@example.com', value, now + (KNOWN_DEVICE_MAX_AGE_SECONDS - 60) * 1000)).toBe(true)
    expect(isKnownDevice('users', 'dana@example.com', value, now + (KNOWN_DEVICE_MAX_AGE_SECONDS + 60) * 1000)).toBe(false)
    expect(knownDeviceIsFresh(now / 1000 + 3600, now)).toBe(false)
  })

  it('does not vouch for another account, the other collection, or a forgery', () => {
    const value = knownDeviceValue('users', 'dana@example.com', now)
    expect(isKnownDevice('users', 'eli@example.com', value, now)).toBe(false)
    expect(isKnownDevice('members', 'dana@example.com', value, now)).toBe(false)
    const forged = value.replace(/\.(\d+)\./, (_, issued: string) => `.${Number(issued) + 1}.`)
    expect(isKnownDevice('users', 'dana@example.com', forged, now)).toBe(false)
    expect(isKnownDevice('users', 'dana@example.com', 'v1.x.1.y', now)).toBe(false)
    expect(isKnownDevice('users', 'dana@example.com', undefined, now)).toBe(false)
  })

  it('is an HttpOnly, Lax cookie, read back from a Cookie header', () => {
    const header = knownDeviceSetCookie('members', 'dana@example.com', true, now)
    expect(header).toMatch(/^known-device-members=v1\.[\w-]+\.\d+\.[\w-]+; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    const value = header.split(';')[0]!.split('=').slice(1).join('=')
    expect(knownDeviceFromCookies('members', `a=1; known-device-members=${value}; b=2`)).toBe(value)
    expect(knownDeviceFromCookies('users', `known-device-members=${value}`)).toBeUndefined()
  })
})

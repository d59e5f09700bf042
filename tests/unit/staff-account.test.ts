import { describe, expect, it } from 'vitest'

import { isPlausibleEmail, validateStaffPassword } from '@/domain/staff/account'

describe('validateStaffPassword', () => {
  it('accepts a passphrase of 12 characters or more', () => {
    expect(validateStaffPassword('twelve chars')).toBe(true)
  })

  it('explains what is wrong', () => {
    expect(validateStaffPassword('short')).toBe('The password needs at least 12 characters.')
    expect(validateStaffPassword('x'.repeat(257))).toContain('at most 256')
    expect(validateStaffPassword(' padded passphrase')).toContain('start or end with a space')
  })
})

describe('isPlausibleEmail', () => {
  it.each(['ops@orbit.example', 'a.b+c@sub.orbit.example'])('accepts %s', (email) => expect(isPlausibleEmail(email)).toBe(true))
  it.each(['ops', 'ops@', '@orbit.example', 'ops@orbit', 'o ps@orbit.example'])('refuses %s', (email) => expect(isPlausibleEmail(email)).toBe(false))
})

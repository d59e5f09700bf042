import { describe, expect, it } from 'vitest'

import { MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH, memberPasswordError } from '@/domain/community/members'

describe('a member’s password', () => {
  it('needs at least 10 characters', () => {
    expect(MEMBER_PASSWORD_MIN_LENGTH).toBe(10)
    expect(memberPasswordError('x'.repeat(9))).toBe('Choose a password of at least 10 characters.')
    expect(memberPasswordError('x'.repeat(10))).toBeUndefined()
  })

  it('is bounded, not blank, and a string', () => {
    expect(memberPasswordError('x'.repeat(MEMBER_PASSWORD_MAX_LENGTH))).toBeUndefined()
    expect(memberPasswordError('x'.repeat(MEMBER_PASSWORD_MAX_LENGTH + 1))).toBe('Choose a password of at most 128 characters.')
    expect(memberPasswordError(' '.repeat(12))).toBe('A password cannot be only spaces.')
    for (const value of [undefined, null, 1234567890123, ['a long enough password']]) {
      expect(memberPasswordError(value)).toBe('Choose a password of at least 10 characters.')
    }
  })
})

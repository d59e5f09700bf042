import { describe, expect, it } from 'vitest'

import { hasRole, isContentEditorRole, isStaff, ROLES } from '@/domain/staff/roles'

describe('roles', () => {
  it('has the three staff roles', () => {
    expect(ROLES).toEqual(['admin', 'marketer', 'moderator'])
  })

  it('hasRole checks membership and tolerates missing roles', () => {
    expect(hasRole(['marketer', 'admin'], 'admin')).toBe(true)
    expect(hasRole(['marketer'], 'admin')).toBe(false)
    expect(hasRole(undefined, 'admin')).toBe(false)
    expect(hasRole(null, 'moderator')).toBe(false)
  })

  it('only known roles count as staff', () => {
    expect(isStaff(['moderator'])).toBe(true)
    expect(isStaff(['community-member'])).toBe(false)
    expect(isStaff([])).toBe(false)
    expect(isStaff(undefined)).toBe(false)
  })
})

describe('isContentEditorRole', () => {
  it('is true for admins and marketers only', () => {
    expect(isContentEditorRole(['admin'])).toBe(true)
    expect(isContentEditorRole(['moderator', 'marketer'])).toBe(true)
    expect(isContentEditorRole(['moderator'])).toBe(false)
    expect(isContentEditorRole(undefined)).toBe(false)
  })
})

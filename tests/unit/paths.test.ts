import { describe, expect, it } from 'vitest'

import { validatePagePath } from '@/domain/paths'

describe('validatePagePath', () => {
  it.each(['/', '/pricing', '/w/partnership', '/use-cases/agile', '/developers/apps/quickstart', '/why-orbit', '/p/about'])(
    'accepts %s',
    (path) => expect(validatePagePath(path)).toBe(true),
  )

  it.each([
    ['', 'Enter a path'],
    ['pricing', 'starts with a slash'],
    ['/pricing/', 'trailing slash'],
    ['//evil.example', 'two slashes'],
    ['/a//b', 'two slashes'],
    ['/Pricing', '"Pricing" is not allowed'],
    ['/a/../b', '".." is not allowed'],
    ['/with space', 'is not allowed'],
    [`/${'a'.repeat(200)}`, 'at most 200'],
  ])('refuses %j with a message that says what to fix', (path, message) => {
    expect(validatePagePath(path)).toContain(message)
  })

  it('refuses values that are not text', () => {
    expect(validatePagePath(undefined)).not.toBe(true)
    expect(validatePagePath(42)).not.toBe(true)
  })
})

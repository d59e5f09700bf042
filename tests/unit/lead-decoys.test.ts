import { describe, expect, it } from 'vitest'

import { RecentKeys } from '@/cms/leads/decoys'

describe('RecentKeys (honeypot posts answered lately)', () => {
  it('knows a key seen within its time, forgets it after, and keeps a bounded number', () => {
    const keys = new RecentKeys(2, 1_000)
    expect(keys.seen('a', 0)).toBe(false)
    expect(keys.seen('a', 500)).toBe(true)
    expect(keys.seen('a', 1_600)).toBe(false) // 1,100 ms after it was last seen
    keys.seen('b', 1_600)
    keys.seen('c', 1_600) // the oldest, a, makes room
    expect(keys.seen('a', 1_700)).toBe(false)
    expect(keys.seen('c', 1_700)).toBe(true)
  })
})

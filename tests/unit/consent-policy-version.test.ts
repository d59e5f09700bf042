import { describe, expect, it, vi } from 'vitest'

import { cachedPolicyVersion } from '@/cms/consent/policy-version'

describe('cachedPolicyVersion', () => {
  it('reads once per ttl, past the cache when asked fresh, and never caches a failed read', async () => {
    let time = 0
    const versions = [2, 3]
    const load = vi.fn(async () => {
      const next = versions.shift()
      if (next === undefined) throw new Error('database down')
      return next
    })
    const current = cachedPolicyVersion(load, { ttlMs: 1_000, now: () => time })
    expect(await current()).toBe(2)
    expect(await current()).toBe(2)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await current({ fresh: true })).toBe(3)
    time = 2_000
    expect(await current()).toBeUndefined()
    versions.push(4)
    expect(await current()).toBe(4)
  })

  it('takes a missing or invalid setting as the default version', async () => {
    expect(await cachedPolicyVersion(async () => null)()).toBe(1)
    expect(await cachedPolicyVersion(async () => 0)()).toBe(1)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readOrCreateSecret } from '@/infrastructure/secrets'

describe('readOrCreateSecret', () => {
  it('creates a private random secret once and returns the same value after', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-secret-')), 'nested', 'secret')
    const first = readOrCreateSecret(file, 16)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(readOrCreateSecret(file, 16)).toBe(first)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('refuses an emptied secret file instead of running with an empty key', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-secret-')), 'secret')
    fs.writeFileSync(file, '\n')
    expect(() => readOrCreateSecret(file)).toThrow(/is empty/)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { readOrCreateSecret } from '@/infrastructure/secrets'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('readOrCreateSecret', () => {
  it('creates a private random secret once and returns the same value after', () => {
    const file = path.join(tempDir(), 'nested', 'secret')
    const first = readOrCreateSecret(file, 16)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(readOrCreateSecret(file, 16)).toBe(first)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('refuses an emptied secret file instead of running with an empty key', () => {
    const file = path.join(tempDir(), 'secret')
    fs.writeFileSync(file, '\n')
    expect(() => readOrCreateSecret(file)).toThrow(/is empty/)
  })
})

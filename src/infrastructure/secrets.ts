import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Reads a secret kept in a file, creating it with fresh random bytes on first use.
 * Creation is exclusive, so two processes starting together agree on one value.
 */
export function readOrCreateSecret(file: string, bytes = 32): string {
  try {
    return readSecret(file)
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(bytes).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readSecret(file)
}

function readSecret(file: string): string {
  const value = fs.readFileSync(file, 'utf8').trim()
  if (!value) throw new Error(`${file} is empty: delete it to have a new secret generated`)
  return value
}

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

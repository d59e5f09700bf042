import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Payload runs PBKDF2 only when the account exists, so timing would tell who is registered: for an unknown address the same
 * derivation runs on a random salt, so both cost the same and get the same answer.
 */
export const PASSWORD_HASH_ITERATIONS = 600_000
const KEY_LENGTH = 32

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, PASSWORD_HASH_ITERATIONS, KEY_LENGTH, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `pbkdf2-sha256-v1:` plus the key in hex, or for older accounts the bare hex of a 512-byte key of 25,000 rounds. */
const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const LEGACY = { iterations: 25_000, keyLength: 512 } as const

/** As Payload checks it. */
export async function passwordMatches(password: string, { hash, salt }: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_HASH_PREFIX)
  const stored = Buffer.from(current ? hash.slice(CURRENT_HASH_PREFIX.length) : hash, 'hex')
  const [iterations, keyLength] = current ? [PASSWORD_HASH_ITERATIONS, KEY_LENGTH] : [LEGACY.iterations, LEGACY.keyLength]
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return derived.length === stored.length && crypto.timingSafeEqual(derived, stored)
}

export async function dummyPasswordCheck(password: unknown): Promise<void> {
  await deriveKey(typeof password === 'string' ? password : '', crypto.randomBytes(32))
}

export const equalLoginWork: CollectionBeforeOperationHook = async ({ args, operation, collection, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (!email) return args
  const { totalDocs } = await req.payload.count({ collection: collection.slug as 'users', where: { email: { equals: email } }, overrideAccess: true, req })
  if (totalDocs === 0) await dummyPasswordCheck(data?.password)
  return args
}

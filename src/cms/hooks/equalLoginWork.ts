import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Payload checks a password with PBKDF2 (SHA-256, 600,000 rounds) only when the account exists:
 * a log-in to an unknown address answered at once, one to a known address some 150 ms later,
 * which told anyone who was registered. For an address with no account the same derivation is
 * run on a random salt first, so both cost the same work and get the same answer.
 */
export const PASSWORD_HASH_ITERATIONS = 600_000
const KEY_LENGTH = 32

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, PASSWORD_HASH_ITERATIONS, KEY_LENGTH, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** The work of checking a password, on nothing: for an address with no account. */
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

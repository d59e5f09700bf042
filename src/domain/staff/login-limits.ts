import type { RateDecision } from '../rate-limit'

// Only failures count, so offices behind one address sign in freely. The per-account count is keyed
// on the email as typed, registered or not, so the answer never tells who is registered; a browser
// that has signed in before (known-device cookie) is exempt, so guessing never locks out the owner.

export const LOGIN_COLLECTIONS = ['users', 'members'] as const
export type LoginCollection = (typeof LOGIN_COLLECTIONS)[number]

export function isLoginCollection(value: unknown): value is LoginCollection {
  return (LOGIN_COLLECTIONS as readonly unknown[]).includes(value)
}

// A person's typos and retries fit, a guessing script does not.
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60_000

// Five quick typos cost a minute, a longer run a quarter of an hour, an hour, then a day.
export const ACCOUNT_LOGIN_TIERS = [
  { failures: 5, windowMs: 60_000 },
  { failures: 10, windowMs: 15 * 60_000 },
  { failures: 20, windowMs: 60 * 60_000 },
  { failures: 50, windowMs: 24 * 60 * 60_000 },
] as const

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60

// As Payload finds the account.
export function normalisedLoginEmail(email: string): string {
  return email.trim().toLowerCase()
}

// The same email may be both staff and member.
export function accountLoginKey(collection: LoginCollection, email: string): string {
  return `${collection}\n${normalisedLoginEmail(email)}`
}

export function strictestDecision(decisions: readonly RateDecision[]): RateDecision {
  let strictest: RateDecision = { allowed: true }
  for (const decision of decisions) {
    if (!decision.allowed && (strictest.allowed || decision.retryAfterSeconds > strictest.retryAfterSeconds)) strictest = decision
  }
  return strictest
}

export function knownDeviceCookieName(collection: LoginCollection): string {
  return `known-device-${collection}`
}

// `v1.<email digest>.<issued at, seconds>.<signature>`
export type KnownDeviceClaim = { emailDigest: string; issuedAt: number; signature: string }

export function serializeKnownDevice({ emailDigest, issuedAt, signature }: KnownDeviceClaim): string {
  return `v1.${emailDigest}.${issuedAt}.${signature}`
}

export function parseKnownDevice(value: string | undefined): KnownDeviceClaim | undefined {
  const match = /^v1\.([\w-]{16,64})\.(\d{1,12})\.([\w-]{16,128})$/.exec(value ?? '')
  if (!match) return undefined
  return { emailDigest: match[1]!, issuedAt: Number(match[2]), signature: match[3]! }
}

export function knownDeviceIsFresh(issuedAt: number, now: number): boolean {
  const age = now / 1000 - issuedAt
  return age >= -60 && age <= KNOWN_DEVICE_MAX_AGE_SECONDS
}

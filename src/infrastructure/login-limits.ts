import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import {
  ACCOUNT_LOGIN_TIERS,
  accountLoginKey,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceCookieName,
  knownDeviceIsFresh,
  LOGIN_ADDRESS_WINDOW_MS,
  type LoginCollection,
  normalisedLoginEmail,
  parseKnownDevice,
  serializeKnownDevice,
  strictestDecision,
} from '@/domain/staff/login-limits'
import { MEMBER_ADDRESS_WINDOW_MS } from '@/domain/community/member-limits'
import type { RateDecision } from '@/domain/rate-limit'

import { env } from './env'
import { type CheckingRateLimiter, rateLimiter } from './rate-limiters'

/*
 * One set of counters per process on globalThis: Next.js may bundle the server actions and
 * Payload's REST endpoints apart, and a client must use up one budget whichever way it comes.
 */
type Limiters = { address: Record<LoginCollection, CheckingRateLimiter>; account: CheckingRateLimiter[] }
const KEY = Symbol.for('orbit.loginLimiters')
type Holder = { [KEY]?: Limiters }

function limiters(): Limiters {
  const holder = globalThis as Holder
  holder[KEY] ??= {
    address: {
      users: rateLimiter('staff-failed-logins', env().staffLoginRateLimit, LOGIN_ADDRESS_WINDOW_MS),
      // Members' failed logins count in the budget of their other account actions' size.
      members: rateLimiter('failed-logins', env().memberLimits.perAddress, MEMBER_ADDRESS_WINDOW_MS),
    },
    account: ACCOUNT_LOGIN_TIERS.map(({ failures, windowMs }) => rateLimiter(`account-failed-logins-${windowMs}`, failures, windowMs)),
  }
  return holder[KEY]
}

export type LoginAttempt = {
  collection: LoginCollection
  address: string
  email: string
  knownDevice: boolean
}

/** Counts nothing. The same answer whether or not the account exists. */
export async function checkLoginAttempt({ collection, address, email, knownDevice }: LoginAttempt, now: number = Date.now()): Promise<RateDecision> {
  const { address: byAddress, account } = limiters()
  const decisions = [await byAddress[collection].check(address, now)]
  if (email && !knownDevice) for (const limiter of account) decisions.push(await limiter.check(accountLoginKey(collection, email), now))
  return strictestDecision(decisions)
}

export async function countFailedLogin({ collection, address, email }: Omit<LoginAttempt, 'knownDevice'>, now: number = Date.now()): Promise<void> {
  const { address: byAddress, account } = limiters()
  await byAddress[collection].consume(address, now)
  if (email) for (const limiter of account) await limiter.consume(accountLoginKey(collection, email), now)
}

const TURNS = Symbol.for('orbit.loginTurns')
type TurnHolder = { [TURNS]?: Map<string, Promise<unknown>> }

/**
 * One account's tries run one after another in this process, so a burst is judged one by one
 * against the count instead of all passing the check before the first failure is counted.
 */
export async function inAccountTurn<T>({ collection, email }: Pick<LoginAttempt, 'collection' | 'email'>, run: () => Promise<T>): Promise<T> {
  const turns = ((globalThis as TurnHolder)[TURNS] ??= new Map())
  const key = accountLoginKey(collection, email)
  const before = turns.get(key) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(run)
  const settled = mine.catch(() => undefined)
  turns.set(key, settled)
  void settled.then(() => {
    if (turns.get(key) === settled) turns.delete(key)
  })
  return mine
}

let deviceKey: Buffer | undefined

function sign(collection: LoginCollection, emailDigest: string, issuedAt: number): string {
  deviceKey ??= createHmac('sha256', env().payloadSecret).update('known-device').digest()
  return createHmac('sha256', deviceKey).update(`${collection}\n${emailDigest}\n${issuedAt}`).digest('base64url')
}

function emailDigest(email: string): string {
  return createHash('sha256').update(normalisedLoginEmail(email)).digest('base64url').slice(0, 22)
}

export function knownDeviceValue(collection: LoginCollection, email: string, now: number = Date.now()): string {
  const digest = emailDigest(email)
  const issuedAt = Math.floor(now / 1000)
  return serializeKnownDevice({ emailDigest: digest, issuedAt, signature: sign(collection, digest, issuedAt) })
}

/** Names this account, signed by this site and still fresh. */
export function isKnownDevice(collection: LoginCollection, email: string, value: string | undefined, now: number = Date.now()): boolean {
  const claim = parseKnownDevice(value)
  if (!claim || !email || claim.emailDigest !== emailDigest(email) || !knownDeviceIsFresh(claim.issuedAt, now)) return false
  const expected = Buffer.from(sign(collection, claim.emailDigest, claim.issuedAt))
  const given = Buffer.from(claim.signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function knownDeviceFromCookies(collection: LoginCollection, cookieHeader: string | null | undefined): string | undefined {
  const name = knownDeviceCookieName(collection)
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = pair.split('=')
    if (key?.trim() === name) return rest.join('=').trim()
  }
  return undefined
}

export function knownDeviceSetCookie(collection: LoginCollection, email: string, secure: boolean, now: number = Date.now()): string {
  const attributes = [`Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return [`${knownDeviceCookieName(collection)}=${knownDeviceValue(collection, email, now)}`, ...attributes].join('; ')
}

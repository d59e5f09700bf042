/**
 * Account enumeration: a wrong password costs the same work, and gets the
 * same answer, whether or not the account exists, for staff and for community members. Login and
 * reset limits: per address and per account, the same answer for a
 * real and an unknown address, no lock anyone can set on someone else, and a reset link emailed
 * only after the answer.
 */
import crypto from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload, type SendEmailOptions } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PASSWORD_HASH_ITERATIONS } from '@/cms/hooks/equal-login-work'

import { createMember, MEMBER_PASSWORD } from '../helpers/members'
import { api } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
const known = { users: '', members: '' }

beforeAll(async () => {
  payload = await getPayload({ config })
  known.users = (await createStaff(payload, ['admin'])).email
  known.members = (await createMember(payload)).email
})

afterEach(() => vi.restoreAllMocks())

/** How many full-cost password derivations a login ran. */
function countDerivations() {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
  return () => pbkdf2.mock.calls.filter((call) => call[2] === PASSWORD_HASH_ITERATIONS).length
}

async function timedLogin(collection: 'users' | 'members', email: string, index: number) {
  const derivations = countDerivations()
  const started = performance.now()
  // A new address each time, so the per-address limits never answer instead.
  const response = await api('POST', `/${collection}/login`, {
    body: { email, password: 'not the password at all' },
    headers: { 'X-Forwarded-For': `203.0.113.${index}` },
  })
  const ms = performance.now() - started
  const work = derivations()
  vi.restoreAllMocks()
  return { ms, work, status: response.status, message: response.body?.errors?.[0]?.message }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('RELIABILITY: The same answer, in the same time, whether or not an account exists (sign-up, login, reset)', () => {
  it.each(['users', 'members'] as const)('a wrong password to %s: the same answer, and as much work, for an unknown address', async (collection) => {
    // Three tries each (an account locks after five failures); interleaved, so load hits both alike.
    const existing = []
    const unknown = []
    for (let index = 0; index < 3; index++) {
      existing.push(await timedLogin(collection, known[collection], index))
      unknown.push(await timedLogin(collection, `nobody-${index}-${Date.now()}@example.com`, 10 + index))
    }
    expect(new Set([...existing, ...unknown].map(({ status, message }) => `${status} ${message}`)).size).toBe(1)
    // Checking a password is a PBKDF2 of PASSWORD_HASH_ITERATIONS rounds (well over 50 ms); an
    // unknown address that skipped it answered in a few ms.
    expect(PASSWORD_HASH_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    expect(unknown.map(({ work }) => work)).toEqual(existing.map(({ work }) => work))
    expect(unknown.every(({ work }) => work === 1)).toBe(true)
    // And in time (loosely: the machine is shared; skipping the derivation answered 10x faster).
    expect(median(unknown.map(({ ms }) => ms))).toBeGreaterThan(median(existing.map(({ ms }) => ms)) * 0.3)
  })
})

let address = 0
/** A client address of its own, so each test starts with fresh budgets. */
const newAddress = () => `198.51.100.${++address}`
let counter = 0
const unknownEmail = () => `nobody-${++counter}-${Date.now()}@example.com`
const RIGHT = { users: PASSWORD, members: MEMBER_PASSWORD } as const

async function signIn(collection: 'users' | 'members', email: string, password: string, ip: string, cookie?: string) {
  return api('POST', `/${collection}/login`, { body: { email, password }, headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) } })
}

// How long to wait depends on when a window began, not on whether the account exists: two runs a
// moment apart may round to 2 and 1 minutes, so the wording is compared without the number.
const answer = ({ status, body }: { status: number; body: { errors?: { message?: string }[] } }) =>
  `${status} ${body?.errors?.[0]?.message}`.replace(/in \d+ minutes?\./, 'in … minutes.')

describe('RELIABILITY: Logins and reset requests are limited per client address and per account', () => {
  it('the 11th wrong staff password from one address within the window answers 429 with Retry-After', async () => {
    const ip = newAddress()
    for (let index = 0; index < 10; index++) {
      // Each for another address, so only the per-address count can refuse.
      expect((await signIn('users', unknownEmail(), 'not the password at all', ip)).status).toBe(401)
    }
    const eleventh = await signIn('users', unknownEmail(), 'not the password at all', ip)
    expect(eleventh.status).toBe(429)
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(eleventh.body).toEqual({ errors: [{ message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/) }] })
    // Right passwords from that address wait too; another address does not.
    expect((await signIn('users', known.users, PASSWORD, ip)).status).toBe(429)
    expect((await signIn('users', known.users, PASSWORD, newAddress())).status).toBe(200)
  })

  it.each(['users', 'members'] as const)(
    '%s: after a run of wrong passwords from many addresses, an account answers as an unknown one does, and its owner still signs in from a browser used before',
    async (collection) => {
      const owner = collection === 'users' ? (await createStaff(payload, ['admin'])).email : (await createMember(payload)).email
      const before = await signIn(collection, owner, RIGHT[collection], newAddress())
      expect(before.status).toBe(200)
      const device = /known-device-[a-z]+=[^;]+/.exec(before.headers.get('set-cookie') ?? '')?.[0]
      expect(device).toBeDefined()

      const nobody = unknownEmail()
      const existing: string[] = []
      const unknown: string[] = []
      for (let index = 0; index < 7; index++) {
        existing.push(answer(await signIn(collection, owner, 'a wrong guess!', newAddress())))
        unknown.push(answer(await signIn(collection, nobody, 'a wrong guess!', newAddress())))
      }
      // The same answers, try by try: five wrong passwords, then a wait; never a word of a lock.
      expect(existing).toEqual(unknown)
      expect(existing.slice(0, 5).every((each) => each.startsWith('401 '))).toBe(true)
      expect(existing.slice(5).every((each) => each.startsWith('429 '))).toBe(true)
      expect(existing.join('\n')).not.toMatch(/locked/i)
      // The right password from a new browser waits as well (nothing tells it apart)…
      expect(answer(await signIn(collection, owner, RIGHT[collection], newAddress()))).toBe(existing[6])
      // …and from the owner's own browser it goes in: nobody can lock the owner out of it.
      expect((await signIn(collection, owner, RIGHT[collection], newAddress(), device)).status).toBe(200)
      // A known-device cookie of another account vouches for nothing.
      expect((await signIn(collection, nobody, 'a wrong guess!', newAddress(), device)).status).toBe(429)
    },
  )

  it('a burst of wrong passwords sent at once gets no more tries than one sent in turn', async () => {
    const owner = (await createStaff(payload, ['marketer'])).email
    const burst = await Promise.all(Array.from({ length: 12 }, () => signIn('users', owner, 'a wrong guess!', newAddress())))
    expect(burst.filter(({ status }) => status === 401)).toHaveLength(5)
    expect(burst.filter(({ status }) => status === 429)).toHaveLength(7)
  })

  it('limits reset links per address for staff, as for members', async () => {
    const ip = newAddress()
    const limit = 20
    for (let index = 0; index < limit; index++) {
      expect((await api('POST', '/users/forgot-password', { body: { email: unknownEmail() }, headers: { 'X-Forwarded-For': ip } })).status).toBe(200)
    }
    const refused = await api('POST', '/users/forgot-password', { body: { email: unknownEmail() }, headers: { 'X-Forwarded-For': ip } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('RELIABILITY: The same answer, in the same time, whether or not an account exists (reset)', () => {
  it.each(['users', 'members'] as const)('%s: a reset link is asked for with the same answer and work; the email goes after the answer', async (collection) => {
    const sent: SendEmailOptions[] = []
    vi.spyOn(payload.email, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => void sent.push(message))
    const real = collection === 'users' ? (await createStaff(payload, ['moderator'])).email : (await createMember(payload)).email
    const jobs = async () => (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendPasswordReset' } } })).totalDocs
    const queuedBefore = await jobs()

    const forReal = await api('POST', `/${collection}/forgot-password`, { body: { email: real }, headers: { 'X-Forwarded-For': newAddress() } })
    const queuedForReal = await jobs()
    const forUnknown = await api('POST', `/${collection}/forgot-password`, { body: { email: unknownEmail() }, headers: { 'X-Forwarded-For': newAddress() } })
    expect([forReal.status, forReal.body]).toEqual([forUnknown.status, forUnknown.body])
    expect(forReal.status).toBe(200)
    // The same work before answering: one queued job each, no account read for the answer, no email yet.
    expect([queuedForReal - queuedBefore, (await jobs()) - queuedForReal]).toEqual([1, 1])
    expect(sent).toHaveLength(0)

    // Every reset queued by this file so far (unknown addresses send nothing).
    await payload.jobs.run({ limit: 1_000 })
    expect(sent.map(({ to }) => to)).toEqual([real])
    const [account] = (await payload.find({ collection, where: { email: { equals: real } }, overrideAccess: true, showHiddenFields: true })).docs
    expect((account as { resetPasswordToken?: unknown }).resetPasswordToken).toBeTruthy()
  })

  it('refuses a reset request without a plausible email with 400, queuing nothing', async () => {
    for (const body of [{}, { email: 5 }, { email: 'not an address' }, { email: 'a'.repeat(300) + '@example.com' }]) {
      const response = await api('POST', '/users/forgot-password', { body, headers: { 'X-Forwarded-For': newAddress() } })
      expect(response.status).toBe(400)
    }
  })
})

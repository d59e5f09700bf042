/**
 * Account enumeration (issue 15, finding 3): a wrong password costs the same work, and gets the
 * same answer, whether or not the account exists, for staff and for community members.
 */
import crypto from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PASSWORD_HASH_ITERATIONS } from '@/cms/hooks/equalLoginWork'

import { createMember } from '../helpers/members'
import { api } from '../helpers/rest'
import { createStaff } from '../helpers/staff'

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

/**
 * Community members over REST, as the site's pages will call it: sign up, confirm the email,
 * log in, change their account, forget and reset the password, log out; what a sign-up may
 * set; lockout; and that a member's session is never a staff one (no admin, no staff data,
 * no drafts through the versions endpoints, no edit locks, no jobs).
 */
import crypto from 'node:crypto'

import config from '@payload-config'
import { canAccessAdmin, createLocalReq, getPayload, type Payload, type SendEmailOptions } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// This file logs in and signs up many times from one (test) address; the limits themselves are
// tested in member-abuse.int.test.ts. Set before the Payload config reads the environment.
vi.hoisted(() => {
  process.env.MEMBER_RATE_LIMIT = '1000'
  process.env.MEMBER_EMAIL_RATE_LIMIT = '1000'
})

import { MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/community/members'

import { createMember, loginMember, MEMBER_PASSWORD } from '../helpers/members'
import { api, type ApiResponse, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
const staff = {} as Record<'admin' | 'moderator' | 'marketer', { id: number; token: string }>

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'moderator', 'marketer'] as const) {
    const account = await createStaff(payload, [role])
    staff[role] = { id: account.id, token: await login(account.email, PASSWORD) }
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

type FieldError = { path: string; message: string }
const fieldErrors = (body: unknown): FieldError[] =>
  ((body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? []).flatMap((error) => error.data?.errors ?? [])

/** Account emails go through the email adapter directly (Payload's auth operations do so). */
function captureAccountEmails(): SendEmailOptions[] {
  const sent: SendEmailOptions[] = []
  vi.spyOn(payload.email, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
    sent.push(message)
  })
  return sent
}

const tokenIn = (html: unknown, path: string) => {
  const match = new RegExp(`http://localhost:3000${path.replaceAll('/', '\\/')}\\?token=([0-9a-f]+)`).exec(String(html))
  return match?.[1]
}

let counter = 0
const newEmail = () => `signup-${++counter}-${Date.now()}@community.example`

const stored = (email: string) =>
  payload.find({ collection: 'members', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true, depth: 0 })

describe('signing up, confirming the email and logging in', () => {
  it('goes the whole way over REST, with the email linking to the site’s verify page in the member’s language', async () => {
    const sent = captureAccountEmails()
    const email = newEmail()
    const signUp = await api('POST', '/members', { body: { email, password: MEMBER_PASSWORD, name: 'Dana Community', locale: 'de' } })
    // The answer a taken address gets too: no document, nothing about the account.
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(202)
    expect(signUp.body).toEqual({ message: 'Check your inbox: we sent a link to confirm the address.' })
    expect((await stored(email)).docs[0]).toMatchObject({ email, name: 'Dana Community', locale: 'de', roles: [] })

    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: email, subject: 'Bestätigen Sie Ihre E-Mail-Adresse für die Orbit-Community' })
    const token = tokenIn(sent[0]!.html, '/lang/de/community/verify')
    expect(token).toBeTruthy()
    const [record] = (await stored(email)).docs
    expect(record).toMatchObject({ _verified: false, _verificationToken: token })

    // Not before the address is confirmed.
    const early = await api('POST', '/members/login', { body: { email, password: MEMBER_PASSWORD } })
    expect(early.status).toBe(403)
    expect(early.body.token).toBeUndefined()

    expect((await api('POST', `/members/verify/${'0'.repeat(40)}`)).status).toBeOneOf([400, 403])
    const verified = await api('POST', `/members/verify/${token}`)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect((await stored(email)).docs[0]).toMatchObject({ _verified: true })

    const loggedIn = await api('POST', '/members/login', { body: { email, password: MEMBER_PASSWORD } })
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.body.user).toMatchObject({ email, name: 'Dana Community', collection: 'members', roles: [] })
    const cookie = loggedIn.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    const me = await api('GET', '/members/me', { token: loggedIn.body.token })
    expect(me.body.user).toMatchObject({ email, collection: 'members' })
    // The same session is nobody on the staff side.
    expect((await api('GET', '/users/me', { token: loggedIn.body.token })).body.user).toBeNull()
  })

  it('sets only the email, the password, the name and the language: never verified, roles or lockout state', async () => {
    const email = newEmail()
    captureAccountEmails()
    const response = await api('POST', '/members', {
      body: {
        email,
        password: MEMBER_PASSWORD,
        name: 'Sneaky',
        _verified: true,
        roles: ['admin'],
        loginAttempts: -100,
        lockUntil: null,
        resetPasswordToken: 'chosen',
        sessions: [{ id: 'forged', expiresAt: new Date(Date.now() + 1e9).toISOString() }],
      },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(202)
    const [record] = (await stored(email)).docs
    expect(record).toMatchObject({ _verified: false, roles: [] })
    // No lock to set or clear: failed logins are counted outside the account (src/cms/hooks/limitLogins.ts).
    expect(record).not.toHaveProperty('loginAttempts')
    expect(record!.resetPasswordToken ?? null).toBeNull()
    expect((await api('POST', '/members/login', { body: { email, password: MEMBER_PASSWORD } })).status).toBe(403)
  })

  it('stays unverified even when a signed-in member or staff user signs someone up with _verified', async () => {
    const member = await createMember(payload)
    const memberToken = await loginMember(member.email)
    captureAccountEmails()
    for (const token of [memberToken, staff.moderator.token]) {
      const email = newEmail()
      const response = await api('POST', '/members', { token, body: { email, password: MEMBER_PASSWORD, name: 'Friend', _verified: true } })
      // Staff get Payload's own create and its document; a member, the sign-up's answer.
      expect(response.status).toBe(token === memberToken ? 202 : 201)
      expect((await stored(email)).docs[0]?._verified).toBe(false)
    }
  })

  it.each([
    [
      'a short password',
      { password: 'x'.repeat(MEMBER_PASSWORD_MIN_LENGTH - 1) },
      'password',
      `Choose a password of at least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`,
    ],
    ['no password', { password: undefined }, 'password', `Choose a password of at least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`],
    ['no name', { name: undefined }, 'name', undefined],
    ['a bad email', { email: 'not-an-email' }, 'email', undefined],
    ['an unknown language', { locale: 'xx' }, 'locale', undefined],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, change, path, message) => {
    const email = newEmail()
    const body = { email, password: MEMBER_PASSWORD, name: 'Someone', ...change }
    const response = await api('POST', '/members', { body })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body).map((error) => error.path)).toContain(path)
    if (message) expect(fieldErrors(response.body)).toContainEqual({ path, message })
    expect((await stored(email)).totalDocs).toBe(0)
  })

  it('makes no second account for a taken address, answering exactly as for a new one and telling the owner instead', async () => {
    const member = await createMember(payload)
    const sent = captureAccountEmails()
    // The same work too: one password derivation each (a new account's hash, a throwaway one for the taken address).
    const derivations = vi.spyOn(crypto, 'pbkdf2')
    const taken = await api('POST', '/members', { body: { email: member.email.toUpperCase(), password: MEMBER_PASSWORD, name: 'Twin' } })
    const takenWork = derivations.mock.calls.length
    const fresh = await api('POST', '/members', { body: { email: newEmail(), password: MEMBER_PASSWORD, name: 'Twin' } })
    expect([takenWork, derivations.mock.calls.length - takenWork]).toEqual([1, 1])
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body])
    expect(taken.status).toBe(202)
    expect((await stored(member.email)).totalDocs).toBe(1)
    expect(sent.map((email) => email.to)).toContain(member.email)
    // Refused fields get the same 400 whether or not the address is taken.
    const short = await api('POST', '/members', { body: { email: member.email, password: 'short', name: 'Twin' } })
    const shortFresh = await api('POST', '/members', { body: { email: newEmail(), password: 'short', name: 'Twin' } })
    expect(short.status).toBe(400)
    expect(short.body).toEqual(shortFresh.body)
  })
})

describe('a member’s own account', () => {
  it('reads and changes only itself: name, language and password, not the email or the verified flag', async () => {
    const member = await createMember(payload)
    const other = await createMember(payload)
    const token = await loginMember(member.email)

    const list = await api('GET', '/members?limit=100', { token })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).toEqual([member.id])
    expect((await api('GET', `/members/${other.id}`, { token })).status).toBe(404)

    const changed = await api('PATCH', `/members/${member.id}`, {
      token,
      body: { name: 'Renamed', locale: 'fr', email: 'taken-over@example.com', _verified: false },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const record = await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
    expect(record).toMatchObject({ name: 'Renamed', locale: 'fr', email: member.email, _verified: true })

    expect((await api('PATCH', `/members/${other.id}`, { token, body: { name: 'Hijacked' } })).status).toBe(403)
    expect((await payload.findByID({ collection: 'members', id: other.id })).name).toBe(other.name)
    expect((await api('DELETE', `/members/${member.id}`, { token })).status).toBe(403)

    const password = await api('PATCH', `/members/${member.id}`, { token, body: { password: 'short', currentPassword: MEMBER_PASSWORD } })
    expect(password.status).toBe(400)
    const changedPassword = await api('PATCH', `/members/${member.id}`, {
      token,
      body: { password: 'a brand new long password', currentPassword: MEMBER_PASSWORD },
    })
    expect(changedPassword.status, JSON.stringify(changedPassword.body)).toBe(200)
    await expect(loginMember(member.email, 'a brand new long password')).resolves.toBeTruthy()
  })

  it('changes its password only with the current one, and the change signs out its other sessions', async () => {
    const member = await createMember(payload)
    const token = await loginMember(member.email)
    const elsewhere = await loginMember(member.email)
    for (const body of [{ password: 'taken over by a script' }, { password: 'taken over by a script', currentPassword: 'a guess at the password' }]) {
      const refused = await api('PATCH', `/members/${member.id}`, { token, body })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('current password')
    }
    await expect(loginMember(member.email)).resolves.toBeTruthy()
    expect((await api('GET', '/members/me', { token: elsewhere })).body.user?.id).toBe(member.id)

    const changed = await api('PATCH', `/members/${member.id}`, { token, body: { password: 'the owner’s new password', currentPassword: MEMBER_PASSWORD } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(JSON.stringify(changed.body)).not.toContain('currentPassword')
    // The session that changed it goes on; the one on another computer has ended.
    expect((await api('GET', '/members/me', { token })).body.user?.id).toBe(member.id)
    expect((await api('GET', '/members/me', { token: elsewhere })).body.user).toBeNull()
    await expect(loginMember(member.email, 'the owner’s new password')).resolves.toBeTruthy()
  })

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const member = await createMember(payload)
    const token = await loginMember(member.email)
    expect((await api('POST', '/members/logout', { token })).status).toBe(200)
    expect((await api('GET', '/members/me', { token })).body.user).toBeNull()
  })

  it('is read and deleted by admins only among staff', async () => {
    const member = await createMember(payload)
    expect((await api('GET', `/members/${member.id}`, { token: staff.admin.token })).status).toBe(200)
    for (const role of ['moderator', 'marketer'] as const) {
      expect((await api('GET', `/members/${member.id}`, { token: staff[role].token })).status).toBeOneOf([403, 404])
      expect((await api('DELETE', `/members/${member.id}`, { token: staff[role].token })).status).toBe(403)
    }
    expect((await api('GET', `/members/${member.id}`)).status).toBeOneOf([401, 403, 404])
    expect((await api('DELETE', `/members/${member.id}`, { token: staff.admin.token })).status).toBe(200)
  })
})

describe('forgetting the password', () => {
  it('emails a link to the site’s reset page; the token sets a new password once', async () => {
    const member = await createMember(payload)
    const sent = captureAccountEmails()
    const asked = await api('POST', '/members/forgot-password', { body: { email: member.email } })
    expect(asked.status).toBe(200)
    // Sent by the job queue, after the answer (the server's runner takes it at once).
    expect(sent).toHaveLength(0)
    await payload.jobs.run()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: member.email, subject: 'Reset your Orbit community password' })
    const token = tokenIn(sent[0]!.html, '/community/reset-password')
    expect(token).toBeTruthy()

    // Nobody learns whether an address has an account.
    expect((await api('POST', '/members/forgot-password', { body: { email: 'nobody@community.example' } })).status).toBe(200)

    expect((await api('POST', '/members/reset-password', { body: { token, password: 'short' } })).status).toBe(400)
    const reset = await api('POST', '/members/reset-password', { body: { token, password: 'my new community password' } })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    await expect(loginMember(member.email, 'my new community password')).resolves.toBeTruthy()
    expect((await api('POST', '/members/reset-password', { body: { token, password: 'yet another password' } })).status).toBeGreaterThanOrEqual(400)
  })

  it('links to the member’s own language and to the configured site, whatever Host the request names', async () => {
    const member = await createMember(payload)
    await payload.update({ collection: 'members', id: member.id, data: { locale: 'ja' }, overrideAccess: true })
    const sent = captureAccountEmails()
    await api('POST', '/members/forgot-password', { body: { email: member.email }, headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } })
    await payload.jobs.run()
    expect(String(sent[0]?.html)).toContain('http://localhost:3000/lang/ja/community/reset-password?token=')
    expect(String(sent[0]?.html)).not.toContain('evil.example')
  })
})

describe('logging in', () => {
  it('a staff password does not open a member account of the same email, nor the other way round', async () => {
    const account = await createStaff(payload, ['moderator'])
    expect((await api('POST', '/members/login', { body: { email: account.email, password: PASSWORD } })).status).toBe(401)
    const member = await createMember(payload)
    expect((await api('POST', '/users/login', { body: { email: member.email, password: MEMBER_PASSWORD } })).status).toBe(401)
  })
})

describe('a member’s session is never a staff session', () => {
  let member: { id: number; token: string }

  beforeAll(async () => {
    // Members and staff users share id numbers: the member with a staff user's id is the sharpest test.
    let candidate = await createMember(payload)
    while (candidate.id < staff.admin.id) candidate = await createMember(payload)
    member = { id: candidate.id, token: await loginMember(candidate.email) }
  })

  it('cannot use the admin', async () => {
    const access = await api('GET', '/access', { token: member.token })
    expect(access.status).toBe(200)
    expect(access.body.canAccessAdmin ?? false).toBe(false)
    const staffAccess = await api('GET', '/access', { token: staff.marketer.token })
    expect(staffAccess.body.canAccessAdmin).toBe(true)

    // The gate the admin's pages and server functions pass through.
    const user = { ...(await payload.findByID({ collection: 'members', id: member.id })), collection: 'members' as const }
    await expect(canAccessAdmin({ req: await createLocalReq({ user }, payload) })).rejects.toThrow()
    const staffUser = { ...(await payload.findByID({ collection: 'users', id: staff.marketer.id })), collection: 'users' as const }
    await expect(canAccessAdmin({ req: await createLocalReq({ user: staffUser }, payload) })).resolves.toBeUndefined()
  })

  it('reads no staff account, not even the one with its own id number', async () => {
    expect((await api('GET', '/users', { token: member.token })).status).toBe(403)
    expect((await api('GET', `/users/${member.id}`, { token: member.token })).status).toBeOneOf([403, 404])
    expect((await api('PATCH', `/users/${member.id}`, { token: member.token, body: { name: 'Hijacked' } })).status).toBe(403)
  })

  it.each([
    '/pages/versions',
    '/mini-sites/versions',
    '/footer-link-groups/versions',
    '/globals/pricing/versions',
    '/globals/header-menus/versions',
    '/globals/side-menu/versions',
  ])('reads no drafts through %s', async (path) => {
    expect((await api('GET', `${path}?depth=0`, { token: member.token })).status).toBeOneOf([401, 403])
    expect((await api('GET', `${path}?depth=0`, { token: staff.marketer.token })).status).toBe(200)
  })

  it('neither reads nor sets the admin’s edit locks', async () => {
    expect((await api('GET', '/payload-locked-documents', { token: member.token })).status).toBe(403)
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Locked?', path: '/w/locked-test', headerVariant: 'main' },
      context: { disableRevalidate: true },
    })
    const lock = await api('POST', '/payload-locked-documents', {
      token: member.token,
      body: { document: { relationTo: 'pages', value: page.id }, user: { relationTo: 'members', value: member.id } },
    })
    expect(lock.status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs).toBe(0)
    expect((await api('GET', '/payload-locked-documents', { token: staff.marketer.token })).status).toBe(200)
  })

  it('cannot run the job queue', async () => {
    expect((await api('GET', '/payload-jobs/run', { token: member.token })).status).toBe(401)
  })

  it('is refused wherever staff roles are checked', async () => {
    const refused: [string, string, ApiResponse][] = []
    for (const [method, path] of [
      ['GET', '/leads'],
      ['GET', '/redirects'],
      ['GET', '/ab-tests'],
      ['GET', '/consent-records'],
      ['GET', '/leads/export.csv'],
      ['POST', '/pages'],
      ['POST', '/media'],
    ] as const) {
      const response = await api(method, path, { token: member.token, ...(method === 'POST' ? { body: {} } : {}) })
      if (![401, 403].includes(response.status)) refused.push([method, path, response])
    }
    expect(refused.map(([method, path, response]) => `${method} ${path}: ${response.status}`)).toEqual([])
  })
})

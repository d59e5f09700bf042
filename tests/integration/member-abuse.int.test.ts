/**
 * Floods against community accounts get 429 with Retry-After, never a 500: sign-up, login,
 * reset links, confirmation emails and verification, per client address (and per inbox for the
 * emails), on Payload's REST endpoints and on the site's forms alike; a member's daily image
 * quota; no /first-register on members; the same sign-up answer whether an address has an
 * account or not; and an email confirmed only by the verify page's button, not by opening it.
 */
import crypto from 'node:crypto'

import type { Payload, SendEmailOptions } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// Low limits for this file (the other files run with the defaults); set before the config is read.
vi.hoisted(() => {
  process.env.MEMBER_RATE_LIMIT = '3'
  process.env.MEMBER_EMAIL_RATE_LIMIT = '2'
  process.env.TEMPLATE_IMAGE_DAILY_LIMIT = '2'
  process.env.TEMPLATE_SUBMISSION_DAILY_LIMIT = '2'
})

// The site's server actions read the visitor's address from the request headers.
const visitor = vi.hoisted(() => ({ ip: '198.51.100.1' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': visitor.ip }),
  cookies: async () => ({ set: () => undefined, get: () => undefined, getAll: () => [] }),
}))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to })
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
}))

import { useTemporaryDataDir } from '../helpers/upload'

useTemporaryDataDir()
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { api } = await import('../helpers/rest')
const { upload, pngImage } = await import('../helpers/upload')
const { createMember, loginMember, MEMBER_PASSWORD } = await import('../helpers/members')
const actions = await import('@/app/(site)/[locale]/[variant]/community/actions')

let payload: Payload
let address = 0
/** A client address of its own, so each test starts with a fresh budget. */
const newAddress = () => `203.0.113.${++address}`
let counter = 0
const newEmail = () => `abuse-${++counter}-${Date.now()}@community.example`

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

function captureEmails(): SendEmailOptions[] {
  const sent: SendEmailOptions[] = []
  vi.spyOn(payload.email, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
    sent.push(message)
  })
  return sent
}

const membersWith = async (email: string) =>
  (await payload.find({ collection: 'members', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true, depth: 0 })).docs

async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  const to = (error as { to?: unknown } | undefined)?.to
  if (typeof to !== 'string') throw new Error(`expected a redirect, got ${String(error)}`)
  return to
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('/api/members/first-register', () => {
  // First in the file: the members collection is still empty, when Payload would offer it.
  it('is closed: no member is made, verified or logged in through it', async () => {
    expect((await payload.count({ collection: 'members', overrideAccess: true })).totalDocs).toBe(0)
    const email = newEmail()
    const response = await api('POST', '/members/first-register', {
      body: { email, password: MEMBER_PASSWORD, name: 'First', locale: 'en' },
      headers: { 'X-Forwarded-For': newAddress() },
    })
    expect(response.status).toBe(403)
    expect(response.body.token).toBeUndefined()
    expect(await membersWith(email)).toEqual([])
  })
})

describe('Payload’s member endpoints under a flood', () => {
  it('answers sign-ups past the per-address limit with 429, Retry-After and a JSON message', async () => {
    captureEmails()
    const ip = newAddress()
    for (let i = 0; i < 3; i++) {
      const made = await api('POST', '/members', { body: { email: newEmail(), password: MEMBER_PASSWORD, name: 'Flood' }, headers: { 'X-Forwarded-For': ip } })
      expect(made.status).toBe(202)
    }
    const email = newEmail()
    const refused = await api('POST', '/members', { body: { email, password: MEMBER_PASSWORD, name: 'Flood' }, headers: { 'X-Forwarded-For': ip } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body).toEqual({ errors: [{ message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/) }] })
    expect(await membersWith(email)).toEqual([])
    // Another address has its own budget.
    expect(
      (await api('POST', '/members', { body: { email, password: MEMBER_PASSWORD, name: 'Other' }, headers: { 'X-Forwarded-For': newAddress() } })).status,
    ).toBe(202)
  })

  it('counts only failed logins per address: many logins succeed, many failures are refused even with the right password', async () => {
    const member = await createMember(payload)
    const ip = newAddress()
    // One office or mobile-carrier address, many people logging in: more than the limit (3 here).
    for (let i = 0; i < 5; i++) {
      const right = await api('POST', '/members/login', { body: { email: member.email, password: MEMBER_PASSWORD }, headers: { 'X-Forwarded-For': ip } })
      expect(right.status).toBe(200)
    }
    for (let i = 0; i < 3; i++) {
      const wrong = await api('POST', '/members/login', {
        body: { email: `nobody-${i}@community.example`, password: 'not it at all' },
        headers: { 'X-Forwarded-For': ip },
      })
      expect(wrong.status).toBe(401)
    }
    const refused = await api('POST', '/members/login', { body: { email: member.email, password: MEMBER_PASSWORD }, headers: { 'X-Forwarded-For': ip } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address, and the account itself, are not held back.
    await expect(loginMember(member.email)).resolves.toBeTruthy()
  })

  it('sends one inbox only so many reset links, whichever addresses ask', async () => {
    const sent = captureEmails()
    const member = await createMember(payload)
    for (let i = 0; i < 2; i++) {
      expect((await api('POST', '/members/forgot-password', { body: { email: member.email }, headers: { 'X-Forwarded-For': newAddress() } })).status).toBe(200)
    }
    const refused = await api('POST', '/members/forgot-password', { body: { email: member.email.toUpperCase() }, headers: { 'X-Forwarded-For': newAddress() } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // Payload itself sends one link per account a minute; the limit also holds for addresses without one.
    await payload.jobs.run()
    expect(sent).toHaveLength(1)
  })

  it('limits verification tries per address', async () => {
    const ip = newAddress()
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', `/members/verify/${'0'.repeat(40)}`, { headers: { 'X-Forwarded-For': ip } })).status).toBe(403)
    }
    const refused = await api('POST', `/members/verify/${'0'.repeat(40)}`, { headers: { 'X-Forwarded-For': ip } })
    expect(refused.status).toBe(429)
    expect(refused.body.errors[0].message).toMatch(/Too many attempts/)
  })
})

describe('the site’s account forms under a flood', () => {
  it('tells the visitor to wait, in the form, past the per-address limit of failed logins', async () => {
    const member = await createMember(payload)
    visitor.ip = newAddress()
    // Logins that succeed do not count.
    for (let i = 0; i < 4; i++) {
      expect(await redirectOf(actions.loginAction(undefined, form({ locale: 'en', email: member.email, password: MEMBER_PASSWORD })))).toBe(
        '/community/my-templates',
      )
    }
    for (let i = 0; i < 3; i++) {
      const wrong = await actions.loginAction(undefined, form({ locale: 'en', email: `nobody-${i}@community.example`, password: 'not it at all' }))
      expect(wrong.status).toBe('failed')
    }
    const refused = await actions.loginAction(undefined, form({ locale: 'en', email: 'nobody@community.example', password: 'not it at all' }))
    expect(refused).toMatchObject({ status: 'failed', values: { email: 'nobody@community.example' } })
    expect(refused.message).toMatch(/^Too many attempts\. Try again in (\d+ minutes|1 minute)\.$/)
    // In the visitor's language.
    expect((await actions.loginAction(undefined, form({ locale: 'de', email: 'nobody@community.example', password: 'x' }))).message).toMatch(
      /^Zu viele Versuche\. Versuchen Sie es in 1 Minuten? erneut\.$|^Zu viele Versuche\. Versuchen Sie es in \d+ Minuten erneut\.$/,
    )
  })

  it('counts the forms and the REST endpoints against one budget', async () => {
    captureEmails()
    visitor.ip = newAddress()
    for (let i = 0; i < 3; i++) {
      expect((await actions.joinAction(undefined, form({ locale: 'en', name: 'Flood', email: newEmail(), password: MEMBER_PASSWORD }))).status).toBe('done')
    }
    const rest = await api('POST', '/members', {
      body: { email: newEmail(), password: MEMBER_PASSWORD, name: 'Flood' },
      headers: { 'X-Forwarded-For': visitor.ip },
    })
    expect(rest.status).toBe(429)
  })

  it('limits reset links per inbox on the site too', async () => {
    const sent = captureEmails()
    const member = await createMember(payload)
    for (let i = 0; i < 2; i++) {
      visitor.ip = newAddress()
      expect((await actions.forgotPasswordAction(undefined, form({ locale: 'en', email: member.email }))).status).toBe('done')
    }
    visitor.ip = newAddress()
    const refused = await actions.forgotPasswordAction(undefined, form({ locale: 'en', email: member.email }))
    expect(refused.status).toBe('failed')
    expect(refused.message).toMatch(/^Too many attempts\. Try again in (\d+ minutes|1 minute)\.$/)
    await payload.jobs.run()
    expect(sent).toHaveLength(1) // Payload's own one link a minute per account
  })
})

describe('signing up and confirming on the site', () => {
  it('answers the same for an address that already has an account, makes no second one, and tells the owner', async () => {
    const sent = captureEmails()
    visitor.ip = newAddress()
    const existing = await createMember(payload)
    const fresh = newEmail()
    // The same work too: one password derivation each (the new account's hash, a throwaway one for the taken address).
    const derivations = vi.spyOn(crypto, 'pbkdf2')
    const forNew = await actions.joinAction(undefined, form({ locale: 'en', name: 'New', email: fresh, password: MEMBER_PASSWORD }))
    const newWork = derivations.mock.calls.length
    const forExisting = await actions.joinAction(undefined, form({ locale: 'en', name: 'Twin', email: existing.email, password: MEMBER_PASSWORD }))
    expect([newWork, derivations.mock.calls.length - newWork]).toEqual([1, 1])
    derivations.mockRestore()
    expect(forNew.status).toBe('done')
    expect(forExisting).toEqual({ ...forNew, message: forNew.message!.replace(fresh, existing.email) })
    expect(await membersWith(existing.email)).toHaveLength(1)
    // The owner hears of it, with the way in; the newcomer got the confirmation email.
    expect(sent.map((email) => email.to)).toEqual([fresh, existing.email])
    expect(sent[1]).toMatchObject({ subject: 'Someone tried to sign up with your Orbit community email' })
    expect(String(sent[1]!.html)).toContain('http://localhost:3000/community/login')
    expect(String(sent[1]!.html)).toContain('http://localhost:3000/community/forgot-password')
    // Signing up again while unconfirmed sends the confirmation email again, with the same link.
    expect((await actions.joinAction(undefined, form({ locale: 'en', name: 'New', email: fresh, password: MEMBER_PASSWORD }))).status).toBe('done')
    expect(sent[2]).toMatchObject({ to: fresh, subject: sent[0]!.subject, html: sent[0]!.html })
  })

  it('answers a reset-link request the same whether or not sign-ups with the address found an account', async () => {
    const sent = captureEmails()
    const existing = (await createMember(payload)).email
    const unknown = newEmail()
    // As many sign-ups as an inbox gets emails an hour (2 here); each from its own address.
    for (const email of [existing, unknown]) {
      for (let i = 0; i < 2; i++) {
        visitor.ip = newAddress()
        expect((await actions.joinAction(undefined, form({ locale: 'en', name: 'Again', email, password: MEMBER_PASSWORD }))).status).toBe('done')
      }
    }
    visitor.ip = newAddress()
    const forExisting = await actions.forgotPasswordAction(undefined, form({ locale: 'en', email: existing }))
    const forUnknown = await actions.forgotPasswordAction(undefined, form({ locale: 'en', email: unknown }))
    expect(forExisting).toMatchObject({ status: 'done' })
    expect(forUnknown).toEqual({ ...forExisting, message: forExisting.message!.replace(existing, unknown) })
    const rest = async (email: string) =>
      (await api('POST', '/members/forgot-password', { body: { email }, headers: { 'X-Forwarded-For': newAddress() } })).status
    expect(await rest(existing)).toBe(200)
    expect(await rest(unknown)).toBe(200)
    // The notices to the owner are bounded all the same: a third sign-up sends none.
    const notices = () => sent.filter((email) => email.to === existing && /tried to sign up/.test(String(email.subject))).length
    expect(notices()).toBe(2)
    visitor.ip = newAddress()
    expect((await actions.joinAction(undefined, form({ locale: 'en', name: 'Again', email: existing, password: MEMBER_PASSWORD }))).status).toBe('done')
    expect(notices()).toBe(2)
  })

  it('sends the confirmation email again to an unconfirmed address only, with the same answer for any address', async () => {
    const sent = captureEmails()
    visitor.ip = newAddress()
    const email = newEmail()
    await actions.joinAction(undefined, form({ locale: 'fr', name: 'Late', email, password: MEMBER_PASSWORD }))
    expect(sent).toHaveLength(1)
    const [member] = await membersWith(email)
    const again = await actions.resendVerificationAction(undefined, form({ locale: 'en', email }))
    expect(again).toMatchObject({ status: 'done', message: `If ${email} has an account waiting for confirmation, a new link is on its way.` })
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatchObject({ to: email, subject: sent[0]!.subject })
    // The same link as the first email: that one keeps working.
    expect(String(sent[1]!.html)).toContain(`/lang/fr/community/verify?token=${member!._verificationToken}`)

    const confirmed = await createMember(payload)
    const unknown = newEmail()
    const same = await actions.resendVerificationAction(undefined, form({ locale: 'en', email: confirmed.email }))
    expect(same).toEqual({ ...again, message: again.message!.replace(email, confirmed.email) })
    expect((await actions.resendVerificationAction(undefined, form({ locale: 'en', email: unknown }))).status).toBe('done')
    expect(sent).toHaveLength(2)
    // The inbox's limit holds from any address (two emails an hour here).
    visitor.ip = newAddress()
    expect((await actions.resendVerificationAction(undefined, form({ locale: 'en', email }))).status).toBe('done')
    const limited = await actions.resendVerificationAction(undefined, form({ locale: 'en', email }))
    expect(limited.message).toMatch(/^Too many attempts/)
  })

  it('confirms the address only when the verify page’s button posts the token', async () => {
    captureEmails()
    visitor.ip = newAddress()
    const email = newEmail()
    await actions.joinAction(undefined, form({ locale: 'en', name: 'Careful', email, password: MEMBER_PASSWORD }))
    const token = (await membersWith(email))[0]!._verificationToken!
    expect(await redirectOf(actions.verifyEmailAction(form({ locale: 'en', token: 'f'.repeat(40) })))).toBe('/community/verify?done=invalid')
    expect((await membersWith(email))[0]!._verified).toBeFalsy()
    expect(await redirectOf(actions.verifyEmailAction(form({ locale: 'en', token })))).toBe('/community/verify?done=verified')
    expect((await membersWith(email))[0]!._verified).toBe(true)
    expect(await redirectOf(actions.verifyEmailAction(form({ locale: 'en', token })))).toBe('/community/verify?done=invalid')
    expect(await redirectOf(actions.verifyEmailAction(form({ locale: 'en', token })))).toMatch(/^\/community\/verify\?done=limited&minutes=\d+$/)
  })
})

describe('a member’s template images', () => {
  it(`are at most TEMPLATE_IMAGE_DAILY_LIMIT a day: more get 429 with Retry-After`, async () => {
    const member = await createMember(payload)
    const token = await loginMember(member.email)
    const file = { data: await pngImage(4, 4), name: 'board.png', type: 'image/png' }
    for (let i = 0; i < 2; i++) expect((await upload('/template-images', file, { token, data: { alt: `Board ${i}` } })).status).toBe(201)
    const refused = await upload('/template-images', file, { token, data: { alt: 'One too many' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    expect(refused.body.errors[0].message).toBe('You can upload at most 2 images a day. Try again later.')
    // Another member has a quota of their own.
    const other = await createMember(payload)
    expect((await upload('/template-images', file, { token: await loginMember(other.email), data: { alt: 'Mine' } })).status).toBe(201)
  })
})

describe('a member’s shared templates', () => {
  it('are at most TEMPLATE_SUBMISSION_DAILY_LIMIT a day, so no account floods the queue: more get 429 with Retry-After', async () => {
    const member = await createMember(payload)
    const token = await loginMember(member.email)
    const story = 'We plan every launch on one board, with a column per week and a card per task. '.repeat(3)
    for (const title of ['First shared today', 'Second shared today']) {
      await payload.create({
        collection: 'community-templates',
        data: {
          title,
          status: 'pending',
          paragraphs: [{ text: story }],
          termsAccepted: true,
          author: member.id,
          creator: { name: member.name, email: member.email },
        },
        draft: false,
        overrideAccess: true,
        context: { seeding: true },
      })
    }
    const refused = await api('POST', '/community-templates', { token, body: { title: 'A third today', paragraphs: [{ text: story }], termsAccepted: true } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    expect(refused.body.errors[0].message).toBe('You can share at most 2 templates a day. Try again later.')
    expect((await payload.count({ collection: 'community-templates', where: { author: { equals: member.id } }, overrideAccess: true })).totalDocs).toBe(2)
    // Another member's first of the day is not refused for the limit (it reaches the usual checks).
    const other = await api('POST', '/community-templates', { token: await loginMember((await createMember(payload)).email), body: { title: 'Mine' } })
    expect(other.status).not.toBe(429)
  })
})

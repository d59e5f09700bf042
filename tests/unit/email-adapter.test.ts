import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { emailAdapter, logEmailAdapter, withSmtpTimeouts } from '@/cms/email'

function fakePayload() {
  const info: unknown[] = []
  const warn: unknown[] = []
  const payload = { logger: { info: vi.fn((entry: unknown) => info.push(entry)), warn: vi.fn((entry: unknown) => warn.push(entry)) } }
  return { payload: payload as unknown as Payload, info, warn }
}

const EMAIL = { smtpUrl: undefined, fromAddress: 'no-reply@orbit.example', fromName: 'Orbit' }

describe('emailAdapter', () => {
  it('without SMTP_URL writes emails to the log, recipients, subject and text', async () => {
    const adapter = await emailAdapter({ email: EMAIL, isProduction: false })
    const { payload, info, warn } = fakePayload()
    const initialised = adapter({ payload })
    expect(initialised).toMatchObject({ name: 'log', defaultFromAddress: 'no-reply@orbit.example', defaultFromName: 'Orbit' })
    await initialised.sendEmail({ to: ['a@orbit.example', { name: 'B', address: 'b@orbit.example' }], subject: 'Hello', text: 'Body text' })
    expect(info).toHaveLength(1)
    expect(info[0]).toContain('To: a@orbit.example, b@orbit.example')
    expect(info[0]).toContain('Subject: Hello')
    expect(info[0]).toContain('Body text')
    expect(warn).toEqual([])
  })

  it('in production logs no body (a reset link is a secret) and warns that nothing is sent', async () => {
    const { payload, info, warn } = fakePayload()
    const initialised = logEmailAdapter({ fromAddress: 'x@orbit.example', fromName: 'Orbit', withBody: false })({ payload })
    await initialised.sendEmail({ to: 'a@orbit.example', subject: 'Reset your password', html: '<a href="/reset?token=secret">reset</a>' })
    expect(info[0]).toContain('Subject: Reset your password')
    expect(info[0]).not.toContain('secret')
    expect(warn).toHaveLength(1)
  })

  it('with SMTP_URL uses nodemailer, without connecting anywhere at start', async () => {
    const adapter = await emailAdapter({ email: { ...EMAIL, smtpUrl: 'smtp://user:pass@127.0.0.1:1' }, isProduction: true })
    const { payload } = fakePayload()
    expect(adapter({ payload })).toMatchObject({ name: 'nodemailer', defaultFromAddress: 'no-reply@orbit.example', defaultFromName: 'Orbit' })
  })

  it('bounds how long nodemailer waits for a silent server, unless the URL says otherwise', () => {
    const url = new URL(withSmtpTimeouts('smtps://user:p%40ss@smtp.orbit.example:465?socketTimeout=5000'))
    expect(url.protocol).toBe('smtps:')
    expect(url.username).toBe('user')
    expect(url.password).toBe('p%40ss')
    expect(url.searchParams.get('connectionTimeout')).toBe('10000')
    expect(url.searchParams.get('greetingTimeout')).toBe('10000')
    expect(url.searchParams.get('socketTimeout')).toBe('5000')
  })
})

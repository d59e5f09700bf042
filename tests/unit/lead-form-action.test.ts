/**
 * The pages' form action (no JavaScript) as anyone may call it: Next.js lets a client call a
 * server action with arguments of its choosing, so the action must answer odd ones with a
 * state, not a crash; and what it checks is what was sent, not a cut copy.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { FormHandlerDeps } from '@/cms/leads/form-handler'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'

const deps = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.7', 'x-visitor-country': 'US' }),
  cookies: async () => ({ getAll: () => [] }),
}))
vi.mock('@/server/lead-submission', () => ({ leadSubmissionDeps: () => deps.current }))

const { leadFormAction } = await import('@/app/(site)/[locale]/[variant]/lead-form-action')

const payload = vi.fn(async () => {
  throw new Error('no database in unit tests')
})

beforeEach(() => {
  payload.mockClear()
  deps.current = {
    payload,
    limiter: new SlidingWindowRateLimiter(1_000, 60_000),
    countryHeader: 'x-visitor-country',
    trustedOrigins: ['http://localhost:3000'],
    consentSettings: async () => ({ cookiePolicyVersion: 1, consentCountries: [] }),
    meetingOptions: async () => ({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } }),
    localMeetingOptions: () => ({ bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example.com/sales' }, getACall: { status: 'not-available' } }),
    report: () => {},
    reportException: () => {},
    notifyTeam: async () => {},
    defer: () => {},
  } satisfies FormHandlerDeps
})

function formData(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const contactSales = (overrides: Record<string, string> = {}) =>
  formData({
    form: 'contactSales',
    locale: 'en',
    page: '/sales/contact-us',
    from: '',
    name: 'Dana Levi',
    email: 'dana@example.com',
    company: 'Acme',
    companySize: '250-1499',
    country: 'IL',
    phone: '054 123 4567',
    product: 'crm',
    message: '',
    website: '',
    ...overrides,
  })

describe('leadFormAction', () => {
  it('answers arguments that are not a form post with a failed state, not an exception', async () => {
    for (const [previous, data] of [
      [{}, 1],
      [undefined, {}],
      ['anything', null],
      [{ status: 'sent' }, { entries: () => [['form', 'contactSales']] }],
      [[], 'form=contactSales'],
    ] as const) {
      await expect(leadFormAction(previous as never, data as never)).resolves.toEqual({ status: 'failed' })
    }
    expect(payload).not.toHaveBeenCalled()
  })

  it('checks the message as sent: one over the limit is refused, not stored cut, and comes back cut for the page', async () => {
    const state = await leadFormAction({ status: 'editing' }, contactSales({ message: 'x'.repeat(3_500) }))
    expect(state.status).toBe('invalid')
    expect(state.errors).toEqual({ message: 'Please keep this under 3000 characters.' })
    expect(state.values?.message).toHaveLength(3_000)
    expect(payload).not.toHaveBeenCalled()
  })

  it('answers a caught honeypot post like a stored one, offer included, and shows no trap value again', async () => {
    const state = await leadFormAction({ status: 'editing' }, contactSales({ website: 'https://spam.example' }))
    expect(state).toEqual({
      status: 'sent',
      name: 'Dana Levi',
      phone: '054 123 4567',
      meetings: { bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example.com/sales' }, getACall: { status: 'not-available' } },
    })
    expect(payload).not.toHaveBeenCalled()
    // Invalid input is refused the same way whether or not the honeypot is filled.
    const invalid = await leadFormAction({ status: 'editing' }, contactSales({ website: 'https://spam.example', email: 'nope' }))
    const plain = await leadFormAction({ status: 'editing' }, contactSales({ email: 'nope' }))
    expect(invalid).toEqual(plain)
    expect(invalid.status).toBe('invalid')
    expect(invalid.values).not.toHaveProperty('website')
  })
})

/**
 * Fuzzing the lead forms' endpoint: whatever body, content type, key or form name a client
 * sends, the answer is a success or a 4xx, never a 5xx, and nothing but valid leads is stored.
 */
import config from '@payload-config'
import fc from 'fast-check'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { formHandler } from '@/cms/leads/formHandler'
import { LEAD_FIELDS } from '@/domain/lead-forms/fields'
import { validateLeadForm } from '@/domain/lead-forms/schema'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const handle = (request: Request, form: string) =>
  formHandler({
    payload: async () => payload,
    limiter: new SlidingWindowRateLimiter(1_000_000, 60_000),
    countryHeader: 'x-visitor-country',
    meetingOptions: async () => ({ bookMeeting: { status: 'not-eligible' }, getACall: { status: 'not-available' } }),
    report: () => {},
    reportException: (error) => {
      throw error // an unexpected error must fail the property, not hide behind a 503
    },
    notifyTeam: async () => {},
    defer: () => {},
  })(request, form)

/** Field values a form might meet: plausible ones, hostile ones and anything JSON can say. */
const fieldValue = fc.oneof(
  fc.constantFrom('', ' ', 'IL', 'us', '1-19', '1500+', 'crm', 'billing', 'a@b.co', '+972 54 123 4567', '\u0000', '<script>', '../../', '{"$ne":1}'),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }),
)

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...LEAD_FIELDS, 'website', 'locale', 'page', 'from', 'idempotencyKey', '__proto__', 'constructor'), fc.string({ maxLength: 20 })), fieldValue, { maxKeys: 14 })

const body = fc.oneof(
  fields.map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  fields.map((value) => ({
    type: 'application/x-www-form-urlencoded',
    text: new URLSearchParams(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)])).toString(),
  })),
  fc.jsonValue().map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
  fc.string({ maxLength: 400 }).map((text) => ({ type: 'application/json', text })),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => ({ type: 'application/json', text: bytes })),
  fc.record({ type: fc.string({ maxLength: 40 }), text: fc.string({ maxLength: 100 }) }),
)

const request = fc.record({
  form: fc.oneof(fc.constantFrom('contact-sales', 'support', 'crm'), fc.string({ maxLength: 20 })),
  body,
  key: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 100 })), { nil: undefined }),
  country: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }),
  cookie: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
})

describe('POST /api/forms/{form} under random input', () => {
  it('never answers 5xx and stores only what the schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ form, body: { type, text }, key, country, cookie }) => {
        const headers = new Headers({ 'x-forwarded-for': '192.0.2.1' })
        const safe = (name: string, value: string | undefined) => {
          // Headers that fetch itself refuses (control characters) never reach a server either.
          if (value !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(value)) headers.set(name, value)
        }
        safe('content-type', type)
        safe('idempotency-key', key)
        safe('x-visitor-country', country)
        safe('cookie', cookie)
        const response = await handle(new Request('http://localhost:3000/api/forms/x', { method: 'POST', headers, body: text }), form)
        expect(response.status).toBeLessThan(500)
        expect(response.status === 200 || response.status === 201 || (response.status >= 400 && response.status < 500)).toBe(true)
        await response.text()
      }),
      { numRuns: 400 },
    )
    // Every lead stored along the way passes the schema it was submitted under.
    const { docs } = await payload.find({ collection: 'leads', pagination: false, overrideAccess: true, depth: 0 })
    for (const lead of docs) {
      const { form, ...stored } = lead
      expect(validateLeadForm(form, { ...stored, phone: stored.phone ?? '' }).ok).toBe(true)
    }
  }, 120_000)
})

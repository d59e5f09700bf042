/**
 * The lead forms' endpoint against a real PostgreSQL (reached through a proxy the test can
 * break): a submission is stored once per idempotency key, in any locale, and followed up once
 * (also when its insert landed after the visitor was asked to retry); each refused field gets its
 * message, values the database would refuse included; the honeypot stores nothing and looks like
 * a success; other sites' pages cannot post; attribution is kept only with marketing consent; a
 * flood gets 429s and never a 5xx; with the database gone the visitor is asked to retry, the
 * form-submit-failed event is reported and nothing half-written remains; a slow scheduling
 * service still leaves a confirmation.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { getPayload, type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { formHandler, type FormHandlerDeps } from '@/cms/leads/form-handler'
import { STORE_TIMEOUT_MS } from '@/cms/leads/submit-lead'
import { serializeConsent } from '@/domain/consent/consent'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { createMeetingScheduler } from '@/server/scheduling/scheduler'

import { contactSalesForm } from '../helpers/leads'
import { startTcpProxy } from '../helpers/tcp-proxy'

const direct = new URL(process.env.DATABASE_URL!)
const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
const viaProxy = new URL(direct)
viaProxy.hostname = '127.0.0.1'
viaProxy.port = String(proxy.port)
process.env.DATABASE_URL = viaProxy.toString()
// Imported only now: the configuration reads DATABASE_URL when it loads.
const { default: config } = await import('@payload-config')

let payload: Payload
const report = vi.fn()
const notified: number[] = []
const deferred: Array<() => Promise<void>> = []

/** A scheduling service that answers only after the adapter has given up. */
let slowService: http.Server
let slowServiceRequests = 0

beforeAll(async () => {
  payload = await getPayload({ config })
  slowService = http.createServer((request) => {
    slowServiceRequests += 1
    request.resume() // read the body, answer never
  })
  await new Promise<void>((resolve) => slowService.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  proxy.setMode('forward')
  await proxy.close()
  slowService.closeAllConnections()
  await new Promise((resolve) => slowService.close(resolve))
})

/** The site settings' cookie policy in the tests: version 2, nobody added to the consent countries. */
const POLICY = { cookiePolicyVersion: 2, consentCountries: [] as string[] }

/** A `cookie_consent` value: functional, analytics, marketing granted or not, for a policy version. */
const consent = (marketing: boolean, policyVersion = POLICY.cookiePolicyVersion) =>
  serializeConsent({ policyVersion, chosenAt: Date.now(), granted: { functional: true, analytics: true, marketing } })

function handler(overrides: Partial<FormHandlerDeps> = {}) {
  return formHandler({
    payload: async () => payload,
    limiter: new SlidingWindowRateLimiter(1_000, 60_000),
    countryHeader: 'x-visitor-country',
    trustedOrigins: ['http://localhost:3000'],
    consentSettings: async () => POLICY,
    meetingOptions: createMeetingScheduler({ url: undefined, timeoutMs: 500, bookingUrl: 'https://meet.example.com/sales', report }).meetingOptions,
    report,
    reportException: report,
    // Records its outcome on the lead, as notifyTeamOfLead does.
    notifyTeam: async (lead) => {
      notified.push(lead.id)
      await payload.update({ collection: 'leads', id: lead.id, data: { notification: 'sent' }, overrideAccess: true, depth: 0 })
    },
    defer: (task) => deferred.push(task),
    ...overrides,
  })
}

const handle = handler()

let client = 0
const nextClient = () => `203.0.113.${++client}`

type Send = { form?: string; body: unknown; key?: string; headers?: Record<string, string>; address?: string; raw?: string }

async function send({ form = 'contact-sales', body, key, headers = {}, address = nextClient(), raw }: Send, using = handle) {
  const request = new Request(`http://localhost:3000/api/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      'x-visitor-country': 'DE',
      cookie: `utm_campaign=spring%20launch; ab_tests=hide_basic_tier%3Dvariant; cookie_consent=${consent(true)}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  })
  const response = await using(request, form)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

const salesForm = (overrides: Record<string, unknown> = {}) => contactSalesForm({ from: 'header', ...overrides })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The test's Payload with some of its methods replaced. */
const payloadWith = (overrides: Partial<Payload>): Payload =>
  new Proxy(payload, {
    get: (target, property, receiver) => (property in overrides ? overrides[property as keyof Payload] : Reflect.get(target, property, receiver)),
  })

const leadsWith = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

describe('POST /api/forms/{form}', () => {
  it('stores a contact-sales lead once, however often the same key is sent, with the visit it came from', async () => {
    const body = salesForm()
    const key = crypto.randomUUID()
    const first = await send({ body, key })
    const again = await send({ body, key })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.body).toMatchObject({ status: 'received', meetings: { bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example.com/sales' } } })
    const leads = await leadsWith(body.email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      form: 'contactSales',
      status: 'new',
      name: 'Dana Levi',
      company: 'Acme',
      country: 'IL',
      phone: '+972541234567',
      salesRegion: 'emea',
      locale: 'en',
      visitorCountry: 'DE',
      page: '/sales/contact-us',
      from: 'header',
      attribution: { utm_campaign: 'spring launch' },
      abTests: { hide_basic_tier: 'variant' },
    })
    // The meeting offer and the team's email come after the answer, once: the first request and
    // its resend both offer to follow the lead up, and one of them wins.
    expect(leads[0]?.notification).not.toBe('sent')
    for (const task of deferred.splice(0)) await task()
    const [stored] = await leadsWith(body.email)
    expect(stored?.meetings).toMatchObject({ bookMeeting: { status: 'eligible' } })
    expect(stored?.notification).toBe('sent')
    expect(notified.filter((id) => id === stored!.id)).toHaveLength(1)
  })

  it('stores a German support request from form data, and one lead when two identical requests race', async () => {
    const email = `kim.${crypto.randomUUID()}@example.de`
    const fields = new URLSearchParams({
      name: 'Kim Weber',
      email,
      country: 'DE',
      topic: 'billing',
      message: 'Unsere Rechnung zeigt die falsche Anzahl an Plätzen.',
      locale: 'de',
      page: '/helpcenter/contact-support',
    })
    const key = crypto.randomUUID()
    const [one, two] = await Promise.all([
      send({ form: 'support', body: undefined, raw: fields.toString(), key, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      send({ form: 'support', body: undefined, raw: fields.toString(), key, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ])
    expect([one.status, two.status].sort()).toEqual([200, 201])
    const leads = await leadsWith(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ form: 'support', locale: 'de', topic: 'billing', salesRegion: 'emea' })
    expect(leads[0]?.meetings ?? null).toBeNull() // support asks no scheduling service
  })

  it('counts a stored contact-sales request as a conversion in each A/B test of the visitor, once', async () => {
    report.mockClear()
    const body = salesForm()
    const cookie = `visitor_id=visitor-ab-0001; ab_tests=hide_basic_tier%3Dno_basic%26request_a_demo%3Dcontrol; cookie_consent=${consent(true)}`
    expect((await send({ body, headers: { cookie } })).status).toBe(201)
    expect((await send({ body, headers: { cookie } })).status).toBe(200)
    const conversions = report.mock.calls.filter(([name]) => name === 'ab_test_conversion').map(([, fields]) => fields)
    expect(conversions).toEqual([
      { kind: 'contact_sales_submit', info1: 'hide_basic_tier', info3: 'no_basic', visitor_id: 'visitor-ab-0001' },
      { kind: 'contact_sales_submit', info1: 'request_a_demo', info3: 'control', visitor_id: 'visitor-ab-0001' },
    ])
  })

  it('stores a resent request without a key once, by what it says', async () => {
    const body = salesForm({ locale: 'ja' })
    expect((await send({ body })).status).toBe(201)
    expect((await send({ body })).status).toBe(200)
    expect(await leadsWith(body.email)).toHaveLength(1)
  })

  it('answers each refused field with its message in the visitor’s language and stores nothing', async () => {
    const body = salesForm({ locale: 'de', email: 'kein-email', phone: 'abc', companySize: '', name: '' })
    const response = await send({ body })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({
      name: { code: 'required', message: 'Bitte füllen Sie dieses Feld aus.' },
      email: { code: 'invalidEmail', message: expect.any(String) },
      companySize: { code: 'required', message: 'Bitte füllen Sie dieses Feld aus.' },
      phone: { code: 'invalidPhone', message: expect.any(String) },
    })
    expect(response.body.errors.email.message).not.toMatch(/Enter/)
    expect(await leadsWith('kein-email')).toHaveLength(0)
  })

  it('answers a filled honeypot exactly like a success, offer and resend included, and stores nothing', async () => {
    const body = salesForm({ website: 'https://spam.example' })
    const key = crypto.randomUUID()
    const response = await send({ body, key })
    expect(response.status).toBe(201)
    // The built-in rules' offer, as a person's request from a company of this size would get.
    expect(response.body).toEqual({
      status: 'received',
      meetings: { bookMeeting: { status: 'eligible' }, getACall: expect.objectContaining({ status: expect.stringMatching(/^(not-)?available$/) }) },
    })
    const resend = await send({ body, key })
    expect(resend.status).toBe(200)
    expect(resend.body).toEqual(response.body)
    expect(await leadsWith(body.email)).toHaveLength(0)
  })

  it('checks a post before its honeypot: invalid input gets the same 400 either way', async () => {
    const invalid = salesForm({ email: 'not-an-email', phone: '' })
    const plain = await send({ body: invalid })
    const trapped = await send({ body: { ...invalid, website: 'https://spam.example' } })
    expect(plain.status).toBe(400)
    expect(trapped.status).toBe(400)
    expect(trapped.body).toEqual(plain.body)
  })

  it('answers a flood from one client with 429 and Retry-After, never a 5xx', async () => {
    const limited = handler({ limiter: new SlidingWindowRateLimiter(5, 600_000) })
    const address = nextClient()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 30; i++) {
      const response = await send({ body: salesForm(), address }, limited)
      statuses.push(response.status)
      if (response.status === 429) retryAfter = response.headers.get('retry-after')
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Another client is not held back.
    expect((await send({ body: salesForm() }, limited)).status).toBe(201)
  })

  it('refuses what is not a form with a clear 4xx', async () => {
    expect((await send({ form: 'newsletter', body: salesForm() })).status).toBe(404)
    expect((await send({ body: undefined, raw: 'x'.repeat(17 * 1024) })).status).toBe(413)
    expect((await send({ body: salesForm(), headers: { 'content-type': 'text/xml' } })).status).toBe(415)
    expect((await send({ body: undefined, raw: '{"name":' })).status).toBe(400)
    expect((await send({ body: ['a'] })).status).toBe(400)
    const badKey = await send({ body: salesForm(), key: 'has spaces in it' })
    expect(badKey.status).toBe(400)
    expect(badKey.body.errors[0].message).toMatch(/Idempotency-Key/)
  })

  it('follows up a lead whose insert landed after the visitor was asked to retry: the retry gets the offer, the team one email', async () => {
    report.mockClear()
    deferred.splice(0)
    const body = salesForm()
    const key = crypto.randomUUID()
    // The insert is not cancelled when the visitor stops waiting for it: here it lands late.
    const slowInsert = handler({
      payload: async () => payloadWith({ create: (async (args) => (await sleep(STORE_TIMEOUT_MS + 500), payload.create(args))) as Payload['create'] }),
    })
    const first = await send({ body, key }, slowInsert)
    expect(first.status).toBe(503)
    expect(report).toHaveBeenCalledWith('contact_sales_form_submit_failed', expect.anything())
    await vi.waitFor(async () => expect(await leadsWith(body.email)).toHaveLength(1), { timeout: 5_000 })

    // The visitor's retry, sent twice at once (a double click), races the first request's own follow-up.
    const retries = await Promise.all([send({ body, key }), send({ body, key })])
    for (const retry of retries) {
      expect(retry.status).toBe(200)
      expect(retry.body.meetings).toMatchObject({ bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example.com/sales' } })
    }
    for (const task of deferred.splice(0)) await task()
    const [lead] = await leadsWith(body.email)
    expect(lead?.meetings).toMatchObject({ bookMeeting: { status: 'eligible' } })
    expect(lead?.notification).toBe('sent')
    expect(notified.filter((id) => id === lead!.id)).toHaveLength(1)
  })

  it('refuses a key resent with other values (409) instead of answering with the first lead', async () => {
    const body = salesForm()
    const key = crypto.randomUUID()
    expect((await send({ body, key })).status).toBe(201)
    const changed = await send({ body: { ...body, company: 'Another Company', companySize: '1-19' }, key })
    expect(changed.status).toBe(409)
    expect(changed.body.errors[0].message).toMatch(/Idempotency-Key/)
    expect(changed.body.meetings).toBeUndefined()
    const leads = await leadsWith(body.email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ company: 'Acme', companySize: '250-1499' })
    // The same values under the key are still the resend they were.
    expect((await send({ body: { ...body, email: body.email.toUpperCase() }, key })).status).toBe(200)
  })

  it('refuses what the database would refuse with a 400 per field, not a 503 and a false failure event', async () => {
    report.mockClear()
    const nul = await send({ body: salesForm({ name: 'Dana\u0000Levi', message: 'Hello\u0000' }) })
    expect(nul.status).toBe(400)
    expect(nul.body.errors).toMatchObject({ name: { code: 'invalid' }, message: { code: 'invalid' } })
    // Lower case makes this address longer than the 254 characters the column holds.
    const email = `${'İ'.repeat(10)}@${'b'.repeat(238)}.co`
    const long = await send({ body: salesForm({ email }) })
    expect(long.status).toBe(400)
    expect(long.body.errors.email).toMatchObject({ code: 'tooLong' })
    expect(report).not.toHaveBeenCalledWith('contact_sales_form_submit_failed', expect.anything())
  })

  it('keeps a lead whose attribution cookie holds a control character, without it', async () => {
    const body = salesForm()
    const response = await send({ body, headers: { cookie: `utm_source=a%00b; utm_medium=%07; cookie_consent=${consent(true)}` } })
    expect(response.status).toBe(201)
    const [lead] = await leadsWith(body.email)
    expect(lead?.attribution).toEqual({ utm_source: 'ab' })
  })

  it('answers a refusal of the database that is not the idempotency key with a 400, and reports it', async () => {
    report.mockClear()
    const refusing = handler({
      payload: async () =>
        payloadWith({
          create: (async () => {
            throw new ValidationError({ collection: 'leads', errors: [{ path: 'company', message: 'This field is invalid.' }] })
          }) as Payload['create'],
        }),
    })
    const response = await send({ body: salesForm() }, refusing)
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({ company: { code: 'invalid', message: 'This value cannot be used. Please change it.' } })
    expect(report).not.toHaveBeenCalledWith('contact_sales_form_submit_failed', expect.anything())
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'LeadRefusedError' }))
  })

  it('refuses a post from another site’s page, and takes one from the site or from a program', async () => {
    const crossSite = salesForm()
    expect((await send({ body: crossSite, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await send({ body: crossSite, headers: { origin: 'https://evil.example' } })).status).toBe(403)
    const asForm = new URLSearchParams(Object.entries(crossSite)).toString()
    const simple = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    expect((await send({ body: undefined, raw: asForm, headers: simple })).status).toBe(403)
    expect(await leadsWith(crossSite.email)).toHaveLength(0)

    const own = salesForm()
    expect((await send({ body: own, headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } })).status).toBe(201)
    const program = salesForm()
    const formData = new URLSearchParams(Object.entries(program)).toString()
    expect((await send({ body: undefined, raw: formData, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(201)
    expect(await leadsWith(own.email)).toHaveLength(1)
    expect(await leadsWith(program.email)).toHaveLength(1)
  })

  it('keeps attribution only where the visit allows marketing', async () => {
    const attributionOf = async (country: string, cookie: string, headers: Record<string, string> = {}, using = handle) => {
      const body = salesForm()
      const response = await send({ body, headers: { 'x-visitor-country': country, cookie: `utm_campaign=spring; ${cookie}`, ...headers } }, using)
      expect(response.status).toBe(201)
      return (await leadsWith(body.email))[0]?.attribution
    }
    // A consent country: only a marketing grant under the current policy counts.
    expect(await attributionOf('DE', '')).toEqual({})
    expect(await attributionOf('DE', `cookie_consent=${consent(true, 1)}`)).toEqual({})
    expect(await attributionOf('DE', `cookie_consent=${consent(false)}`)).toEqual({})
    expect(await attributionOf('DE', `cookie_consent=${consent(true)}`)).toEqual({ utm_campaign: 'spring' })
    // Elsewhere: unless refused or opted out by Global Privacy Control.
    expect(await attributionOf('US', '')).toEqual({ utm_campaign: 'spring' })
    expect(await attributionOf('US', '', { 'sec-gpc': '1' })).toEqual({})
    expect(await attributionOf('US', `cookie_consent=${consent(false)}`)).toEqual({})
    // A country the admins added to the consent list, and settings that cannot be read.
    expect(await attributionOf('US', '', {}, handler({ consentSettings: async () => ({ ...POLICY, consentCountries: ['US'] }) }))).toEqual({})
    const unreadable = handler({ consentSettings: () => Promise.reject(new Error('database down')) })
    expect(await attributionOf('US', '', {}, unreadable)).toEqual({})
  })

  it('still confirms a contact-sales request when the scheduling service is too slow, and reports the timeouts', async () => {
    report.mockClear()
    const slow = handler({
      meetingOptions: createMeetingScheduler({
        url: `http://127.0.0.1:${(slowService.address() as AddressInfo).port}`,
        timeoutMs: 300,
        bookingUrl: undefined,
        report,
      }).meetingOptions,
    })
    const body = salesForm()
    const response = await send({ body }, slow)
    expect(response.status).toBe(201)
    expect(response.body.meetings).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(slowServiceRequests).toBeGreaterThanOrEqual(2)
    const events = report.mock.calls.map(([name]) => name)
    expect(events).toEqual(expect.arrayContaining(['book_a_meeting_eligibility_timeout', 'get_a_call_timeout']))
    expect(await leadsWith(body.email)).toHaveLength(1)
  })

  it('asks the visitor to retry when the database is gone, reports the failure, and stores nothing half-written', async () => {
    report.mockClear()
    const body = salesForm({ locale: 'fr' })
    proxy.setMode('refuse')
    let response
    try {
      const started = performance.now()
      response = await send({ body })
      expect(performance.now() - started).toBeLessThan(5_000)
    } finally {
      proxy.setMode('forward')
    }
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
    expect(response.body.errors[0].message).toMatch(/réessayer|nouveau/i)
    expect(report).toHaveBeenCalledWith('contact_sales_form_submit_failed', expect.objectContaining({ info3: '/sales/contact-us' }))
    // Back up: nothing of the failed request is there, and the retry stores it once.
    await vi.waitFor(async () => expect(await leadsWith(body.email)).toHaveLength(0), { timeout: 10_000 })
    expect((await send({ body })).status).toBe(201)
    expect(await leadsWith(body.email)).toHaveLength(1)
  })

  it('asks the visitor to retry within 5 s when the database hangs', async () => {
    report.mockClear()
    const body = salesForm()
    proxy.setMode('blackhole')
    let response
    let seconds: number
    try {
      const started = performance.now()
      response = await send({ body })
      seconds = (performance.now() - started) / 1000
    } finally {
      proxy.setMode('forward')
    }
    expect(response.status).toBe(503)
    expect(seconds).toBeLessThan(5)
    expect(report).toHaveBeenCalledWith('contact_sales_form_submit_failed', expect.anything())
    // The retry the visitor was asked for is stored once, whether or not the first write landed late.
    await vi.waitFor(async () => expect([200, 201]).toContain((await send({ body })).status), { timeout: 15_000 })
    expect(await leadsWith(body.email)).toHaveLength(1)
  })
})

/**
 * The lead forms' endpoint against a real PostgreSQL (reached through a proxy the test can
 * break): a submission is stored once per idempotency key, in any locale; each refused field
 * gets its message; the honeypot stores nothing; a flood gets 429s and never a 5xx; with the
 * database gone the visitor is asked to retry, the form-submit-failed event is reported and
 * nothing half-written remains; a slow scheduling service still leaves a confirmation.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { formHandler, type FormHandlerDeps } from '@/cms/leads/formHandler'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { createMeetingScheduler } from '@/server/scheduling/scheduler'

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

function handler(overrides: Partial<FormHandlerDeps> = {}) {
  return formHandler({
    payload: async () => payload,
    limiter: new SlidingWindowRateLimiter(1_000, 60_000),
    countryHeader: 'x-visitor-country',
    meetingOptions: createMeetingScheduler({ url: undefined, timeoutMs: 500, bookingUrl: 'https://meet.example.com/sales', report }).meetingOptions,
    report,
    reportException: report,
    notifyTeam: async (lead) => {
      notified.push(lead.id)
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
      cookie: 'utm_campaign=spring%20launch; ab_tests=hide_basic_tier%3Dvariant',
      ...(key ? { 'idempotency-key': key } : {}),
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  })
  const response = await using(request, form)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

const salesForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Levi',
  email: `dana.${crypto.randomUUID()}@example.com`,
  company: 'Acme',
  companySize: '250-1499',
  country: 'IL',
  phone: '054 123 4567',
  product: 'crm',
  message: 'We are 300 people and want to move our sales pipeline.',
  locale: 'en',
  page: '/sales/contact-us',
  from: 'header',
  ...overrides,
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
      notification: 'pending',
    })
    // The meeting offer and the team's email come after the answer.
    for (const task of deferred.splice(0)) await task()
    const [stored] = await leadsWith(body.email)
    expect(stored?.meetings).toMatchObject({ bookMeeting: { status: 'eligible' } })
    expect(notified).toContain(stored!.id)
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

  it('accepts a filled honeypot like a success and stores nothing', async () => {
    const body = salesForm({ website: 'https://spam.example' })
    const response = await send({ body })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ status: 'received' })
    expect(await leadsWith(body.email)).toHaveLength(0)
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

  it('still confirms a contact-sales request when the scheduling service is too slow, and reports the timeouts', async () => {
    report.mockClear()
    const slow = handler({
      meetingOptions: createMeetingScheduler({ url: `http://127.0.0.1:${(slowService.address() as AddressInfo).port}`, timeoutMs: 300, bookingUrl: undefined, report })
        .meetingOptions,
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

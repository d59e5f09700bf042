/**
 * POST /api/consent, through the route Next.js serves: a visitor's cookie choice is stored with
 * the country of the trusted header and the server's time, once per choice id; bad input gets
 * its 4xx and stores nothing; a flood gets 429; nobody reads the records but an admin.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(payload)/api/consent/route'

import { api, login, readResponse } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let adminToken: string
let marketerToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: the very first account of a database always becomes an admin.
  adminToken = await login((await createStaff(payload, ['admin'])).email, PASSWORD)
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  // The records below answer policy version 2: the site's must be at least that.
  await setPolicyVersion(2)
})

async function setPolicyVersion(cookiePolicyVersion: number) {
  await payload.updateGlobal({ slug: 'site-settings', data: { cookiePolicyVersion }, context: { disableRevalidate: true } })
}

let client = 0
/** Each test is its own client, so the rate limit of one never answers for another. */
const nextClient = () => `198.51.100.${++client}`

const choice = (overrides: Record<string, unknown> = {}) => ({
  choiceId: crypto.randomUUID(),
  granted: { functional: true, analytics: false, marketing: true },
  policyVersion: 2,
  locale: 'de',
  gpc: false,
  ...overrides,
})

type Send = { body: string; headers?: Record<string, string>; address?: string; method?: string }

async function send({ body, headers = {}, address = nextClient() }: Send) {
  const request = new Request('http://localhost:3000/api/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body,
  })
  return readResponse(await POST(request, undefined))
}

const records = async (choiceId: string) =>
  (await payload.find({ collection: 'consent-records', where: { choiceId: { equals: choiceId } }, overrideAccess: true })).docs

const total = async () => (await payload.count({ collection: 'consent-records', overrideAccess: true })).totalDocs

describe('POST /api/consent', () => {
  it('stores a choice with the country of the trusted header and the server’s time, and answers 204', async () => {
    const body = choice()
    const before = Date.now()
    const response = await send({ body: JSON.stringify(body), headers: { 'x-visitor-country': 'de' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [record] = await records(body.choiceId)
    expect(record).toMatchObject({
      choiceId: body.choiceId,
      country: 'DE',
      granted: body.granted,
      policyVersion: 2,
      locale: 'de',
      gpc: false,
    })
    expect(Date.parse(record!.chosenAt)).toBeGreaterThanOrEqual(before - 1_000)
    // Data minimisation: nothing about the visitor's address or browser.
    expect(Object.keys(record!).sort()).toEqual([
      'choiceId',
      'chosenAt',
      'country',
      'createdAt',
      'gpc',
      'granted',
      'id',
      'locale',
      'policyVersion',
      'updatedAt',
    ])
  })

  it('takes the default country when the header is missing or not a country', async () => {
    for (const headers of [{}, { 'x-visitor-country': 'Atlantis' }] as Record<string, string>[]) {
      const body = choice()
      expect((await send({ body: JSON.stringify(body), headers })).status).toBe(204)
      expect((await records(body.choiceId))[0]?.country).toBe('US')
    }
  })

  it('never takes the country, or anything else unknown, from the body', async () => {
    const body = choice({ country: 'US' })
    const response = await send({ body: JSON.stringify(body), headers: { 'x-visitor-country': 'DE' } })
    expect(response.status).toBe(400)
    expect(await records(body.choiceId)).toEqual([])
  })

  it('stores one record however often the same choice is sent', async () => {
    const body = JSON.stringify(choice())
    const address = nextClient()
    expect((await send({ body, address })).status).toBe(204)
    expect((await send({ body, address })).status).toBe(204)
    expect(await records(JSON.parse(body).choiceId)).toHaveLength(1)
  })

  it('refuses a body over 8 KiB with 413, whether or not it says its length', async () => {
    const before = await total()
    const big = JSON.stringify(choice({ padding: 'x'.repeat(9_000) }))
    expect((await send({ body: big })).status).toBe(413)
    expect((await send({ body: big, headers: { 'content-length': String(Buffer.byteLength(big)) } })).status).toBe(413)
    expect(await total()).toBe(before)
  })

  it.each([
    ['not JSON', '{"choiceId": ', 400],
    ['an array', '[]', 400],
    ['a choice id that is not a UUID', JSON.stringify(choice({ choiceId: 'abc' })), 400],
    ['a category missing', JSON.stringify(choice({ granted: { functional: true, analytics: true } })), 400],
    ['an unknown category', JSON.stringify(choice({ granted: { functional: true, analytics: true, marketing: true, tracking: true } })), 400],
    ['a policy version of 0', JSON.stringify(choice({ policyVersion: 0 })), 400],
    ['an unknown locale', JSON.stringify(choice({ locale: 'xx' })), 400],
    ['a string for a flag', JSON.stringify(choice({ gpc: 'yes' })), 400],
  ])('refuses %s with %i and stores nothing', async (_name, body, status) => {
    const before = await total()
    const response = await send({ body })
    expect(response.status).toBe(status)
    expect(response.body.errors[0].message).toMatch(/\S/)
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts:\d+/) // no stack trace
    expect(await total()).toBe(before)
  })

  it('refuses a policy version newer than the site settings’ with 400, and takes it once an admin raised the version', async () => {
    const ahead = choice({ policyVersion: 3 })
    const refused = await send({ body: JSON.stringify(ahead) })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toMatch(/policyVersion 3 is newer than the cookie policy in force/)
    expect(await records(ahead.choiceId)).toEqual([])
    // An older answer is still a record of what the visitor chose (a page cached before the raise).
    const older = choice({ policyVersion: 1 })
    expect((await send({ body: JSON.stringify(older) })).status).toBe(204)
    try {
      await setPolicyVersion(3)
      // At once, not after the cache expires: the endpoint checks again before refusing.
      expect((await send({ body: JSON.stringify(ahead) })).status).toBe(204)
      expect(await records(ahead.choiceId)).toHaveLength(1)
    } finally {
      await setPolicyVersion(2)
    }
  })

  it('refuses anything but JSON with 415', async () => {
    expect((await send({ body: JSON.stringify(choice()), headers: { 'content-type': 'text/plain' } })).status).toBe(415)
  })

  it('answers a flood from one client with 429 and Retry-After, and other clients still get through', async () => {
    const address = nextClient()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let index = 0; index < 25; index += 1) {
      const response = await send({ body: JSON.stringify(choice()), address })
      statuses.push(response.status)
      if (response.status === 429) retryAfter = response.headers.get('retry-after')
    }
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect((await send({ body: JSON.stringify(choice()) })).status).toBe(204)
  })

  it('answers other methods with 405', async () => {
    const response = await GET()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})

describe('the consent records', () => {
  it('cannot be read, created, changed or counted over REST without being an admin', async () => {
    const body = choice()
    await send({ body: JSON.stringify(body) })
    const [record] = await records(body.choiceId)
    for (const token of [undefined, marketerToken]) {
      expect((await api('GET', '/consent-records', { token })).status).toBeOneOf([401, 403])
      expect((await api('GET', `/consent-records/${record!.id}`, { token })).status).toBeOneOf([401, 403, 404])
      expect((await api('GET', '/consent-records/count', { token })).status).toBeOneOf([401, 403])
    }
    // Only the site's endpoint creates them, and nobody edits them, admins included.
    expect(
      (await api('POST', '/consent-records', { token: adminToken, body: { ...choice(), chosenAt: new Date().toISOString(), country: 'US' } })).status,
    ).toBe(403)
    expect((await api('PATCH', `/consent-records/${record!.id}`, { token: adminToken, body: { country: 'US' } })).status).toBe(403)
    expect((await records(body.choiceId))[0]?.country).toBe(record!.country)
    // Admins read them (the admin's consent view, proof on request).
    const list = await api('GET', `/consent-records?where[choiceId][equals]=${body.choiceId}`, { token: adminToken })
    expect(list.status).toBe(200)
    expect(list.body.docs).toHaveLength(1)
  })
})

/**
 * CMS redirects as marketers make them over REST: a target is a path on this site or https on a
 * host an admin allowed in Site settings, never a disguised other site; loops and chains are
 * refused with a sentence that says what to do; 307/308 only; `from` is stored normalised.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let adminToken: string
let marketerToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: the very first account of a database always becomes an admin.
  adminToken = await login((await createStaff(payload, ['admin'])).email, PASSWORD)
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
})

type FieldError = { path: string; message: string }

function fieldErrors(body: unknown): FieldError[] {
  const errors = (body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? []
  return errors.flatMap((error) => error.data?.errors ?? [])
}

const create = (body: Record<string, unknown>, token = marketerToken) => api('POST', '/redirects', { token, body })

const stored = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs

describe('where a redirect may go', () => {
  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/pricing\nLocation: https://evil.example',
    'javascript:alert(1)',
    'http://evil.example',
    'https://user:pass@evil.example',
    'evil.example',
  ])('refuses %j, which would leave the site', async (to) => {
    const from = `/out-${Math.random().toString(36).slice(2, 10)}`
    const response = await create({ from, to })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(fieldErrors(response.body).map((error) => error.path)).toContain('to')
    expect(await stored(from)).toEqual([])
  })

  it('accepts a path on this site, with its query string', async () => {
    const response = await create({ from: '/old-features', to: '/features?from=old#top' })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc).toMatchObject({ from: '/old-features', to: '/features?from=old#top', statusCode: '308' })
  })

  it('refuses https to a host not in the site settings, and accepts it once an admin adds the host', async () => {
    const refused = await create({ from: '/partner', to: 'https://partner.example/offer' })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toContainEqual(
      expect.objectContaining({ path: 'to', message: expect.stringContaining('partner.example is not on the list') }),
    )
    expect(await stored('/partner')).toEqual([])

    // Only an admin changes the allowed hosts. (Payload updates a global with POST /api/globals/:slug.)
    const byMarketer = await api('POST', '/globals/site-settings', { token: marketerToken, body: { redirectHosts: ['partner.example'] } })
    expect(byMarketer.status).toBe(403)
    expect((await create({ from: '/partner', to: 'https://partner.example/offer' })).status).toBe(400)

    const settings = await api('POST', '/globals/site-settings', { token: adminToken, body: { redirectHosts: ['partner.example'] } })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)
    expect(settings.body.result.redirectHosts).toEqual(['partner.example'])

    const allowed = await create({ from: '/partner', to: 'https://partner.example/offer' })
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201)
    expect(await stored('/partner')).toHaveLength(1)

    // The same host over http, a look-alike host or a sub-domain is still refused.
    for (const to of ['http://partner.example/offer', 'https://partner.example.evil.example/', 'https://evil.partner.example/']) {
      const response = await create({ from: `/partner-${Math.random().toString(36).slice(2, 8)}`, to })
      expect(response.status, to).toBe(400)
    }
  })
})

describe('where a redirect may come from', () => {
  it('stores `from` without its trailing slash', async () => {
    const response = await create({ from: '/old-pricing/', to: '/pricing' })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc.from).toBe('/old-pricing')
    expect(await stored('/old-pricing')).toHaveLength(1)

    // Which makes the same path, written without the slash, a duplicate.
    const again = await create({ from: '/old-pricing', to: '/pricing' })
    expect(again.status).toBe(400)
    expect(await stored('/old-pricing')).toHaveLength(1)
  })

  it.each(['//evil.example', 'old-pricing', '/Old-Pricing', '/a//b', '/../etc'])('refuses %j', async (from) => {
    const response = await create({ from, to: '/pricing' })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(fieldErrors(response.body).map((error) => error.path)).toContain('from')
  })
})

describe('loops and chains', () => {
  it('refuses a redirect to its own path', async () => {
    for (const to of ['/self', '/self/', '/self?x=1']) {
      const response = await create({ from: '/self', to })
      expect(response.status).toBe(400)
      expect(fieldErrors(response.body)).toContainEqual(expect.objectContaining({ path: 'to', message: 'A redirect cannot point to its own path.' }))
    }
    expect(await stored('/self')).toEqual([])
  })

  it('refuses a loop of two redirects', async () => {
    expect((await create({ from: '/loop-a', to: '/loop-b' })).status).toBe(201)
    const back = await create({ from: '/loop-b', to: '/loop-a' })
    expect(back.status).toBe(400)
    expect(fieldErrors(back.body).find((error) => error.path === 'to')?.message).toMatch(/loop-a already redirects/)
    expect(await stored('/loop-b')).toEqual([])
  })

  it('refuses a two-hop chain from either end, saying where to point instead', async () => {
    expect((await create({ from: '/chain-b', to: '/chain-c' })).status).toBe(201)

    const before = await create({ from: '/chain-a', to: '/chain-b' })
    expect(before.status).toBe(400)
    expect(fieldErrors(before.body)).toContainEqual(
      expect.objectContaining({ path: 'to', message: '/chain-b already redirects to /chain-c: point this redirect straight at /chain-c.' }),
    )
    expect(await stored('/chain-a')).toEqual([])

    const after = await create({ from: '/chain-c', to: '/chain-d' })
    expect(after.status).toBe(400)
    expect(fieldErrors(after.body)).toContainEqual(
      expect.objectContaining({
        path: 'to',
        message: '/chain-b already redirects here: change that redirect to go to /chain-d instead.',
      }),
    )
    expect(await stored('/chain-c')).toEqual([])

    // Pointing straight at the end is fine.
    expect((await create({ from: '/chain-a', to: '/chain-c' })).status).toBe(201)
  })

  it('refuses a chain made by editing an existing redirect', async () => {
    expect((await create({ from: '/edit-a', to: '/edit-target' })).status).toBe(201)
    const second = await create({ from: '/edit-b', to: '/edit-target' })
    expect(second.status).toBe(201)

    const edited = await api('PATCH', `/redirects/${second.body.doc.id}`, { token: marketerToken, body: { to: '/edit-a' } })
    expect(edited.status).toBe(400)
    expect((await stored('/edit-b'))[0]!.to).toBe('/edit-target')

    // Saving a redirect unchanged is not a loop with itself.
    const unchanged = await api('PATCH', `/redirects/${second.body.doc.id}`, { token: marketerToken, body: { statusCode: '307' } })
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200)
  })
})

describe('status codes', () => {
  it.each(['307', '308'])('accepts %s', async (statusCode) => {
    const response = await create({ from: `/status-${statusCode}`, to: '/pricing', statusCode })
    expect(response.status).toBe(201)
    expect(response.body.doc.statusCode).toBe(statusCode)
  })

  it('defaults to 308', async () => {
    const response = await create({ from: '/status-default', to: '/pricing' })
    expect(response.status).toBe(201)
    expect(response.body.doc.statusCode).toBe('308')
  })

  it.each(['301', '302', '200', '500'])('refuses %s', async (statusCode) => {
    const response = await create({ from: `/status-${statusCode}`, to: '/pricing', statusCode })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body).map((error) => error.path)).toContain('statusCode')
    expect(await stored(`/status-${statusCode}`)).toEqual([])
  })
})

describe('who manages redirects', () => {
  it('anonymous visitors and moderators cannot read or create them', async () => {
    expect((await api('GET', '/redirects')).status).toBe(403)
    expect((await api('POST', '/redirects', { body: { from: '/anon', to: '/pricing' } })).status).toBe(403)
    const moderator = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
    expect((await create({ from: '/moderated', to: '/pricing' }, moderator)).status).toBe(403)
    expect(await stored('/anon')).toEqual([])
    expect(await stored('/moderated')).toEqual([])
  })
})

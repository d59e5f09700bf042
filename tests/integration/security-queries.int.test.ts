/**
 * Malformed queries and hidden fields over REST: every malformed
 * query is a 4xx with a message, never a 500; a sort on a field the caller cannot read is
 * refused, as a filter on it is.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMember, loginMember } from '../helpers/members'
import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'
import { pngImage, upload } from '../helpers/upload'

let payload: Payload
const tokens: Record<'admin' | 'marketer' | 'moderator' | 'member', string> = { admin: '', marketer: '', moderator: '', member: '' }

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'marketer', 'moderator'] as const) {
    const staff = await createStaff(payload, [role])
    tokens[role] = await login(staff.email, PASSWORD)
  }
  tokens.member = await loginMember((await createMember(payload)).email)
})

const PUBLIC_COLLECTIONS = ['pages', 'media', 'mini-sites', 'footer-link-groups', 'positions', 'solutions', 'community-templates', 'template-images']

function expectClear4xx(response: { status: number; body: unknown }) {
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  const message = (response.body as { errors?: { message?: string }[] })?.errors?.[0]?.message
  expect(message).toEqual(expect.any(String))
  expect(message).not.toBe('Something went wrong.')
}

describe('RELIABILITY: Random where, sort, select, depth, limit, page, ids and bodies never cause a 5xx', () => {
  const MALFORMED = [
    '?where[id][in]=1,2,abc',
    '?where[title][near]=1,2',
    '?where[title][all]=a',
    '?where[_status][equals]=bogus',
    '?where[status][equals]=bogus',
    '?where[title][like]=a%00b',
    '?where[alt][like]=a%00b',
    '?where=abc',
    '?where=[1]',
    '?page=99999999999999999999999',
    '?where[id][equals]=99999999999999999999',
    '?where[createdAt][greater_than]=notadate',
    '?where[id][like]=1',
    '?where[nothing][equals]=1',
  ]
  for (const collection of PUBLIC_COLLECTIONS) {
    it.each(MALFORMED)(`${collection}%s is a 4xx with a message, for a visitor`, async (query) => {
      const response = await api('GET', `/${collection}${query}`)
      // A field some collections lack is refused as unknown: a 4xx all the same.
      expectClear4xx(response)
    })
  }

  it.each(['/pages/abc', '/pages/1.5', '/pages/99999999999999999999', '/pages/-1', '/community-templates/abc', '/media/0x1'])(
    '%s is a 4xx with a message',
    async (path) => {
      expectClear4xx(await api('GET', path))
      expectClear4xx(await api('GET', path, { token: tokens.admin }))
      expectClear4xx(await api('PATCH', path, { token: tokens.admin, body: { title: 'x' } }))
      expectClear4xx(await api('DELETE', path, { token: tokens.admin }))
    },
  )

  it.each(['/media/versions', '/media/versions/1', '/positions/versions', '/leads/versions'])('%s (no versions kept) is a 404 for staff', async (path) => {
    const response = await api('GET', path, { token: tokens.admin })
    expect(response.status).toBe(404)
    expectClear4xx(response)
  })

  it('deleting a preference that does not exist is a 404', async () => {
    const response = await api('DELETE', '/payload-preferences/nothing-here', { token: tokens.marketer })
    expect(response.status).toBe(404)
    expectClear4xx(response)
  })

  it('a preference is capped in size, and an own preference can be set and deleted', async () => {
    const large = await api('POST', '/payload-preferences/columns', { token: tokens.marketer, body: { value: 'x'.repeat(20_000) } })
    expect(large.status).toBe(413)
    expect((await api('POST', '/payload-preferences/columns', { token: tokens.marketer, body: { value: { open: true } } })).status).toBe(200)
    expect((await api('DELETE', '/payload-preferences/columns', { token: tokens.marketer })).status).toBe(200)
    expect((await api('DELETE', '/payload-preferences/columns', { token: tokens.marketer })).status).toBe(404)
  })

  it('the admin does not remember a language chosen on one screen for the next', async () => {
    expect((await api('POST', '/payload-preferences/locale', { token: tokens.marketer, body: { value: 'de' } })).status).toBe(200)
    const stored = await api('GET', '/payload-preferences/locale', { token: tokens.marketer })
    expect(stored.status).toBe(200)
    expect(stored.body).toMatchObject({ value: 'en' })
  })

  it('a malformed multipart body and a NUL in an upload’s file name are 400s', async () => {
    const malformed = await api('POST', '/media', {
      token: tokens.admin,
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      rawBody: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    })
    expectClear4xx(malformed)
    const nul = await upload('/media', { data: await pngImage(4, 4), name: 'a\u0000.png', type: 'image/png' }, { token: tokens.admin, data: { alt: 'x' } })
    expectClear4xx(nul)
  })

  it('a REST body over the limit is a 413, and malformed JSON a 400', async () => {
    const big = await api('POST', '/pages', { token: tokens.admin, body: { title: 'x'.repeat(3 * 1024 * 1024) } })
    expect(big.status).toBe(413)
    const broken = await api('POST', '/pages', { token: tokens.admin, headers: { 'Content-Type': 'application/json' }, rawBody: '{"title":' })
    expectClear4xx(broken)
  })

  // dates PostgreSQL or Payload's ISO writing cannot take, and raw paths.
  it.each([
    '/pages?where[createdAt][equals]=10000-01-01',
    '/pages?where[createdAt][greater_than]=275760-09-13',
    '/pages?where[updatedAt][less_than]=-000001-01-01',
    '/pages?where[createdAt][equals]=0000-12-31T23:59:59Z',
    '/pages?where[createdAt][in]=2026-01-01,10000-01-01',
    '/pages/versions?where[createdAt][equals]=10000-01-01',
    '/community-templates?where[createdAt][not_equals]=+010000-01-01T00:00:00.000Z',
  ])('%s (a date out of range) is a 4xx with a message', async (path) => {
    expectClear4xx(await api('GET', path))
    expectClear4xx(await api('GET', path, { token: tokens.admin }))
  })

  it.each([
    ['GET', '/template-images/file/a%00b'],
    ['GET', '/media/file/a%00b.png'],
    ['POST', '/members/verify/%00'],
    ['GET', '/pages/%ff'],
    ['DELETE', '/pages/%0a'],
  ] as const)('%s %s (a control character or a malformed escape in the path) is a 400', async (method, path) => {
    const response = await api(method, path)
    expect(response.status).toBe(400)
    expectClear4xx(response)
  })

  // Found by the fuzz suite against the production build: Payload looked these up as collections.
  it.each(['constructor', 'valueOf', '__proto__', 'toString', 'hasOwnProperty/1', 'valueOf/versions'])(
    '/%s, a name every object inherits, is a 404 for any method',
    async (path) => {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        const response = await api(method, `/${path}`, { token: tokens.admin })
        expect(response.status, `${method} /${path}`).toBe(404)
      }
    },
  )

  it('well-formed queries still answer', async () => {
    expect((await api('GET', '/pages?where[createdAt][greater_than]=2026-01-01&where[updatedAt][less_than]=9999-12-31')).status).toBe(200)
    expect((await api('GET', '/pages?where[title][like]=Pricing&sort=-updatedAt&limit=5')).status).toBe(200)
    expect((await api('GET', '/pages?where[id][in]=1,2,3')).status).toBe(200)
    expect((await api('GET', '/pages?where[or][0][title][equals]=a&where[or][1][path][equals]=/b')).status).toBe(200)
    expect((await api('GET', `/pages?where=${encodeURIComponent(JSON.stringify({ title: { equals: 'a' } }))}`)).status).toBe(200)
    expect((await api('GET', '/community-templates?sort=-createdAt')).status).toBe(200)
    expect((await api('GET', '/pages/versions?where[parent][equals]=1&sort=-updatedAt', { token: tokens.marketer })).status).toBe(200)
  })
})

describe('RELIABILITY: No field the caller cannot read influences the answer (its values or its order)', () => {
  const HIDDEN_SORTS = [
    'author.resetPasswordToken',
    '-author.resetPasswordToken',
    'author.hash',
    'author.salt',
    'author._verificationToken',
    'author.email',
    'author__hash',
    'submitter.email',
  ]
  for (const actor of ['anonymous', 'member', 'moderator', 'marketer'] as const) {
    it.each(HIDDEN_SORTS)(`a sort on community-templates by %s is refused for ${actor}`, async (sort) => {
      const response = await api('GET', `/community-templates?sort=${sort}`, { token: actor === 'anonymous' ? undefined : tokens[actor] })
      expect(response.status).toBe(400)
    })
  }

  it.each(['hash', 'salt', 'resetPasswordToken', '_verificationToken', 'loginAttempts', 'lockUntil'])(
    'a sort of users or members by %s is refused, even for an admin',
    async (field) => {
      expect((await api('GET', `/users?sort=${field}`, { token: tokens.admin })).status).toBe(400)
      expect((await api('GET', `/members?sort=-${field}`, { token: tokens.admin })).status).toBe(400)
    },
  )

  it('a filter through another collection the caller reads only in part is refused', async () => {
    expect((await api('GET', '/community-templates?where[author.email][like]=a', { token: tokens.member })).status).toBe(400)
    expect((await api('GET', '/community-templates?where[author.name][like]=a')).status).toBe(400)
  })
})

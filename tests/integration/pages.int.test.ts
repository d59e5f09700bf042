import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { paragraphs } from '@/cms/seed/rich-text'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketerToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
})

describe('pages', () => {
  it('visitors see published pages and never drafts', async () => {
    const created = await api('POST', '/pages?draft=true', {
      token: marketerToken,
      body: { title: 'Secret launch', path: '/w/secret-launch', layout: [{ blockType: 'richText', content: paragraphs('Not yet.') }], _status: 'draft' },
    })
    expect(created.status).toBe(201)

    const anonymous = await api('GET', '/pages?where[path][equals]=/w/secret-launch')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.docs).toEqual([])
    expect((await api('GET', `/pages/${created.body.doc.id}`)).status).toBe(404)

    const staff = await api('GET', '/pages?draft=true&where[path][equals]=/w/secret-launch', { token: marketerToken })
    expect(staff.body.docs).toHaveLength(1)

    await api('PATCH', `/pages/${created.body.doc.id}`, { token: marketerToken, body: { _status: 'published' } })
    const published = await api('GET', '/pages?where[path][equals]=/w/secret-launch')
    expect(published.body.docs.map((page: { title: string }) => page.title)).toEqual(['Secret launch'])
  })

  it('refuses a malformed path with a message an editor understands, and keeps what was stored', async () => {
    const response = await api('POST', '/pages', {
      token: marketerToken,
      body: { title: 'Pricing', path: 'pricing/', _status: 'published' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('A path starts with a slash')
    expect((await payload.count({ collection: 'pages', where: { title: { equals: 'Pricing' } } })).totalDocs).toBe(0)
  })

  it('anonymous visitors cannot create or change pages', async () => {
    const response = await api('POST', '/pages', { body: { title: 'Defaced', path: '/defaced', _status: 'published' } })
    expect(response.status).toBe(403)
  })

  it('a moderator cannot edit site pages', async () => {
    const token = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
    const response = await api('POST', '/pages', { token, body: { title: 'Off-topic', path: '/off-topic' } })
    expect(response.status).toBe(403)
  })
})

describe('anonymous queries', () => {
  beforeAll(async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Unannounced', path: '/w/unannounced', seo: { description: 'draft only' }, _status: 'draft' },
      draft: true,
      context: { disableRevalidate: true },
    })
  })

  it.each([
    'where[_status][equals]=draft',
    'draft=true',
    'draft=true&where[path][equals]=/w/unannounced',
    'where[or][0][path][like]=%25&where[or][1][_status][not_equals]=published',
    'where[title][in]=',
    'where[createdAt][greater_than]=not-a-date',
    'where[id][equals]=abc',
    'where[nonexistent][equals]=1',
    'where[layout.content][contains]=x',
    'where[_status][exists]=false',
    'sort=nonexistent',
    'sort=-_status,,title',
    'depth=999',
    'depth=-1',
    'limit=-5',
    'limit=abc',
    'limit=1000000',
    'page=-1',
    'page=abc',
    'select[title]=true&select[nonexistent]=true',
    'where[path][equals][0]=/&where[path][equals][1]=/w',
  ])('%s never fails with a 500 and never returns a draft', async (query) => {
    const response = await api('GET', `/pages?${query}`)
    expect(response.status).toBeLessThan(500)
    if (response.status === 200) {
      const docs = response.body.docs as { _status?: string; seo?: { description?: string } }[]
      expect(docs.filter((doc) => doc._status === 'draft' || doc.seo?.description === 'draft only')).toEqual([])
    }
  })
})

describe('query guards', () => {
  it('refuses a filter on rich text with a 400 that names the field', async () => {
    const response = await api('GET', '/pages?where[layout.content][contains]=x')
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('cannot be queried')
  })

  it('caps the page size for visitors and turns an impossible page into the first', async () => {
    for (const limit of ['1000000', '0', '-5']) {
      const response = await api('GET', `/pages?limit=${limit}`)
      expect(response.status).toBe(200)
      expect(response.body.limit).toBe(100)
    }
    expect((await api('GET', '/pages?page=-1')).body.page).toBe(1)
    const unpaginated = await api('GET', '/pages?pagination=false&limit=0')
    expect(unpaginated.body).toMatchObject({ limit: 100, page: 1 })
  })

  it('leaves staff their page size', async () => {
    const response = await api('GET', '/pages?limit=500', { token: marketerToken })
    expect(response.body.limit).toBe(500)
  })
})

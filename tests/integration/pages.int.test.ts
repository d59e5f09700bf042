import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { paragraphs } from '@/cms/seed/richText'

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
      body: { title: 'Secret launch', path: '/w/secret-launch', body: paragraphs('Not yet.'), _status: 'draft' },
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

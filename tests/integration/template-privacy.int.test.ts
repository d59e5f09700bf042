import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let id: number

beforeAll(async () => {
  const payload = await getPayload({ config })
  const words = 'Our team plans every launch on this board and it keeps everyone aligned on owners and dates. '.repeat(4)
  const template = await payload.create({
    collection: 'community-templates',
    data: {
      title: 'Launch plan',
      status: 'approved',
      paragraphs: [{ text: words }],
      creator: { name: 'Dana', email: 'dana@community.example', platformUserId: '1234', platformAccountId: '99' },
      campaign: { campaign: 'spring', source: 'newsletter' },
      termsAccepted: true,
    },
    context: { seeding: true, disableRevalidate: true },
  })
  id = template.id
})

describe('an online community template', () => {
  it('shows visitors the author’s name but none of their personal or review data', async () => {
    const response = await api('GET', `/community-templates/${id}`)
    expect(response.status).toBe(200)
    expect(response.body.creator).toEqual({ name: 'Dana' })
    expect(response.body.campaign).toBeUndefined()
    expect(response.body.history ?? []).toEqual([]) // the review history stays with the moderators
    expect(JSON.stringify(response.body)).not.toMatch(/dana@community|1234|newsletter/)
  })

  it('shows moderators everything', async () => {
    const token = await login((await createStaff(await getPayload({ config }), ['moderator'])).email, PASSWORD)
    const response = await api('GET', `/community-templates/${id}`, { token })
    expect(response.body.creator).toMatchObject({ email: 'dana@community.example', platformUserId: '1234' })
    expect(response.body.campaign).toMatchObject({ source: 'newsletter' })
  })

  it('cannot be found by filtering on hidden fields', async () => {
    const response = await api('GET', '/community-templates?where[creator.email][equals]=dana@community.example')
    expect(response.status).toBeLessThan(500)
    expect(response.body.docs ?? []).toEqual([])
  })
})

/**
 * What staff may do with a stored lead over REST: sales moves its status along, but what the
 * prospect sent and the visit it came from stay as they were, and the idempotency key is never shown.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let adminToken: string
let marketerToken: string
let leadId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  adminToken = await login((await createStaff(payload, ['admin'])).email, PASSWORD)
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      form: 'contactSales',
      status: 'new',
      name: 'Dana Levi',
      email: 'dana@example.com',
      company: 'Acme',
      country: 'IL',
      locale: 'en',
      page: '/sales/contact-us',
      attribution: { utm_campaign: 'spring' },
      idempotencyKey: 'contactSales:key-of-the-test',
    },
  })
  leadId = lead.id
})

describe('a stored lead', () => {
  it('takes a new status from a marketer but keeps what the prospect sent', async () => {
    const response = await api('PATCH', `/leads/${leadId}`, {
      token: marketerToken,
      body: { status: 'qualified', email: 'someone-else@example.com', company: 'Changed', attribution: {}, idempotencyKey: 'contactSales:other' },
    })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true })
    expect(stored).toMatchObject({
      status: 'qualified',
      email: 'dana@example.com',
      company: 'Acme',
      attribution: { utm_campaign: 'spring' },
      idempotencyKey: 'contactSales:key-of-the-test',
    })
  })

  it('never shows its idempotency key, not even to an admin, and cannot be found by it', async () => {
    const read = await api('GET', `/leads/${leadId}`, { token: adminToken })
    expect(read.status).toBe(200)
    expect(read.body.idempotencyKey).toBeUndefined()
    const probe = await api('GET', `/leads?where[idempotencyKey][equals]=${encodeURIComponent('contactSales:key-of-the-test')}`, { token: marketerToken })
    expect(probe.status).toBeLessThan(500)
    expect(probe.body.docs ?? []).toHaveLength(0)
  })

  it('is not readable without a staff role that works with leads', async () => {
    expect((await api('GET', '/leads')).status).toBe(403)
    const moderator = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
    expect((await api('GET', `/leads/${leadId}`, { token: moderator })).status).toBe(403)
  })
})

/**
 * The cookie definitions are public by design (the cookie policy, and anyone who wants to know
 * what the site stores in their browser): anonymous GET /api/cookie-definitions works, in every
 * locale, and changes stay with editors.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/rest'

let payload: Payload
let id: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const definition = await payload.create({
    collection: 'cookie-definitions',
    data: { name: 'public_test_cookie', category: 'analytics', mandatory: false, expiryDays: 30, description: 'Counts visits.' },
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'cookie-definitions',
    id: definition.id,
    locale: 'de',
    data: { description: 'Zählt Besuche.' },
    context: { disableRevalidate: true },
  })
  id = definition.id
})

describe('GET /api/cookie-definitions', () => {
  it('answers anonymous visitors with every definition', async () => {
    const response = await api('GET', '/cookie-definitions?limit=100&depth=0')
    expect(response.status).toBe(200)
    expect(response.body.docs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, name: 'public_test_cookie', category: 'analytics', mandatory: false, expiryDays: 30, description: 'Counts visits.' }),
      ]),
    )
    expect((await api('GET', `/cookie-definitions/${id}`)).status).toBe(200)
  })

  it('gives the description in the visitor’s language, English where there is no translation', async () => {
    expect((await api('GET', `/cookie-definitions/${id}?locale=de`)).body.description).toBe('Zählt Besuche.')
    expect((await api('GET', `/cookie-definitions/${id}?locale=fr`)).body.description).toBe('Counts visits.')
  })

  it('lets anonymous visitors read but not write', async () => {
    expect((await api('POST', '/cookie-definitions', { body: { name: 'sneaky', category: 'necessary' } })).status).toBeOneOf([401, 403])
    expect((await api('PATCH', `/cookie-definitions/${id}`, { body: { category: 'necessary' } })).status).toBeOneOf([401, 403])
    expect((await api('DELETE', `/cookie-definitions/${id}`)).status).toBeOneOf([401, 403])
  })
})

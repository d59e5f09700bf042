/**
 * cookie_consent and user_locale are the site's own necessary cookies: saving a cookie choice
 * and a language depends on them, so editors may reword their descriptions but neither delete
 * them nor make them optional. Other definitions stay theirs to change.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketerToken: string
const ids: Record<string, number> = {}

const quiet = { context: { disableRevalidate: true } }

beforeAll(async () => {
  payload = await getPayload({ config })
  await createStaff(payload, ['admin']) // the first account is always an admin
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  for (const name of ['cookie_consent', 'user_locale']) {
    const { docs } = await payload.find({ collection: 'cookie-definitions', where: { name: { equals: name } }, depth: 0 })
    ids[name] =
      docs[0]?.id ??
      (await payload.create({ collection: 'cookie-definitions', data: { name, category: 'necessary', mandatory: true, description: 'Needed.' }, ...quiet })).id
  }
})

const read = (name: string) => payload.findByID({ collection: 'cookie-definitions', id: ids[name]!, depth: 0 })

describe('the site’s own necessary cookies', () => {
  it.each(['cookie_consent', 'user_locale'])('refuses deleting %s with 400 and a clear message', async (name) => {
    const response = await api('DELETE', `/cookie-definitions/${ids[name]}`, { token: marketerToken })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain(`${name} is one of the site's own necessary cookies`)
    await expect(payload.delete({ collection: 'cookie-definitions', id: ids[name]!, ...quiet })).rejects.toThrow(/necessary cookies/)
    expect((await read(name)).name).toBe(name)
  })

  it.each([
    ['optional', { mandatory: false }],
    ['another category', { category: 'functional' }],
    ['renamed', { name: 'cookie_choice' }],
  ])('refuses making cookie_consent %s with 400', async (_what, change) => {
    const response = await api('PATCH', `/cookie-definitions/${ids.cookie_consent}`, { token: marketerToken, body: change })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('must stay in the Necessary category, mandatory')
    expect(await read('cookie_consent')).toMatchObject({ name: 'cookie_consent', category: 'necessary', mandatory: true })
  })

  it('refuses creating one of them as optional, and lets editors reword them', async () => {
    const response = await api('PATCH', `/cookie-definitions/${ids.user_locale}`, { token: marketerToken, body: { description: 'The language you chose.' } })
    expect(response.status).toBe(200)
    expect((await read('user_locale')).description).toBe('The language you chose.')
    await expect(
      payload.create({ collection: 'cookie-definitions', data: { name: 'user_locale', category: 'analytics', mandatory: false }, ...quiet }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'category', message: expect.stringContaining('necessary cookies') })] } })
  })

  it('leaves other definitions to the editors', async () => {
    const created = await api('POST', '/cookie-definitions', { token: marketerToken, body: { name: 'guard_test_cookie', category: 'analytics' } })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await api('PATCH', `/cookie-definitions/${id}`, { token: marketerToken, body: { category: 'marketing', mandatory: false } })).status).toBe(200)
    expect((await api('DELETE', `/cookie-definitions/${id}`, { token: marketerToken })).status).toBe(200)
  })
})

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, login, SITE_ORIGIN } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

// Runs first in this file, on the empty database every file starts with.
describe('the first admin', () => {
  it('is made on the create-first-user endpoint, becomes admin whatever role is asked for, and logs in', async () => {
    const created = await api('POST', '/users/first-register', {
      body: { email: 'founder@orbit.example', password: PASSWORD, roles: ['marketer'] },
    })
    expect(created.status).toBe(200)
    expect(created.body.user.roles).toEqual(['admin'])

    const token = await login('founder@orbit.example', PASSWORD)
    const me = await api('GET', '/users/me', { token })
    expect(me.body.user).toMatchObject({ email: 'founder@orbit.example', roles: ['admin'] })
  })

  it('cannot be made a second time through the first-user endpoint', async () => {
    const again = await api('POST', '/users/first-register', {
      body: { email: 'intruder@orbit.example', password: PASSWORD },
    })
    expect(again.status).toBe(403)
    const found = await payload.count({ collection: 'users', where: { email: { equals: 'intruder@orbit.example' } } })
    expect(found.totalDocs).toBe(0)
  })
})

describe('roles', () => {
  it('a marketer cannot raise their own role', async () => {
    const marketer = await createStaff(payload, ['marketer'])
    const token = await login(marketer.email, PASSWORD)

    await api('PATCH', `/users/${marketer.id}`, { token, body: { roles: ['admin'], name: 'Mara' } })

    const stored = await payload.findByID({ collection: 'users', id: marketer.id })
    expect(stored.roles).toEqual(['marketer'])
    expect(stored.name).toBe('Mara') // the rest of the update still applies
  })

  it('a marketer cannot create users, edit other users or copy a user', async () => {
    const marketer = await createStaff(payload, ['marketer'])
    const admin = await createStaff(payload, ['admin'])
    const token = await login(marketer.email, PASSWORD)

    const created = await api('POST', '/users', {
      token,
      body: { email: 'sneaky@orbit.example', password: PASSWORD, roles: ['admin'] },
    })
    expect(created.status).toBe(403)

    const edited = await api('PATCH', `/users/${admin.id}`, { token, body: { roles: ['marketer'] } })
    expect(edited.status).toBeGreaterThanOrEqual(400)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).roles).toEqual(['admin'])

    const usersBefore = await payload.count({ collection: 'users' })
    const copied = await api('POST', `/users/${admin.id}/duplicate`, { token, body: {} })
    expect(copied.status).toBeGreaterThanOrEqual(400)
    expect(copied.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(usersBefore.totalDocs)
  })

  it('an admin can change roles', async () => {
    const admin = await createStaff(payload, ['admin'])
    const moderator = await createStaff(payload, ['moderator'])
    const token = await login(admin.email, PASSWORD)

    const response = await api('PATCH', `/users/${moderator.id}`, { token, body: { roles: ['moderator', 'marketer'] } })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: moderator.id })).roles).toEqual(['moderator', 'marketer'])
  })

  it('the last admin cannot give up the admin role or be deleted', async () => {
    const admins = await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 0 })
    const [last, ...others] = admins.docs
    for (const other of others) await payload.update({ collection: 'users', id: other.id, data: { roles: ['marketer'] } })
    const token = await login(last!.email, PASSWORD)

    const demoted = await api('PATCH', `/users/${last!.id}`, { token, body: { roles: ['marketer'] } })
    expect(demoted.status).toBe(400)
    expect(JSON.stringify(demoted.body)).toContain('last admin')

    const deleted = await api('DELETE', `/users/${last!.id}`, { token })
    expect(deleted.status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: last!.id })).roles).toEqual(['admin'])
  })

  it('staff accounts change one at a time, so a bulk change never removes every admin', async () => {
    const first = await createStaff(payload, ['admin'])
    await createStaff(payload, ['admin'])
    const token = await login(first.email, PASSWORD)
    const admins = () => payload.count({ collection: 'users', where: { roles: { contains: 'admin' } } })

    const before = (await admins()).totalDocs
    const demoted = await api('PATCH', '/users?where[roles][contains]=admin', { token, body: { roles: ['marketer'] } })
    expect(demoted.status).toBe(400)
    expect(JSON.stringify(demoted.body)).toContain('one at a time')
    expect((await admins()).totalDocs).toBe(before)
    expect((await admins()).totalDocs, `after the bulk update: ${JSON.stringify(demoted.body).slice(0, 300)}`).toBeGreaterThanOrEqual(1)

    const deleted = await api('DELETE', '/users?where[roles][contains]=admin', { token })
    expect(deleted.status).toBe(400)
    expect((await admins()).totalDocs).toBe(before)
    expect((await admins()).totalDocs, `after the bulk delete: ${JSON.stringify(deleted.body).slice(0, 300)}`).toBeGreaterThanOrEqual(1)
  })

  it('anonymous visitors cannot list users', async () => {
    const response = await api('GET', '/users')
    expect(response.status).toBe(403)
  })
})

describe('cookie authentication', () => {
  it('is honoured from the site itself and ignored from another origin', async () => {
    const admin = await createStaff(payload, ['admin'])
    const response = await api('POST', '/users/login', {
      body: { email: admin.email, password: PASSWORD },
      headers: { Origin: SITE_ORIGIN },
    })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const token = /payload-token=([^;]+)/.exec(cookie)![1]

    const sameSite = await api('GET', '/users/me', { headers: { Cookie: `payload-token=${token}`, Origin: SITE_ORIGIN } })
    expect(sameSite.body.user?.email).toBe(admin.email)

    const crossSite = await api('GET', '/users/me', {
      headers: { Cookie: `payload-token=${token}`, Origin: 'https://evil.example' },
    })
    expect(crossSite.body.user).toBeNull()
  })
})

describe('a new password', () => {
  const me = async (token: string) => (await api('GET', '/users/me', { token })).body.user?.id as number | undefined

  it('ends the account’s other sessions and keeps the one that set it; set by an admin, it ends them all', async () => {
    const staff = await createStaff(payload, ['marketer'])
    const here = await login(staff.email, PASSWORD)
    const elsewhere = await login(staff.email, PASSWORD)
    const changed = await api('PATCH', `/users/${staff.id}`, { token: here, body: { password: 'a brand new staff password' } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(await me(here)).toBe(staff.id)
    expect(await me(elsewhere)).toBeUndefined()

    const again = await login(staff.email, 'a brand new staff password')
    const admin = await login((await createStaff(payload, ['admin'])).email, PASSWORD)
    expect((await api('PATCH', `/users/${staff.id}`, { token: admin, body: { password: 'set by the admin again' } })).status).toBe(200)
    expect(await me(again)).toBeUndefined()
    expect(await me(here)).toBeUndefined()
    expect(await login(staff.email, 'set by the admin again')).toBeTruthy()
  })
})

import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect } from './fixtures'
import { FOUNDER } from './staff'

/*
 * What the moderation browser tests set up over the REST API: a verified community member,
 * their images, the founding admin's token, and a staff sign-in to the admin.
 */

/** `count` distinct words, so a story passes the 50-word rule and reads as one text. */
export const words = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ')

const MEMBER_PASSWORD = 'a long community password'

/** The founding admin's API headers (the admin is created first if this test runs on its own). */
export async function founderHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
  const login = await request.post('/api/users/login', { data: FOUNDER })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

const png = (colour: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** A verified community member (signed up on `site`, verified by the founding admin over `staff`) and their API headers. */
export async function member(site: APIRequestContext, staff: APIRequestContext, { prefix = 'author', name = 'Dana Author' } = {}) {
  const account = { email: `${prefix}-${Date.now()}@community.example`, password: MEMBER_PASSWORD, name, locale: 'en' }
  // A sign-up's answer says nothing of the account (202, whether or not the address was taken): staff look it up.
  const created = await site.post('/api/members', { data: account })
  expect(created.status(), await created.text()).toBe(202)
  const found = await staff.get(`/api/members?where[email][equals]=${encodeURIComponent(account.email)}&depth=0`, { headers: await founderHeaders(staff) })
  const [doc] = ((await found.json()) as { docs: { id: number }[] }).docs
  if (!doc) throw new Error(`the sign-up of ${account.email} made no account`)
  const verified = await staff.patch(`/api/members/${doc.id}`, { data: { _verified: true }, headers: await founderHeaders(staff) })
  expect(verified.status(), await verified.text()).toBe(200)
  const login = await site.post('/api/members/login', { data: { email: account.email, password: account.password } })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { ...account, id: doc.id, headers: { Authorization: `JWT ${token}` } }
}

/** A plain-coloured PNG uploaded as one of the member's template images; its id. */
export async function uploadImage(request: APIRequestContext, headers: Record<string, string>, name: string, colour: string): Promise<number> {
  const response = await request.post('/api/template-images', {
    headers,
    multipart: { file: { name, mimeType: 'image/png', buffer: await png(colour) }, _payload: JSON.stringify({ alt: name }) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

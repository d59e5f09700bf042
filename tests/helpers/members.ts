/**
 * Community members for tests: accounts made directly (already verified, as if they had
 * followed the email link), their REST login, and images they uploaded. Imports the Payload
 * config only through tests/helpers/rest, when a function first needs it.
 */
import type { Payload } from 'payload'

import { pngFile } from './upload'

export const MEMBER_PASSWORD = 'a long community password'

let counter = 0

export type TestMember = { id: number; email: string; name: string }

/** A verified member, made with the local API (no access checks). */
export async function createMember(payload: Payload, name = 'Member'): Promise<TestMember> {
  counter += 1
  const email = `member-${counter}-${Date.now()}@community.example`
  const member = await payload.create({
    collection: 'members',
    data: { email, password: MEMBER_PASSWORD, name: `${name} ${counter}`, locale: 'en', _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { id: member.id, email, name: member.name }
}

/** Logs a member in over REST and returns the token for `Authorization: JWT …` headers. */
export async function loginMember(email: string, password = MEMBER_PASSWORD): Promise<string> {
  const { api } = await import('./rest')
  const response = await api('POST', '/members/login', { body: { email, password } })
  if (response.status !== 200) throw new Error(`member login as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.token as string
}

/** A template image owned by the member (or by nobody), stored with the local API. */
export async function createTemplateImage(payload: Payload, owner: number | null, name = 'board.png'): Promise<number> {
  const image = await payload.create({
    collection: 'template-images',
    data: { owner, alt: name },
    file: await pngFile(`${counter++}-${name}`),
    overrideAccess: true,
  })
  return image.id
}

/** A selfie and a board image of the member's, as a template's `images` field takes them. */
export async function memberImages(payload: Payload, owner: number) {
  return [
    { type: 'selfie' as const, image: await createTemplateImage(payload, owner, 'selfie.png') },
    { type: 'board' as const, image: await createTemplateImage(payload, owner, 'board.png') },
  ]
}

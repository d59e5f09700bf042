import { createHmac, timingSafeEqual } from 'node:crypto'

import { DRAFT_MODE_COOKIE } from '@/domain/preview/draft-mode'

import { env } from './env'

/*
 * Signed with a key derived from PAYLOAD_SECRET and naming the staff session, so it ends with the
 * session; Next's own draft mode would hand every previewer the build's one constant.
 */

export type PreviewSession = { id: number | string; sid: string }

let key: Buffer | undefined

function sign(id: string, sid: string): string {
  key ??= createHmac('sha256', env().payloadSecret).update('staff-preview').digest()
  return createHmac('sha256', key).update(`users\n${id}\n${sid}`).digest('base64url')
}

const VALUE = /^v1\.(\d{1,12})\.([\w-]{8,64})\.([\w-]{43})$/

export function previewSecret({ id, sid }: PreviewSession): string {
  return `v1.${id}.${sid}.${sign(String(id), sid)}`
}

export function signedPreviewSession(value: string | undefined): PreviewSession | undefined {
  const match = VALUE.exec(value ?? '')
  if (!match) return undefined
  const [, id, sid, signature] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(sign(id, sid))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id: Number(id), sid } : undefined
}

export function isPreviewSecretOf(value: string | undefined, session: { id: number | string; sid?: unknown }): boolean {
  const named = signedPreviewSession(value)
  return Boolean(named && typeof session.sid === 'string' && String(named.id) === String(session.id) && named.sid === session.sid)
}

const ATTRIBUTES = (secure: boolean) => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]

export function previewSetCookie(session: PreviewSession, secure: boolean): string {
  return [`${DRAFT_MODE_COOKIE}=${previewSecret(session)}`, ...ATTRIBUTES(secure)].join('; ')
}

export function previewClearCookie(secure: boolean): string {
  return [`${DRAFT_MODE_COOKIE}=`, 'Max-Age=0', ...ATTRIBUTES(secure)].join('; ')
}

/**
 * Uploads over REST as the admin does: a multipart POST with the file and the document's
 * other fields as JSON in `_payload`, through the same route handler as tests/helpers/rest.ts.
 */
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'

import { type ApiResponse, SITE_ORIGIN } from './rest'

const post = REST_POST(config)

export type PngFile = { data: Buffer; mimetype: 'image/png'; name: string; size: number }

/** A tiny valid PNG, shaped for `payload.create({ file })`. */
export async function png(name: string): Promise<PngFile> {
  const data = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** POST `/api${path}` as multipart/form-data with `file` and `_payload`. */
export async function uploadFile(
  path: string,
  options: { file: PngFile; data: Record<string, unknown>; token?: string },
): Promise<ApiResponse> {
  const url = new URL(`/api${path}`, SITE_ORIGIN)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(options.file.data)], { type: options.file.mimetype }), options.file.name)
  form.append('_payload', JSON.stringify(options.data))
  const headers = new Headers()
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  const request = new Request(url, { method: 'POST', headers, body: form })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await post(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers }
}

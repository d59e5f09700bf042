/**
 * Multipart uploads through Payload's REST route handler, as the admin sends them: the file
 * in `file` and the other fields as JSON in `_payload`. Also a temporary media folder, so tests
 * never write into the project's own data folder.
 *
 * This module does not import the Payload config up front: a test file calls
 * useTemporaryDataDir() first, then imports the config (and tests/helpers/rest) dynamically.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import type { ApiResponse } from './rest'
import { makeTempDir } from './temp-dir'

/**
 * Points DATA_DIR (where media files are written) at a new temporary folder. Call it before the
 * Payload config is first imported; `restore` puts the environment back and removes the folder.
 */
export function useTemporaryDataDir(): { mediaDir: string; files: () => string[]; restore: () => void } {
  const dir = makeTempDir('orbit-test-data-')
  const previous = process.env.DATA_DIR
  process.env.DATA_DIR = dir.path
  const mediaDir = path.join(dir.path, 'media')
  return {
    mediaDir,
    files: () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []),
    restore: () => {
      if (previous === undefined) delete process.env.DATA_DIR
      else process.env.DATA_DIR = previous
      dir.remove()
    },
  }
}

/** A real PNG of the given size. */
export async function pngImage(width: number, height: number, colour = '#3366ff'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** A small PNG in the shape `payload.create({ file })` takes, for fixtures. */
export async function pngFile(name: string) {
  const data = await pngImage(2, 2, '#ffffff')
  return { data, mimetype: 'image/png' as const, name, size: data.length }
}

export type UploadFile = { data: Uint8Array; name: string; type: string }

type UploadOptions = {
  /** POST creates a document; PATCH replaces the file of an existing one (`/media/:id`). */
  method?: 'POST' | 'PATCH'
  /** Fields other than the file, sent as JSON in `_payload`. */
  data?: Record<string, unknown>
  token?: string
  headers?: Record<string, string>
}

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let handlers: Promise<Record<'POST' | 'PATCH', Handler>> | undefined

/** Payload's REST handlers, made on first use so that importing this module loads no config. */
function restHandlers() {
  handlers ??= Promise.all([import('@payload-config'), import('@payloadcms/next/routes'), import('@/infrastructure/rest-guard')]).then(
    ([{ default: config }, { REST_PATCH, REST_POST }, { guardRest }]) => ({
      // As the /api route serves them: behind the REST guard.
      POST: guardRest(REST_POST(config), config),
      PATCH: guardRest(REST_PATCH(config), config),
    }),
  )
  return handlers
}

/** Sends a multipart form with one file to a REST path such as `/media`. */
export async function upload(apiPath: string, file: UploadFile, options: UploadOptions = {}): Promise<ApiResponse> {
  const url = new URL(`/api${apiPath}`, 'http://localhost:3000')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  if (options.data !== undefined) form.append('_payload', JSON.stringify(options.data))
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  const method = options.method ?? 'POST'
  const request = new Request(url, { method, headers, body: form })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await (await restHandlers())[method](request, { params: Promise.resolve({ slug }) })
  // Imported late, like the handlers: tests/helpers/rest loads the Payload config.
  const { readResponse } = await import('./rest')
  return readResponse(response)
}

/**
 * Calls Payload's REST API through the same route handlers Next.js serves at /api, in
 * process: requests go through authentication, CSRF checks, access control and hooks.
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '@/infrastructure/rest-guard'

export const SITE_ORIGIN = 'http://localhost:3000'

// As src/app/(payload)/api/[...slug]/route.ts serves them: behind the REST guard.
const handlers = {
  GET: guardRest(REST_GET(config), config),
  POST: guardRest(REST_POST(config), config),
  PATCH: guardRest(REST_PATCH(config), config),
  DELETE: guardRest(REST_DELETE(config), config),
  PUT: guardRest(REST_PUT(config), config),
  OPTIONS: guardRest(REST_OPTIONS(config), config),
}

type Options = {
  body?: unknown
  /** Sent as it is, instead of `body` as JSON (give its Content-Type in `headers`). */
  rawBody?: string
  token?: string
  headers?: Record<string, string>
}

// Tests read any JSON a handler answers, as deep as they need.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResponse = { status: number; body: any; headers: Headers }

export async function api(method: keyof typeof handlers, path: string, options: Options = {}): Promise<ApiResponse> {
  const url = new URL(`/api${path}`, SITE_ORIGIN)
  const headers = new Headers(options.headers)
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  const request = new Request(url, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  return readResponse(response)
}

/** A route handler's answer with its body parsed as JSON when it is JSON. */
export async function readResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers }
}

/** Logs in and returns the token for `Authorization: JWT …` headers. */
export async function login(email: string, password: string): Promise<string> {
  const response = await api('POST', '/users/login', { body: { email, password } })
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.token as string
}

import { requestPathProblem } from '@/domain/routing/request-target'

import { mediaType, problem } from './http'
import { readBytesWithLimit } from './request-body'

/** Checks Payload's own parsing would otherwise turn into a 500; query rules that need fields live in src/cms/hooks/guard-queries.ts. */

export const MAX_REST_JSON_BYTES = 2 * 1024 * 1024
/** The 10 MB upload limit plus room for the other fields. */
export const MAX_REST_MULTIPART_BYTES = 11 * 1024 * 1024

/** Payload reads these with JSON.parse when sent as one string (`?where={...}`). */
const JSON_PARAMS = ['where', 'data'] as const

const CONTROL = /[\u0000-\u001f\u007f]/

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

export function refuseMalformedQuery(url: URL): Response | undefined {
  for (const name of JSON_PARAMS) {
    const values = url.searchParams.getAll(name)
    for (const value of values) {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        return problem(400, `"${name}" must be a JSON object or use brackets, such as ${name}[title][equals]=Pricing.`)
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return problem(400, `"${name}" must be a JSON object.`)
    }
  }
  return undefined
}

async function checkedBody(request: Request): Promise<{ bytes: Uint8Array } | Response> {
  const type = mediaType(request.headers.get('content-type'))
  const multipart = type === 'multipart/form-data'
  const max = multipart ? MAX_REST_MULTIPART_BYTES : MAX_REST_JSON_BYTES
  const body = await readBytesWithLimit(request, max)
  if (body.kind === 'too-large') return problem(413, `The body may be at most ${max} bytes.`)
  if (body.kind === 'unreadable') return problem(400, 'The body could not be read.')
  if (body.bytes.byteLength === 0) return body
  if (multipart) {
    let form: FormData
    try {
      form = await new Request('http://body.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        body: body.bytes as BodyInit,
      }).formData()
    } catch {
      return problem(400, 'The body is not a valid multipart form.')
    }
    for (const value of form.values()) {
      if (typeof value !== 'string' && (CONTROL.test(value.name) || value.name.length > 255)) {
        return problem(400, 'A file name may not contain control characters or be longer than 255 characters.')
      }
    }
  } else if (type === 'application/json') {
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes))
    } catch {
      return problem(400, 'The body is not valid JSON.')
    }
    // Payload fails on a bare number.
    if (!json || typeof json !== 'object' || Array.isArray(json)) return problem(400, 'The body must be a JSON object.')
  }
  return body
}

/** `/api/constructor/…`: Payload's collection lookup finds the inherited property and fails with a 500. */
function namesInheritedProperty(url: URL): boolean {
  const slug = url.pathname.split('/')[2] ?? ''
  try {
    return decodeURIComponent(slug) in Object.prototype
  } catch {
    return false
  }
}

export function carriesSession(request: Request, cookiePrefix: string): boolean {
  if (request.headers.has('authorization')) return true
  const cookies = request.headers.get('cookie') ?? ''
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${cookiePrefix}-token=`))
}

/** The one kind of answer a CDN may keep. */
function isFile(url: URL): boolean {
  return /^\/api\/[^/]+\/file\//.test(url.pathname)
}

/** An API answer may depend on who asks (`/me`, drafts, a login's cookie): private unless an anonymous file download. */
function withCacheRule(response: Response, personal: boolean): Response {
  const setsCookie = response.headers.has('set-cookie')
  if (!personal && !setsCookie) return response
  try {
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  } catch {
    // A fetched response's headers are immutable.
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'private, no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

export function guardRest<Args>(handler: Handler<Args>, config: Promise<{ cookiePrefix: string }>): Handler<Args> {
  return async (request, args) => {
    const url = new URL(request.url)
    // The site's server refuses these first, but a request may reach the handler another way.
    const pathProblem = requestPathProblem(url.pathname)
    if (pathProblem) return problem(400, pathProblem)
    if (namesInheritedProperty(url)) return problem(404, 'Not found.')
    const malformed = refuseMalformedQuery(url)
    if (malformed) return malformed
    let forwarded = request
    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      const body = await checkedBody(request)
      if (body instanceof Response) return body
      forwarded = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body.bytes.byteLength > 0 ? (body.bytes as BodyInit) : undefined,
        signal: request.signal,
      })
    }
    const response = await handler(forwarded, args)
    const personal = !isFile(url) || carriesSession(request, (await config).cookiePrefix)
    return withCacheRule(response, personal)
  }
}

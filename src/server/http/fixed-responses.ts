import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isSharedCacheable } from './content-coding'

type Kept = { headers: OutgoingHttpHeaders; body: Buffer }
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

/**
 * Responses that are the same for every request for the life of the process, such as
 * `/robots.txt` (its text comes from SERVER_URL alone): the first request of each goes through
 * Next, which gives it its headers; later ones get a copy of that response without Next.
 *
 * Why: a static file costs Payload's website template about 0.35 ms of CPU, and the same few
 * bytes from a cached Next route handler cost about 1.3 ms, in Next's router. Only paths listed
 * here are kept, and only a response every visitor may share: a 200 to a GET, cacheable by shared
 * caches, without a cookie, uncompressed, at most 64 kB. A conditional request always goes to Next.
 */
export class FixedResponses {
  private readonly kept = new Map<string, Kept>()

  constructor(private readonly paths: ReadonlySet<string>) {}

  /** Answers `request` from its kept copy (true), or arranges to keep Next's answer (false). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const path = request.url
    if (!path || !this.paths.has(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    if (request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined) return false
    // The security headers depend on these (HSTS over https, a draft-mode cookie's own policy):
    // a request with cookies goes to Next, and each scheme has its own copy.
    if (request.headers.cookie !== undefined) return false
    const key = `${String(request.headers['x-forwarded-proto'] ?? '')} ${path}`
    const kept = this.kept.get(key)
    if (kept) {
      response.writeHead(200, kept.headers)
      response.end(request.method === 'HEAD' ? undefined : kept.body)
      return true
    }
    if (request.method === 'GET') this.keepWhenShareable(key, response)
    return false
  }

  private keepWhenShareable(key: string, response: ServerResponse): void {
    // Next writes a route handler's body in pieces, after writeHead: both are watched.
    const pieces: Buffer[] = []
    let size = 0
    let headers: OutgoingHttpHeaders | undefined
    const snapshot = (extra?: unknown) => {
      headers ??= { ...response.getHeaders(), ...(isHeaderObject(extra) ? lowerCased(extra) : {}) }
    }
    const piece = (chunk: unknown, encoding: unknown): boolean => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return true
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk
      if (!(bytes instanceof Uint8Array)) return false
      pieces.push(Buffer.from(bytes))
      size += bytes.length
      return size <= MAX_KEPT_BYTES
    }
    let keepable = true
    const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      snapshot(rest.find((arg) => typeof arg === 'object'))
      return writeHead(status, ...rest)
    }) as ServerResponse['writeHead']
    const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      snapshot()
      keepable &&= piece(chunk, rest[0])
      return write(chunk, ...rest)
    }) as ServerResponse['write']
    const end = response.end.bind(response) as End
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      snapshot()
      keepable &&= piece(chunk, encoding)
      const cacheControl = headers?.['cache-control']
      const shareable =
        keepable &&
        response.statusCode === 200 &&
        headers !== undefined &&
        headers['set-cookie'] === undefined &&
        headers['content-encoding'] === undefined &&
        isSharedCacheable(typeof cacheControl === 'string' ? cacheControl : undefined)
      if (shareable) {
        const body = Buffer.concat(pieces)
        const { 'transfer-encoding': _chunked, ...rest } = headers!
        this.kept.set(key, { headers: { ...rest, 'content-length': body.length }, body })
      }
      return end(chunk, encoding, callback)
    }) as ServerResponse['end']
  }
}

/** Larger responses are not fixed files: they are left to Next. */
const MAX_KEPT_BYTES = 64 * 1024

function isHeaderObject(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}

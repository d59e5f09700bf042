import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { everyVisitorMayShare, watchWholeResponse } from './whole-response'

type Kept = { headers: OutgoingHttpHeaders; body: Buffer }

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
    const { headers } = request
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined || headers.range !== undefined) return false
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
    watchWholeResponse(response, {
      maxBytes: MAX_KEPT_BYTES,
      wanted: everyVisitorMayShare,
      kept: ({ headers, body }) => {
        const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
        const { 'transfer-encoding': _chunked, ...rest } = headers
        this.kept.set(key, { headers: { ...rest, 'content-length': bytes.length }, body: bytes })
      },
    })
  }
}

/** Larger responses are not fixed files: they are left to Next. */
const MAX_KEPT_BYTES = 64 * 1024

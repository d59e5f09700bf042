import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { everyVisitorMayShare, watchWholeResponse } from './whole-response'

type Kept = { headers: OutgoingHttpHeaders; body: Buffer }

/**
 * The first request of each goes through Next, which gives it its headers; later ones get a copy
 * without Next's router, which costs several times a static file. Only responses every visitor may share.
 */
export class FixedResponses {
  private readonly kept = new Map<string, Kept>()

  constructor(private readonly paths: ReadonlySet<string>) {}

  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const path = request.url
    if (!path || !this.paths.has(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    const { headers } = request
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined || headers.range !== undefined) return false
    // The security headers depend on cookies (a draft-mode cookie's own policy) and on the scheme (HSTS).
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

const MAX_KEPT_BYTES = 64 * 1024

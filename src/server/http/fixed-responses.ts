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
 * caches, without a cookie, written in one piece. A conditional request always goes to Next.
 */
export class FixedResponses {
  private readonly kept = new Map<string, Kept>()

  constructor(private readonly paths: ReadonlySet<string>) {}

  /** Answers `request` from its kept copy (true), or arranges to keep Next's answer (false). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const path = request.url
    if (!path || !this.paths.has(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    if (request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined) return false
    const kept = this.kept.get(path)
    if (kept) {
      response.writeHead(200, kept.headers)
      response.end(request.method === 'HEAD' ? undefined : kept.body)
      return true
    }
    if (request.method === 'GET') this.keepWhenShareable(path, response)
    return false
  }

  private keepWhenShareable(path: string, response: ServerResponse): void {
    let pieces = 0
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    response.write = ((...args: unknown[]) => {
      pieces += 1
      return write(...args)
    }) as ServerResponse['write']
    const end = response.end.bind(response) as End
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk
      const headers = response.getHeaders()
      const shareable =
        pieces === 0 &&
        !response.headersSent &&
        response.statusCode === 200 &&
        Buffer.isBuffer(body) &&
        headers['set-cookie'] === undefined &&
        isSharedCacheable(typeof headers['cache-control'] === 'string' ? headers['cache-control'] : undefined)
      if (shareable) this.kept.set(path, { headers: { ...headers, 'content-length': body.length }, body })
      return end(chunk, encoding, callback)
    }) as ServerResponse['end']
  }
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { BytesBoundedMap } from './bytes-bounded-map'
import { isSharedCacheable } from './content-coding'

type Kept = { headers: OutgoingHttpHeaders; body: string; until: number; bytes: number }
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

/**
 * The cached pages this process served in the last moment, answered again without Next for
 * visitors who bring nothing personal: what nginx's short shared cache does in front of several
 * instances (deploy/nginx.conf), inside each instance.
 *
 * Why: a page from Next's cache still costs about 1 ms of CPU in Next's router, proxy and cache
 * read, several times what writing the same bytes costs; under load most requests are for the
 * same few pages.
 *
 * What may be answered: a GET without cookies, credentials, conditions or Next's client-router
 * headers, the request a first-time visitor, a crawler or a link preview makes, keyed as nginx
 * keys its cache (scheme, host, address with query, the visitor's country header). A visitor
 * with cookies (A/B assignments, language choice, consent, preview, a customer's cookies) always
 * goes to Next. What is kept: a whole HTML page that every visitor may share (a 200 that shared
 * caches may keep, without Set-Cookie, as Next sends a page from its cache).
 *
 * How it stays fresh: a copy lives `ttlMs` (half a second, which at a few hundred requests a
 * second is still nearly every request), and every write handled by this process (a publish, a
 * settings save, a form) forgets them all. A publish made through another instance reaches this
 * one's visitors at most `ttlMs` later than it reaches Next's cache.
 */
export class RecentPages {
  private readonly kept: BytesBoundedMap<string, Kept>
  private readonly countryHeader: string
  private readonly ttlMs: number
  private readonly now: () => number

  constructor(options: {
    /** The visitor's country header (VISITOR_COUNTRY_HEADER), part of the key as in nginx's. */
    countryHeader: string
    ttlMs?: number
    maxBytes?: number
    now?: () => number
  }) {
    this.countryHeader = options.countryHeader.toLowerCase()
    this.ttlMs = options.ttlMs ?? 500
    this.kept = new BytesBoundedMap(options.maxBytes ?? 16 * 1024 * 1024)
    this.now = options.now ?? Date.now
  }

  /** Answers `request` from a recent copy (true), or arranges to keep Next's answer (false). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const key = this.keyOf(request)
    if (key === undefined) return false
    const kept = this.kept.get(key)
    if (kept && kept.until > this.now()) {
      response.statusCode = 200
      for (const [name, value] of Object.entries(kept.headers)) if (value !== undefined) response.setHeader(name, value)
      // As Next hands a cached page over: one string, which the server's encoder compresses once.
      response.end(kept.body)
      return true
    }
    if (kept) this.kept.delete(key)
    this.keepWhenShareable(key, response)
    return false
  }

  /** Forgets every copy: something was written, and any page may show it. */
  forget(): void {
    this.kept.clear()
  }

  private keyOf(request: IncomingMessage): string | undefined {
    const { method, url, headers } = request
    if (method !== 'GET' || !url || !url.startsWith('/') || isInternalPath(url)) return undefined
    for (const name of Object.keys(headers)) if (PERSONAL_HEADERS.has(name) || name.startsWith('next-')) return undefined
    const country = headers[this.countryHeader]
    return [headers['x-forwarded-proto'] ?? '', headers.host ?? '', url, Array.isArray(country) ? country.join(',') : (country ?? '')].join('|')
  }

  private keepWhenShareable(key: string, response: ServerResponse): void {
    const end = response.end.bind(response) as End
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk === 'string' && !response.headersSent && response.statusCode === 200 && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))) {
        const headers = response.getHeaders()
        const cacheControl = headers['cache-control']
        const html = String(headers['content-type'] ?? '').startsWith('text/html')
        // A stale copy is what Next hands over while it renders the page afresh: not worth keeping.
        const stale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE'
        if (
          html &&
          !stale &&
          headers['set-cookie'] === undefined &&
          headers['content-encoding'] === undefined &&
          isSharedCacheable(typeof cacheControl === 'string' ? cacheControl : undefined)
        ) {
          const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers
          this.kept.set(key, { headers: rest, body: chunk, until: this.now() + this.ttlMs, bytes: chunk.length * 2 })
        }
      }
      return end(chunk, encoding, callback)
    }) as ServerResponse['end']
  }
}

/**
 * Request headers that make an answer personal or not a page: credentials, conditions (Next
 * answers those with a 304 of its own), and the client router's `rsc` (a page's data, not its HTML).
 */
const PERSONAL_HEADERS: ReadonlySet<string> = new Set(['cookie', 'authorization', 'if-none-match', 'if-modified-since', 'range', 'rsc'])

/** The admin, the API and Next's own files (under the /nhp asset prefix too): never pages. */
function isInternalPath(url: string): boolean {
  return /^\/(?:api|admin|_next|nhp)(?:[/?]|$)/.test(url)
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { BytesBoundedMap } from './bytes-bounded-map'
import { mediaType } from './content-coding'
import { everyVisitorMayShare, watchWholeResponse } from './whole-response'

type Kept = { headers: OutgoingHttpHeaders; body: string; until: number; bytes: number }

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
 * goes to Next. What is kept: a whole page or the sitemap that every visitor may share (a 200
 * that shared caches may keep, without Set-Cookie, as Next sends a page from its cache).
 *
 * How it stays fresh: a copy lives `ttlMs` (half a second, which at a few hundred requests a
 * second is still nearly every request), and every write handled by this process that may change
 * a page (a publish, a settings save) forgets them all. Once a copy's time is over, one request asks
 * Next for the next, and the others get the copy before it until that answer has gone out (for
 * `graceMs` at most). A publish made through another instance reaches this one's visitors at most
 * `ttlMs` later than it reaches Next's cache, plus the time Next takes to answer for it.
 */
export class RecentPages {
  private readonly kept: BytesBoundedMap<string, Kept>
  private readonly countryHeader: string
  private readonly ttlMs: number
  private readonly now: () => number
  private readonly graceMs: number
  /** The request each key's next copy will come from, while Next answers it. */
  private readonly asking = new Map<string, ServerResponse>()
  /** Counts the writes that forgot every copy. */
  private generation = 0

  constructor(options: {
    /** The visitor's country header (VISITOR_COUNTRY_HEADER), part of the key as in nginx's. */
    countryHeader: string
    ttlMs?: number
    /** How long past `ttlMs` a copy may still be answered while Next makes the next one. */
    graceMs?: number
    maxBytes?: number
    now?: () => number
  }) {
    this.countryHeader = options.countryHeader.toLowerCase()
    this.ttlMs = options.ttlMs ?? 500
    this.graceMs = options.graceMs ?? 2000
    this.kept = new BytesBoundedMap(options.maxBytes ?? 16 * 1024 * 1024)
    this.now = options.now ?? Date.now
  }

  /** Answers `request` from a recent copy (true), or arranges to keep Next's answer (false). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const key = this.keyOf(request)
    if (key === undefined) return false
    const kept = this.kept.get(key)
    const now = this.now()
    if (kept && (kept.until > now || (this.asking.has(key) && kept.until + this.graceMs > now))) {
      response.statusCode = 200
      for (const [name, value] of Object.entries(kept.headers)) if (value !== undefined) response.setHeader(name, value)
      // As Next hands a cached page over: one string, which the server's encoder compresses once.
      response.end(kept.body)
      return true
    }
    this.askNext(key, response)
    return false
  }

  /** Forgets every copy: something was written, and any page may show it. */
  forget(): void {
    this.kept.clear()
    this.generation += 1
  }

  /**
   * Keeps Next's answer to `response` if every visitor may share it. Until it has gone out, the
   * copy before it is answered instead of asking Next again: under load, every request in that
   * moment would otherwise go to Next (fifty of them, each gzipping the 450 kB sitemap).
   */
  private askNext(key: string, response: ServerResponse): void {
    // Another request is asking already: its answer will be the copy, this one's is not collected too.
    if (this.asking.has(key)) return
    const generation = this.generation
    const before = this.kept.get(key)
    let replaced = false
    this.asking.set(key, response)
    watchWholeResponse(response, {
      maxBytes: MAX_KEPT_BYTES,
      wanted: (status, headers) =>
        everyVisitorMayShare(status, headers) &&
        KEPT_TYPES.has(mediaType(String(headers['content-type'] ?? ''))) &&
        // A stale copy is what Next hands over while it renders the page afresh: not worth keeping.
        String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'STALE',
      kept: ({ headers, body }) => {
        // Something was written since this request reached Next: its answer may not show it.
        if (generation !== this.generation) return
        // Kept as text, as Next hands a cached page over, so the server's encoder compresses it once.
        const text = typeof body === 'string' ? body : body.toString('utf8')
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers
        this.kept.set(key, { headers: rest, body: text, until: this.now() + this.ttlMs, bytes: text.length * 2 })
        replaced = true
      },
      settled: () => {
        this.asking.delete(key)
        // Next's answer was not one to keep (the page unpublished or made personal, a stale or cut-off
        // answer, one begun before a write): the copy before it is not answered any more either.
        if (!replaced && before && this.kept.get(key) === before) this.kept.delete(key)
      },
    })
  }

  private keyOf(request: IncomingMessage): string | undefined {
    const { method, url, headers } = request
    if (method !== 'GET' || !url || !url.startsWith('/') || isInternalPath(url)) return undefined
    for (const name of Object.keys(headers)) if (PERSONAL_HEADERS.has(name) || name.startsWith('next-')) return undefined
    const country = headers[this.countryHeader]
    return [headers['x-forwarded-proto'] ?? '', headers.host ?? '', url, Array.isArray(country) ? country.join(',') : (country ?? '')].join('|')
  }
}

/**
 * What is kept: pages, and the sitemap, which Next writes in pieces from its route handler and
 * which is the largest answer the site gives (every page in every language, with its alternates).
 */
const KEPT_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xml'])

/** Larger answers are streamed by Next as they are rendered, and left to it. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024

/**
 * Request headers that make an answer personal or not a page: credentials, conditions (Next
 * answers those with a 304 of its own), and the client router's `rsc` (a page's data, not its HTML).
 */
const PERSONAL_HEADERS: ReadonlySet<string> = new Set(['cookie', 'authorization', 'if-none-match', 'if-modified-since', 'range', 'rsc'])

/** The admin, the API and Next's own files (under the /nhp asset prefix too): never pages. */
function isInternalPath(url: string): boolean {
  return /^\/(?:api|admin|_next|nhp)(?:[/?]|$)/.test(url)
}

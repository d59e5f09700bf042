import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { BytesBoundedMap } from './bytes-bounded-map'
import type { EncodedBodies, EncodedBody } from './encoded-bodies'
import { mediaType } from '@/infrastructure/http'
import { rewriteTargetOf } from './next-adapter'
import { everyVisitorMayShare, watchWholeResponse } from './whole-response'

type Kept = { headers: OutgoingHttpHeaders; body: EncodedBody; until: number; bytes: number }

/** Undefined: only Next may answer. `target` is the route Next must have rewritten to for its answer to be kept. */
export type CopyView = {
  key: string
  target: string | undefined
  collect: boolean
  headers: (kept: OutgoingHttpHeaders) => OutgoingHttpHeaders
  answered?: () => void
}

/**
 * Cached pages served lately, answered again without Next (nginx's cache, inside each instance): a
 * page from Next's cache still costs its router, proxy and cache read. A publish on any instance
 * forgets them all (publish-channel.ts), so their lifetime only bounds a missed signal. Once a copy
 * expires, one request asks Next and the others get the old copy until it answers. A copy is
 * the page compressed, from `bodies`, and is answered through the response encoder
 * (whole-body-encoding.ts).
 */
export class RecentPages {
  private readonly kept: BytesBoundedMap<string, Kept>
  private readonly ttlMs: number
  private readonly now: () => number
  private readonly graceMs: number
  private readonly view: (request: IncomingMessage) => CopyView | undefined
  private readonly bodies: EncodedBodies
  private readonly asking = new Map<string, ServerResponse>()
  private generation = 0

  constructor(options: {
    view: (request: IncomingMessage) => CopyView | undefined
    bodies: EncodedBodies
    ttlMs?: number
    graceMs?: number
    maxBytes?: number
    now?: () => number
  }) {
    this.view = options.view
    this.bodies = options.bodies
    this.ttlMs = options.ttlMs ?? COPY_LIFETIME_MS
    this.graceMs = options.graceMs ?? 2000
    this.kept = new BytesBoundedMap(options.maxBytes ?? COPIES_MAX_BYTES)
    this.now = options.now ?? Date.now
  }

  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false
    const view = this.view(request)
    if (view === undefined) return false
    const kept = this.kept.get(view.key)
    const now = this.now()
    if (kept && (kept.until > now || (this.asking.has(view.key) && kept.until + this.graceMs > now))) {
      response.statusCode = 200
      for (const [name, value] of Object.entries(view.headers(kept.headers))) if (value !== undefined) response.setHeader(name, value)
      // For operators and tests, as nginx's X-Cache-Status: which answers never reached Next.
      response.setHeader(COPY_HEADER, 'hit')
      view.answered?.()
      // The encoder sends the coding the visitor accepts, made once for every copy of this page.
      response.end(kept.body)
      return true
    }
    if (view.collect) this.askNext(view, response)
    return false
  }

  forget(): void {
    this.kept.clear()
    this.generation += 1
  }

  /** Until Next's answer has gone out, the old copy is answered: otherwise every request in that moment would reach Next. */
  private askNext({ key, target }: CopyView, response: ServerResponse): void {
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
        // Only what Next answers from its cache, so a copy says what Next would say: a MISS is followed
        // by HITs, and a STALE page is being rendered afresh.
        ['', 'HIT'].includes(String(headers['x-nextjs-cache'] ?? '').toUpperCase()) &&
        // The proxy may have decided otherwise than the view did (a snapshot a moment newer).
        rewriteTargetOf(headers) === target,
      kept: ({ headers, body }) => {
        if (generation !== this.generation) return
        const page = typeof body === 'string' ? this.bodies.of(body) : this.bodies.ofBytes(body)
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers
        this.kept.set(key, { headers: rest, body: page, until: this.now() + this.ttlMs, bytes: page.bytes })
        replaced = true
      },
      settled: () => {
        this.asking.delete(key)
        // Next's answer was not one to keep: the old copy must not be answered either.
        if (!replaced && before && this.kept.get(key) === before) this.kept.delete(key)
      },
    })
  }
}

export const COPY_HEADER = 'x-page-copy'

export const COPY_LIFETIME_MS = 30_000

/** A page is 8 to 25 kB in gzip (40 to 250 kB as it is): some hundreds of pages. */
export const COPIES_MAX_BYTES = 16 * 1024 * 1024

/** The sitemap is the largest answer the site gives. */
const KEPT_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xml'])

/** Larger answers Next streams as it renders them. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024

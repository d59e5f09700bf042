import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { randomUUID } from 'node:crypto'

import { resolveClientAddress, type TrustedProxies } from '@/domain/client-key'
import { DRAFT_MODE_COOKIE } from '@/domain/preview/draft-mode'
import type { RoutingTable } from '@/domain/routing/site-routing'
import { decideVisit, sharedPageTarget, type VisitEvent } from '@/domain/routing/visit-decision'
import { onPagesChanged } from '@/infrastructure/pages-changed.mjs'
import { expireRoutingTable } from '@/infrastructure/routing-snapshot'

import { EncodedBodies } from './encoded-bodies'
import { FixedResponses } from './fixed-responses'
import { headersAfterProxy, proxyAnswerHeaders, proxyRunsFor, visitRequestOf, withProductFramingPolicy } from './next-adapter'
import { RecentPages, type CopyView } from './recent-pages'
import { answerRefusedRequest, withoutNextInternalSignals } from './request-gate'
import { responseEncoding } from './whole-body-encoding'

type Settings = {
  trustedProxies: TrustedProxies
  visitorCountryHeader: string
  publicHostname: string
  routingTable: () => RoutingTable | undefined
  reportEvents: (events: readonly VisitEvent[]) => void
  publicFiles?: readonly string[]
  pageCopies?: boolean
  now?: () => number
}
type Handle = (request: IncomingMessage, response: ServerResponse) => void

/** What the site's server does before Next, and what it answers without Next. */
export function sitePipeline(handle: Handle, settings: Settings) {
  const { trustedProxies, publicFiles, now } = settings
  const bodies = new EncodedBodies(ENCODED_BODIES_MAX_BYTES, DECOMPRESSED_BODIES_MAX_BYTES)
  const encode = responseEncoding(bodies)
  // Only what depends on the process's settings alone (the sitemap changes on publish).
  const fixed = new FixedResponses(new Set(['/robots.txt', ...(publicFiles ?? [])]))
  const view = copyView(settings)
  const recent = new RecentPages({ view: settings.pageCopies === false ? () => undefined : view, bodies, now })
  let publishes = 0
  onPagesChanged((where) => {
    if (where === 'here') publishes += 1
    recent.forget()
    expireRoutingTable()
  })
  const staticFiles = new Set(publicFiles)

  return (request: IncomingMessage, response: ServerResponse): void => {
    // Request lines Next would answer with a 500, and Next's own signals from outside.
    if (answerRefusedRequest(request, response, staticFiles)) return
    withoutNextInternalSignals(request)
    withClientAddress(request, trustedProxies)
    withoutInternalHeaders(response)
    // Next refreshes its cache as the publishing request ends: copies kept meanwhile go too.
    if (!READS.has(request.method ?? 'GET')) {
      const before = publishes
      response.once('close', () => {
        if (publishes !== before) recent.forget()
      })
    }
    encode(request, response, () => {
      if (!fixed.answer(request, response) && !recent.answer(request, response)) handle(request, response)
    })
  }
}

/** Cached pages in gzip and brotli (README's memory section). */
const ENCODED_BODIES_MAX_BYTES = 16 * 1024 * 1024

/** The few pages clients ask for without compression lately, decompressed. */
const DECOMPRESSED_BODIES_MAX_BYTES = 4 * 1024 * 1024

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Only Next may answer these: credentials, conditions and ranges, and its own router's headers. */
const PASSED_ON: ReadonlySet<string> = new Set([
  'authorization',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
  'rsc',
])
const PASSED_ON_PREFIXES = ['next-', 'x-middleware-', 'x-prerender-', 'x-nextjs-']

const UNPROXIED_COPIES: ReadonlySet<string> = new Set(['/sitemap.xml'])

/** Keyed and answered as the proxy would (decideVisit, and the scheme for HSTS), so a copy never changes an answer. */
function copyView({ visitorCountryHeader, publicHostname, routingTable, reportEvents }: Settings) {
  const countryHeader = visitorCountryHeader.toLowerCase()
  return (request: IncomingMessage): CopyView | undefined => {
    for (const name of Object.keys(request.headers)) {
      if (PASSED_ON.has(name) || PASSED_ON_PREFIXES.some((prefix) => name.startsWith(prefix))) return undefined
    }
    const scheme = String(request.headers['x-forwarded-proto'] ?? '')
    const visit = visitRequestOf(request)
    if (!visit || visit.cookie(DRAFT_MODE_COOKIE) !== undefined) return undefined
    if (UNPROXIED_COPIES.has(visit.pathname)) return { key: `${scheme}|${request.url}`, target: undefined, collect: true, headers: (kept) => kept }
    if (!proxyRunsFor(visit.pathname)) return undefined
    const table = routingTable()
    if (!table) return undefined
    const decision = decideVisit(visit, { table, countryHeader, publicHostname, now: new Date(), newVisitorId: () => randomUUID() })
    const target = sharedPageTarget(decision)
    if (target === undefined) return undefined
    return {
      key: `${scheme}|${target}`,
      target,
      // A personal answer (cookies set, a variant of the visitor's own) is no page to keep for others.
      collect: !decision.personal,
      headers: (kept) => headersAfterProxy(kept, withProductFramingPolicy(proxyAnswerHeaders(decision), visit.pathname, table, decision.preview)),
      answered: decision.events.length > 0 ? () => reportEvents(decision.events) : undefined,
    }
  }
}

/** X-Forwarded-For replaced by the address resolved under TRUSTED_PROXIES (src/domain/client-key.ts). */
export function withClientAddress(request: IncomingMessage, trustedProxies: TrustedProxies): void {
  request.headers['x-forwarded-for'] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies)
}

/** They tell a visitor how the site is built inside; Next's App Router client reads none of them. */
const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const

function withoutInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse
  // Node writes implicit headers through writeHead too, so this sees every response.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of INTERNAL_HEADERS) response.removeHeader(name)
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
    for (const name of INTERNAL_HEADERS) if (headers) delete headers[name]
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

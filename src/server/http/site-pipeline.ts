import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { COLLECTOR_PATH } from '@/analytics/tracker/config'
import { resolveClientAddress, type TrustedProxies } from '@/domain/client-key'
import { CONSENT_ENDPOINT } from '@/domain/consent'

import { EncodedBodies } from './encoded-bodies'
import { FixedResponses } from './fixed-responses'
import { RecentPages } from './recent-pages'
import { responseEncoding } from './whole-body-encoding'

type Settings = {
  trustedProxies: TrustedProxies
  visitorCountryHeader: string
  /** The addresses of `public/`'s files, answered as fixed responses too (production only). */
  publicFiles?: readonly string[]
  now?: () => number
}
type Handle = (request: IncomingMessage, response: ServerResponse) => void

/**
 * Every request's way through the site's server (src/server/cli/serve.ts) before Next, and what
 * it skips Next for: the client's address resolved from the socket, Next's internal headers
 * removed, whole bodies encoded once, fixed responses and recent cached pages answered here.
 */
export function sitePipeline(handle: Handle, { trustedProxies, visitorCountryHeader, publicFiles, now }: Settings) {
  // A cached page, its text and its two compressed copies take about 0.3 MB: this keeps the pages
  // visitors ask for most, in their languages and variants.
  const encode = responseEncoding(new EncodedBodies(48 * 1024 * 1024))
  // Only what depends on the process's settings alone: robots.txt is made from SERVER_URL. (The
  // sitemap changes when a page is published, so it is not one of them.)
  const fixed = new FixedResponses(new Set(['/robots.txt', ...(publicFiles ?? [])]))
  const recent = new RecentPages({ countryHeader: visitorCountryHeader, now })

  return (request: IncomingMessage, response: ServerResponse): void => {
    withClientAddress(request, trustedProxies)
    withoutInternalHeaders(response)
    // A publish, a settings save: once it is done, no recent copy of a page is answered again.
    if (mayChangePages(request.method, request.url)) response.once('close', () => recent.forget())
    encode(request, response, () => {
      if (!fixed.answer(request, response) && !recent.answer(request, response)) handle(request, response)
    })
  }
}

/** Methods that only read: any other may have changed what a page shows. */
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The posts a page's visitors send as they read it, which change nothing a page shows: the
 * tracker's events, the consent record, a lead sent by the form's script
 * (src/app/(payload)/api/forms/[form]/route.ts; one posted without JavaScript is a server action
 * to the page's own address, and forgets, as any may) and the gallery's counts
 * (api/templates/[id]/route.ts, which go around Payload and refresh nothing).
 */
const VISITOR_POSTS: readonly string[] = [COLLECTOR_PATH, CONSENT_ENDPOINT, '/api/forms/', '/api/templates/']

/**
 * Whether a request may change what a page shows: any write but a visitor's post. Those come with
 * every page view; forgetting every recent copy for each of them would leave the copies all but
 * useless.
 */
export function mayChangePages(method: string | undefined, url: string | undefined): boolean {
  if (READS.has(method ?? 'GET')) return false
  if (method !== 'POST') return true
  // As Next reads the address: `/api/forms/../pages/1` is `/api/pages/1`.
  let path: string
  try {
    path = new URL(url ?? '/', 'http://site').pathname
  } catch {
    return true
  }
  return !VISITOR_POSTS.some((visitorPost) => (visitorPost.endsWith('/') ? path.startsWith(visitorPost) : path === visitorPost))
}

/**
 * X-Forwarded-For replaced by the one client address resolved from the socket under
 * TRUSTED_PROXIES (src/domain/client-key.ts): the socket's own address unless it is a trusted proxy.
 */
export function withClientAddress(request: IncomingMessage, trustedProxies: TrustedProxies): void {
  request.headers['x-forwarded-for'] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies)
}

/**
 * Headers Next sets for its own router that tell a visitor how the site is built inside (the
 * proxy's rewrite target, with its variant segment). Its App Router client reads none of them.
 */
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

import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { RequestCookies, ResponseCookies } from 'next/dist/server/web/spec-extension/cookies.js'

import { DRAFT_MODE_COOKIE } from '@/domain/preview/draft-mode'
import { isProductFramedPath } from '@/domain/routing/framed-pages'
import type { RoutingTable } from '@/domain/routing/site-routing'
import type { VisitDecision, VisitRequest } from '@/domain/routing/visit-decision'
import { signedPreviewSession } from '@/infrastructure/preview-secret'
import { productFramedPageHeaders } from '@/infrastructure/security-headers'

/*
 * What the proxy and the server's page copies must agree on of Next's internals, in one place;
 * tests/stage/caches.stage.ts compares them with Next itself, so an upgrade that changes one fails there.
 */

/** Where Next says which page a proxied request was rewritten to. */
export const PROXY_REWRITE_HEADER = 'x-middleware-rewrite'

/** Next keeps these for itself instead of sending them (next/dist/server/lib/router-utils/resolve-routes.js). */
const NEXT_OWN_HEADERS: ReadonlySet<string> = new Set([
  'content-length',
  'x-middleware-rewrite',
  'x-middleware-redirect',
  'x-middleware-refresh',
  'x-middleware-next',
  'x-middleware-set-cookie',
  'x-middleware-override-headers',
])

/** Undefined when Next would not hand the proxy the address as it came (it redirects `/crm/`, resolves dot segments first). */
export function visitRequestOf(request: IncomingMessage): VisitRequest | undefined {
  const raw = request.url ?? ''
  const query = raw.indexOf('?')
  const rawPath = query === -1 ? raw : raw.slice(0, query)
  if (!rawPath.startsWith('/') || rawPath.includes('//') || (rawPath.length > 1 && rawPath.endsWith('/'))) return undefined
  let url: URL
  try {
    url = new URL(raw, 'http://site')
  } catch {
    return undefined
  }
  if (url.pathname !== rawPath) return undefined
  const headers = request.headers
  const cookies = new RequestCookies(new Headers(headers.cookie === undefined ? undefined : { cookie: headers.cookie }))
  return {
    method: request.method ?? 'GET',
    pathname: url.pathname,
    search: url.search,
    host: headers.host ?? '',
    preview: signedPreviewSession(cookies.get(DRAFT_MODE_COOKIE)?.value) !== undefined,
    cookie: (name) => cookies.get(name)?.value,
    header: (name) => {
      const value = headers[name]
      return Array.isArray(value) ? value.join(', ') : (value ?? null)
    },
  }
}

/** The page a proxied answer was rendered from, as Next names it on the way out. */
export function rewriteTargetOf(headers: OutgoingHttpHeaders): string | undefined {
  const value = headers[PROXY_REWRITE_HEADER]
  if (typeof value !== 'string') return undefined
  const query = value.indexOf('?')
  return query === -1 ? value : value.slice(0, query)
}

/** Cookies serialized as Next's own ResponseCookies does. */
export function proxyAnswerHeaders(decision: VisitDecision): Headers {
  const headers = new Headers()
  const cookies = new ResponseCookies(headers)
  for (const cookie of decision.cookies) cookies.set(cookie)
  // Next keeps a Cache-Control the proxy set on a rewritten page, while the cached HTML stays shared.
  if (decision.personal) headers.set('Cache-Control', 'private, no-store')
  // Staff previewing drafts: never indexed (this covers redirects, and forged cookies on cached pages).
  if (decision.preview) headers.set('X-Robots-Tag', 'noindex, nofollow')
  return headers
}

/**
 * The sync page's security headers, which next.config.ts leaves out: the hosts that may frame it
 * are Site settings, not build-time values. Both the proxy and the server's page copies set them.
 */
export function withProductFramingPolicy(headers: Headers, pathname: string, table: Pick<RoutingTable, 'frameAncestors'>, preview: boolean): Headers {
  if (!isProductFramedPath(pathname)) return headers
  const policy = productFramedPageHeaders({ isDev: process.env.NODE_ENV === 'development', frameAncestors: table.frameAncestors, preview })
  for (const [name, value] of Object.entries(policy)) headers.set(name, value)
  return headers
}

/** Each header the proxy set replaces the page's (Next does not override a set Cache-Control); Next's own stay out. */
export function headersAfterProxy(page: OutgoingHttpHeaders, proxy: Headers): OutgoingHttpHeaders {
  const merged: OutgoingHttpHeaders = { ...page }
  for (const [name, value] of proxy) {
    if (NEXT_OWN_HEADERS.has(name) || name === 'set-cookie') continue
    merged[name] = value
  }
  const cookies = proxy.getSetCookie()
  if (cookies.length > 0) merged['set-cookie'] = cookies
  return merged
}

/** src/proxy.ts's `config.matcher`, which Next needs as a literal (tests/unit/next-adapter.test.ts holds the two together). */
const PROXIED = /^\/(?!api\/|api$|admin|_next\/|nhp\/|healthz|proxy-snapshot|sitemap\.xml|robots\.txt|favicon\.ico)/

export function proxyRunsFor(pathname: string): boolean {
  return PROXIED.test(pathname)
}

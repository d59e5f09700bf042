import { NextResponse, type NextRequest } from 'next/server'

import { attributionChange, hasGlobalPrivacyControl, marketingAllowedForRequest } from '@/domain/attribution'
import { COOKIE_NAMES, cookieAttributes, cookieDefinition } from '@/domain/cookies'
import { consentRegion, routeRequest, type RoutingTable, type Visitor } from '@/domain/site-routing'
import { env } from '@/server/env'
import { currentRoutingTable, freshRoutingTable } from '@/server/routing-snapshot'

const SECONDS_PER_DAY = 24 * 60 * 60

/**
 * Per-visitor work before the cache: CMS redirects, the locale prefix, the page variant
 * (currency, consent region) a visitor gets, and the campaign attribution cookies. Pages
 * themselves stay cached and the same for everyone with the same (path, locale, variant).
 * Authorization never happens here.
 */
export async function proxy(request: NextRequest) {
  const { port, visitorCountryHeader } = env()
  const origin = `http://127.0.0.1:${port}`
  const { pathname, search } = request.nextUrl
  const visitor: Visitor = {
    country: request.headers.get(visitorCountryHeader) ?? undefined,
    preferredLocale: request.cookies.get(COOKIE_NAMES.locale)?.value,
  }
  let table = await currentRoutingTable(origin)
  let decision = routeRequest(pathname, search, table, visitor)
  // Before answering 404, make sure the page was not published a moment ago.
  if (decision.kind === 'not-found') {
    table = await freshRoutingTable(origin)
    decision = routeRequest(pathname, search, table, visitor)
  }

  if (decision.kind === 'redirect') {
    // The query travels with the redirect: the page it leads to sets the attribution cookies.
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status)
    // The same address may redirect elsewhere tomorrow: keep it out of shared caches.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  const url = request.nextUrl.clone()
  url.pathname = decision.pathname
  // Unknown addresses share their locale's one not-found page, answered as a 404.
  const response = NextResponse.rewrite(url, decision.kind === 'not-found' ? { status: 404 } : undefined)
  setAttributionCookies(request, response, table, visitor)
  return response
}

/**
 * Campaign attribution cookies (rules in src/domain/attribution.ts), only where marketing is
 * allowed for this request. A response that sets a cookie is personal: `private, no-store` keeps
 * it out of every shared cache (Next keeps a Cache-Control the proxy set on a rewritten page;
 * see tests/e2e/consent.e2e.ts), while the page's cached HTML itself stays shared.
 */
function setAttributionCookies(request: NextRequest, response: NextResponse, table: RoutingTable, visitor: Visitor): void {
  const change = attributionChange({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    referer: request.headers.get('referer'),
    host: request.headers.get('host') ?? request.nextUrl.host,
  })
  if (!change) return
  const allowed = marketingAllowedForRequest({
    region: consentRegion(table, visitor),
    policyVersion: table.consent.policyVersion,
    consentCookie: request.cookies.get(COOKIE_NAMES.consent)?.value,
    secGpc: hasGlobalPrivacyControl(request.headers.get('sec-gpc')),
  })
  if (!allowed) return
  const hostname = request.nextUrl.hostname
  const attributesOf = (name: string) => {
    const definition = cookieDefinition(name, table.cookieDefinitions)
    if (!definition) return undefined
    const { path, domain, secure, expires } = cookieAttributes(definition, hostname)
    // Not HttpOnly: the banner must be able to remove them when marketing is withdrawn.
    return { path, domain, secure, sameSite: 'lax' as const, maxAge: Math.round(expires * SECONDS_PER_DAY) }
  }
  for (const [name, value] of change.set) {
    const attributes = attributesOf(name)
    if (attributes) response.cookies.set({ name, value, ...attributes })
  }
  // Last touch: what the previous campaign left and this one does not name goes.
  for (const name of change.clear) {
    const attributes = attributesOf(name)
    if (attributes && request.cookies.has(name)) response.cookies.set({ name, value: '', ...attributes, maxAge: 0 })
  }
  response.headers.set('Cache-Control', 'private, no-store')
}

export const config = {
  // Everything that is a page; the app's own routes, assets and files go straight through.
  matcher: ['/((?!api/|api$|admin|_next/|nhp/|healthz|proxy-snapshot|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
}

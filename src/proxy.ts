import { NextResponse, type NextRequest } from 'next/server'

import { COOKIE_NAMES } from '@/domain/cookies'
import { routeRequest } from '@/domain/site-routing'
import { env } from '@/server/env'
import { currentRoutingTable, freshRoutingTable } from '@/server/routing-snapshot'

/**
 * Per-visitor work before the cache: CMS redirects, the locale prefix and the page variant
 * (currency) a visitor gets. Pages themselves stay cached and the same for everyone with
 * the same (path, locale, variant). Authorization never happens here.
 */
export async function proxy(request: NextRequest) {
  const { port, visitorCountryHeader } = env()
  const origin = `http://127.0.0.1:${port}`
  const { pathname, search } = request.nextUrl
  const visitor = {
    country: request.headers.get(visitorCountryHeader) ?? undefined,
    preferredLocale: request.cookies.get(COOKIE_NAMES.locale)?.value,
  }
  let decision = routeRequest(pathname, search, await currentRoutingTable(origin), visitor)
  // Before answering 404, make sure the page was not published a moment ago.
  if (decision.kind === 'not-found') decision = routeRequest(pathname, search, await freshRoutingTable(origin), visitor)

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status)
    // The same address may redirect elsewhere tomorrow: keep it out of shared caches.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  const url = request.nextUrl.clone()
  url.pathname = decision.pathname
  // Unknown addresses share their locale's one cached not-found page, answered as a 404.
  return NextResponse.rewrite(url, decision.kind === 'not-found' ? { status: 404 } : undefined)
}

export const config = {
  // Everything that is a page; the app's own routes, assets and files go straight through.
  matcher: ['/((?!api/|api$|admin|_next/|nhp/|healthz|proxy-snapshot|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
}

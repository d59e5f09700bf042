import { NextResponse, type NextRequest } from 'next/server'

import { DRAFT_MODE_COOKIE } from '@/domain/preview/draft-mode'
import { previewPathname, type RoutingTable } from '@/domain/routing/site-routing'
import { decideVisit, type VisitRequest } from '@/domain/routing/visit-decision'
import { env } from '@/infrastructure/env'
import { signedPreviewSession } from '@/infrastructure/preview-secret'
import { selfOrigin } from '@/infrastructure/self-origin'
import { currentRoutingTable, freshRoutingTable, reportSnapshotFailure, reportVisitEvents } from '@/infrastructure/routing-snapshot'
import { proxyAnswerHeaders, withProductFramingPolicy } from '@/server/http/next-adapter'

/**
 * Per-visitor work before the cache (decideVisit, shared with the server's page copies): pages
 * stay cached per (path, locale, variant). Authorization never happens here.
 */
export async function proxy(request: NextRequest) {
  const { port, visitorCountryHeader, serverUrl } = env()
  const origin = selfOrigin(port)
  const tooLarge = refuseLargePagePost(request)
  if (tooLarge) return tooLarge
  const onSnapshotFailure = (reason: string) => void reportSnapshotFailure(origin, reason)
  const visit = visitRequestOf(request)
  const decide = (table: RoutingTable) =>
    decideVisit(visit, {
      table,
      countryHeader: visitorCountryHeader.toLowerCase(),
      publicHostname: new URL(serverUrl).hostname,
      now: new Date(),
      newVisitorId: () => crypto.randomUUID(),
    })
  let table = await currentRoutingTable(origin, onSnapshotFailure)
  let decision = decide(table)
  // Before answering 404, make sure the page was not published a moment ago.
  if (decision.route.kind === 'not-found') {
    table = await freshRoutingTable(origin, onSnapshotFailure)
    decision = decide(table)
  }
  // A draft that was never published is not in the snapshot: in a preview the page route decides.
  if (decision.route.kind === 'not-found' && decision.preview) decision = decide({ ...table, pages: new Map() })
  if (decision.events.length > 0) void reportVisitEvents(origin, decision.events)
  const headers = withProductFramingPolicy(proxyAnswerHeaders(decision), visit.pathname, table, decision.preview)
  const { route } = decision
  // routeRequest has passed the location through the open-redirect guard; the query carries attribution.
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.location, request.url), { status: route.status, headers })
  const url = request.nextUrl.clone()
  url.pathname = decision.preview && route.kind === 'rewrite' ? previewPathname(route.pathname) : route.pathname
  // Framing of a preview by the admin is allowed in next.config.ts's headers, by the draft cookie.
  return NextResponse.rewrite(url, { status: route.kind === 'not-found' ? 404 : undefined, headers })
}

function visitRequestOf(request: NextRequest): VisitRequest {
  return {
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host') ?? request.nextUrl.host,
    // Only a draft-mode secret this site signed takes the preview path (src/infrastructure/preview-secret.ts).
    preview: signedPreviewSession(request.cookies.get(DRAFT_MODE_COOKIE)?.value) !== undefined,
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
  }
}

/** Next.js turns a server-action body over its limit into a 500, so it is refused here first. */
const MAX_PAGE_POST_BYTES = 32 * 1024

function refuseLargePagePost(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'POST') return undefined
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(length) && length <= MAX_PAGE_POST_BYTES) return undefined
  return NextResponse.json(
    { errors: [{ message: `A form may send at most ${MAX_PAGE_POST_BYTES} bytes.` }] },
    { status: Number.isFinite(length) ? 413 : 411, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const config = {
  matcher: ['/((?!api/|api$|admin|_next/|nhp/|healthz|proxy-snapshot|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
}

import { NextResponse, type NextRequest } from 'next/server'

import {
  AB_VARIANT_PREFIX,
  abRenderVariant,
  anyTestShowsVariants,
  decideAbVariants,
  debugOverride,
  parseAbCookie,
  serializeAbCookie,
  type AbAssignments,
} from '@/domain/ab-assignment'
import { DEBUG_AB_TEST_PARAM } from '@/domain/ab-tests'
import {
  analyticsAllowedForRequest,
  attributionChange,
  categoryAllowedForRequest,
  hasGlobalPrivacyControl,
  marketingAllowedForRequest,
} from '@/domain/attribution'
import { COOKIE_NAMES, cookieAttributes, cookieDefinition } from '@/domain/cookies'
import { isKnownVisitor } from '@/domain/known-visitor'
import { landingCookies } from '@/domain/landing-cookies'
import type { Locale } from '@/domain/locales'
import { DRAFT_MODE_COOKIE, PREVIEW_COUNTRY_PARAM } from '@/domain/preview'
import { parseCountryCode } from '@/domain/countries'
import { consentRegion, isKnownVisitorVariant, previewPathname, routeRequest, type RoutingTable, type Visitor, visitorCountry } from '@/domain/site-routing'
import { env } from '@/infrastructure/env'
import { currentRoutingTable, freshRoutingTable, reportSnapshotFailure } from '@/infrastructure/routing-snapshot'

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
  const tooLarge = refuseLargePagePost(request)
  if (tooLarge) return tooLarge
  // Staff previewing drafts (Next's draft mode, entered through /api/preview). The cookie is only
  // a hint here: Next checks its value before a page reads a draft, and a forged one gets the
  // published page, uncached and unframeable by others like any preview (see previewResponse).
  const preview = request.cookies.has(DRAFT_MODE_COOKIE)
  const onSnapshotFailure = (reason: string) => void reportSnapshotFailure(origin, reason)
  let table = await currentRoutingTable(origin, onSnapshotFailure)
  // A preview may pretend to come from another country: what any visitor from there gets.
  const country =
    (preview && parseCountryCode(request.nextUrl.searchParams.get(PREVIEW_COUNTRY_PARAM))) || visitorCountry(request.headers.get(visitorCountryHeader), table)
  // A preview shows what prospects see; otherwise the product's own cookies say who is known.
  const known = !preview && isKnownVisitor((name) => request.cookies.get(name)?.value)
  const ab = abVisit(request, table, country, preview, known)
  const visitor: Visitor = {
    country,
    known,
    // A preview shows the locale it was asked for, whatever language the browser last chose.
    preferredLocale: preview ? undefined : request.cookies.get(COOKIE_NAMES.locale)?.value,
    abVariants: ab.variantsFor,
  }
  let decision = routeRequest(pathname, search, table, visitor)
  // Before answering 404, make sure the page was not published a moment ago.
  if (decision.kind === 'not-found') {
    table = await freshRoutingTable(origin, onSnapshotFailure)
    decision = routeRequest(pathname, search, table, visitor)
  }
  // A draft that was never published is not in the snapshot: in a preview the page route decides.
  if (decision.kind === 'not-found' && preview) {
    decision = routeRequest(pathname, search, { ...table, pages: new Map() }, visitor)
  }

  if (decision.kind === 'redirect') {
    // The query travels with the redirect: the page it leads to sets the attribution cookies.
    // routeRequest has passed the location through the open-redirect guard (src/domain/redirects.ts).
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status)
    // The same address may redirect elsewhere tomorrow: keep it out of shared caches.
    response.headers.set('Cache-Control', 'private, no-store')
    return preview ? previewResponse(response) : response
  }
  const url = request.nextUrl.clone()
  // A staff preview renders in the preview's copy of the page route (its toolbar and live-preview bridge).
  url.pathname = preview && decision.kind === 'rewrite' ? previewPathname(decision.pathname) : decision.pathname
  // Unknown addresses share their locale's one not-found page, answered as a 404.
  const response = NextResponse.rewrite(url, decision.kind === 'not-found' ? { status: 404 } : undefined)
  // A preview is staff looking at a page, not a visit: no campaign or A/B cookies.
  if (preview) return previewResponse(response)
  setAttributionCookies(request, response, table, visitor)
  setLandingCookies(request, response, table, visitor)
  ab.setCookies(response, table)
  // A page POST is a form's server action (a lead, a member's login setting the session cookie):
  // its answer is that visitor's, never the page's cached copy for everyone.
  if (request.method !== 'GET' && request.method !== 'HEAD') response.headers.set('Cache-Control', 'private, no-store')
  // A page in an A/B variant is this visitor's: Next's own cache holds one copy per variant,
  // but a CDN keyed on the address alone would hand it to everyone.
  if (decision.kind === 'rewrite' && Object.keys(decision.variant).some((name) => name.startsWith(AB_VARIANT_PREFIX))) {
    response.headers.set('Cache-Control', 'private, no-store')
  }
  // Likewise a known visitor's page: it says the visitor is a customer, and a CDN keyed on the
  // address and country would hand "Go to my account" to prospects.
  if (decision.kind === 'rewrite' && isKnownVisitorVariant(decision.variant)) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * What a request in draft mode answers with, besides the page: never stored by a browser or a
 * shared cache, never indexed (Next adds its own `private, no-store` to a page rendered in draft
 * mode; this covers redirects, and forged cookies on cached pages). Its framing by the site's own
 * admin is allowed in next.config.ts's headers, by the same cookie.
 */
function previewResponse(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/**
 * The lead forms post to their page without JavaScript (a server action). Next.js turns a body
 * over its limit into a 500, so a page POST that is too large, or does not say how large it is,
 * is refused here first. Browsers always send the length of a form.
 */
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

/**
 * The visitor's A/B variants (rules in src/domain/ab-assignment.ts). Only where analytics is
 * allowed does a visitor get an id and take part; a new id or assignment is remembered in
 * cookies, which makes that one response personal (`private, no-store`). Paused and finished
 * tests show their control or winner to everyone, with no cookie and no query.
 */
function abVisit(request: NextRequest, table: RoutingTable, country: string | undefined, preview: boolean, known: boolean) {
  const now = new Date()
  const live = anyTestShowsVariants(table.abTests, now)
  // A preview chooses the variant of every test on the page (the debug parameter, repeated); a
  // visit shows at most one test's.
  const debugValues = preview ? request.nextUrl.searchParams.getAll(DEBUG_AB_TEST_PARAM) : [request.nextUrl.searchParams.get(DEBUG_AB_TEST_PARAM)]
  const overrides = debugValues.map(debugOverride).filter((override) => override !== undefined)
  const debug = overrides.length > 0 ? overrides : undefined
  let newId: string | undefined
  let remembered: AbAssignments | undefined
  let participant: ReturnType<typeof participantOf> | undefined
  return {
    variantsFor(page: { path: string; locale: Locale; priced: boolean; product: boolean }) {
      if (!live && !debug) return {}
      // Read only when some test could use it: most requests meet no running test.
      // A preview takes part in nothing: it shows control unless a variant is chosen.
      const { allowed, visitorId, returning, stored } = preview
        ? { allowed: false, visitorId: undefined, returning: false, stored: {} }
        : (participant ??= participantOf(request, table, country))
      // An id is made only when a running test could use it.
      if (allowed && !visitorId && live) newId ??= crypto.randomUUID()
      const decision = decideAbVariants({
        tests: table.abTests,
        stored,
        visitor: { visitorId: visitorId ?? newId, returning, country, known },
        page,
        now,
        debug,
      })
      remembered = decision.cookie
      return abRenderVariant(decision.shown)
    },
    setCookies(response: NextResponse, current: RoutingTable) {
      const hostname = request.nextUrl.hostname
      let set = false
      const write = (name: string, value: string) => {
        const definition = cookieDefinition(name, current.cookieDefinitions)
        if (!definition) return
        const { path, domain, secure, expires } = cookieAttributes(definition, hostname)
        response.cookies.set({ name, value, path, domain, secure, sameSite: 'lax', maxAge: Math.round(expires * SECONDS_PER_DAY) })
        set = true
      }
      // A new id is kept only with the assignment it was made for.
      if (remembered && newId) write(COOKIE_NAMES.visitorId, newId)
      if (remembered) write(COOKIE_NAMES.abTests, serializeAbCookie(remembered))
      if (set) response.headers.set('Cache-Control', 'private, no-store')
    },
  }
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

/**
 * The offers and choices a landing URL carries (src/domain/landing-cookies.ts), each set only
 * when the CMS defines it and the visitor allows its category: the proxy's share of the one
 * cookie setter's rules, since these must exist before the page's scripts run.
 */
function setLandingCookies(request: NextRequest, response: NextResponse, table: RoutingTable, visitor: Visitor): void {
  const cookies = landingCookies(request.nextUrl.searchParams, (name) => request.cookies.get(name)?.value)
  if (cookies.size === 0) return
  const consent = {
    region: consentRegion(table, visitor),
    policyVersion: table.consent.policyVersion,
    consentCookie: request.cookies.get(COOKIE_NAMES.consent)?.value,
    secGpc: hasGlobalPrivacyControl(request.headers.get('sec-gpc')),
  }
  let set = false
  for (const [name, value] of cookies) {
    const definition = cookieDefinition(name, table.cookieDefinitions)
    if (!definition || !categoryAllowedForRequest(consent, definition.category)) continue
    const { path, domain, secure, expires } = cookieAttributes(definition, request.nextUrl.hostname)
    response.cookies.set({ name, value, path, domain, secure, sameSite: 'lax', maxAge: Math.round(expires * SECONDS_PER_DAY) })
    set = true
  }
  // A response that sets a visitor's cookie is theirs alone.
  if (set) response.headers.set('Cache-Control', 'private, no-store')
}

export const config = {
  // Everything that is a page; the app's own routes, assets and files go straight through.
  matcher: ['/((?!api/|api$|admin|_next/|nhp/|healthz|proxy-snapshot|sitemap\\.xml|robots\\.txt|favicon\\.ico).*)'],
}

/**
 * Whether the visitor can take part in A/B tests, and as whom. Only where analytics is allowed,
 * and only while the CMS defines the two cookies that keep the assignment: a variant that could
 * not be remembered would change on every page.
 */
function participantOf(request: NextRequest, table: RoutingTable, country: string | undefined) {
  const consent = {
    region: consentRegion(table, { country }),
    policyVersion: table.consent.policyVersion,
    consentCookie: request.cookies.get(COOKIE_NAMES.consent)?.value,
    secGpc: hasGlobalPrivacyControl(request.headers.get('sec-gpc')),
  }
  const rememberable = [COOKIE_NAMES.visitorId, COOKIE_NAMES.abTests].every((name) => cookieDefinition(name, table.cookieDefinitions))
  const allowed = rememberable && analyticsAllowedForRequest(consent)
  const known = request.cookies.get(COOKIE_NAMES.visitorId)?.value
  const visitorId = allowed && known && /^[\w-]{8,64}$/.test(known) ? known : undefined
  return {
    allowed,
    visitorId,
    // A returning visitor: an id from an earlier visit, and no visit under way.
    returning: Boolean(visitorId) && !request.cookies.has(COOKIE_NAMES.visitId),
    stored: allowed ? parseAbCookie(request.cookies.get(COOKIE_NAMES.abTests)?.value) : {},
  }
}

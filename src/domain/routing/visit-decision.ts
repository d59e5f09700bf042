import {
  AB_VARIANT_PREFIX,
  abRenderVariant,
  anyTestShowsVariants,
  debugOverride,
  decideAbVariants,
  parseAbCookie,
  serializeAbCookie,
  type AbAssignments,
  type PageFacts,
} from '../ab/assignment'
import { DEBUG_AB_TEST_PARAM } from '../ab/catalogue'
import { attributionChange, hasGlobalPrivacyControl, type RequestConsent } from '../attribution/attribution'
import { isCategoryAllowed, parseConsent } from '../consent/consent'
import { cookieVerdict, setterDefinitions } from '../consent/cookie-policy'
import { COOKIE_NAMES, cookieDomain, DEFAULT_COOKIE_EXPIRY_DAYS, type CookieDefinition } from '../consent/cookies'
import { parseCountryCode } from '../countries'
import { isKnownVisitor } from '../attribution/known-visitor'
import { landingCookies } from '../attribution/landing-cookies'
import { PREVIEW_COUNTRY_PARAM } from '../preview/draft-mode'
import { COOKIE_EVENTS } from '../tracking/tracking'
import { chosenTeam, TEAM_PARAMS } from '../personalisation/team-choice'
import { audienceIndustry, deviceClassOf, type AudienceFacts } from '../personalisation/audience'
import {
  consentRegion,
  isKnownVisitorVariant,
  routeRequest,
  teamOfVariant,
  type RoutingDecision,
  type RoutingTable,
  type Visitor,
  visitorCountry,
} from './site-routing'

const SECONDS_PER_DAY = 24 * 60 * 60

// Nothing else may change the proxy's answer.
export type VisitRequest = {
  method: string
  pathname: string
  search: string
  host: string
  // The request carries a draft-mode secret this site signed.
  preview: boolean
  cookie: (name: string) => string | undefined
  header: (name: string) => string | null | undefined
}

export type VisitContext = {
  table: RoutingTable
  countryHeader: string
  publicHostname: string
  now: Date
  // Asked for only when a running test needs one.
  newVisitorId: () => string
}

// SPEC §9's attributes; Max-Age in seconds.
export type CookieToSet = {
  name: string
  value: string
  path: '/'
  domain: string | undefined
  secure: true
  sameSite: 'lax'
  maxAge: number
}

// SPEC §5
export type VisitEvent = { name: (typeof COOKIE_EVENTS)['cookieNotApproved' | 'uncategorizedCookie']; info1: string }

export type VisitDecision = {
  route: RoutingDecision
  // No visit, no cookies, never stored or indexed.
  preview: boolean
  cookies: CookieToSet[]
  // `private, no-store`: it sets cookies or shows a personal variant.
  personal: boolean
  events: VisitEvent[]
}

// Shared by the proxy and the server's page copies (recent-pages.ts), so a copy answers exactly as
// the proxy would.
export function decideVisit(request: VisitRequest, context: VisitContext): VisitDecision {
  const { table } = context
  const searchParams = new URLSearchParams(request.search)
  const preview = request.preview
  // A preview may pretend to come from another country: what any visitor from there gets.
  const country = (preview && parseCountryCode(searchParams.get(PREVIEW_COUNTRY_PARAM))) || visitorCountry(request.header(context.countryHeader), table)
  // A preview shows what prospects see; otherwise the product's own cookies say who is known.
  const known = !preview && isKnownVisitor(request.cookie)
  const consent: RequestConsent = {
    region: consentRegion(table, { country }),
    policyVersion: table.consent.policyVersion,
    consentCookie: request.cookie(COOKIE_NAMES.consent),
    secGpc: hasGlobalPrivacyControl(request.header('sec-gpc')),
  }
  const setter = cookieSetter(request, context, consent)
  const team = preview ? undefined : chosenTeam(searchParams, request.cookie)
  const audience = preview ? undefined : audienceFactsOf(request, searchParams, { country, team })
  const ab = abVisit(request, searchParams, context, setter, { country, known, preview, audience })
  const visitor: Visitor = {
    country,
    known,
    preferredLocale: preview ? undefined : request.cookie(COOKIE_NAMES.locale),
    team,
    audience,
    abVariants: ab.variantsFor,
  }
  const route = routeRequest(request.pathname, request.search, table, visitor)
  if (route.kind === 'redirect' || preview) return { route, preview, cookies: [], personal: true, events: [] }

  setAttributionCookies(request, searchParams, setter)
  setLandingCookies(request, searchParams, setter)
  ab.remember()
  const personalPage =
    route.kind === 'rewrite' &&
    // A page in an A/B variant, a known visitor's page or one for the team they picked is this
    // visitor's: a shared cache keyed on the address alone would hand it to everyone. A
    // personalised page is not: it follows the country, the device class and the cookies that
    // keep a request out of shared caches (deploy/nginx.conf's key).
    (Object.keys(route.variant).some((name) => name.startsWith(AB_VARIANT_PREFIX)) ||
      isKnownVisitorVariant(route.variant) ||
      teamOfVariant(route.variant) !== undefined)
  // A page POST is a form's server action: its answer is that visitor's.
  const write = request.method !== 'GET' && request.method !== 'HEAD'
  return { route, preview, cookies: setter.cookies, personal: setter.cookies.length > 0 || personalPage || write, events: setter.events }
}

export function sharedPageTarget(decision: VisitDecision): string | undefined {
  return decision.route.kind === 'rewrite' && !decision.preview ? decision.route.pathname : undefined
}

type Setter = {
  cookies: CookieToSet[]
  events: VisitEvent[]
  // As the browser's setter would (definition, consent, site policy); whether it was set.
  set(name: string, value: string): boolean
  clear(name: string): void
  // Without raising an event.
  wouldSet(name: string): boolean
}

// The browser setter's rules (cookieVerdict): a not-approved cookie is reported and set where the
// site settings allow; an uncategorised one is reported and not set.
function cookieSetter(request: VisitRequest, context: VisitContext, consent: RequestConsent): Setter {
  const definitions = setterDefinitions(context.table.cookieDefinitions)
  const policy = context.table.consent.unapprovedCookies
  const choice = parseConsent(consent.consentCookie)
  const allowed = (category: CookieDefinition['category']) =>
    isCategoryAllowed({ region: consent.region, policyVersion: consent.policyVersion, choice, globalPrivacyControl: consent.secGpc }, category)
  const verdictOf = (name: string) =>
    cookieVerdict(name, { definitions, isCategoryAllowed: allowed, policy, region: consent.region, globalPrivacyControl: consent.secGpc })
  const domain = cookieDomain(request.host, context.publicHostname)
  const cookies: CookieToSet[] = []
  const events: VisitEvent[] = []
  const write = (definition: CookieDefinition, name: string, value: string, maxAge?: number) => {
    cookies.push({
      name,
      value,
      path: '/',
      domain: definition.domain ?? domain,
      secure: true,
      sameSite: 'lax',
      maxAge: maxAge ?? Math.round((definition.expiryDays ?? DEFAULT_COOKIE_EXPIRY_DAYS) * SECONDS_PER_DAY),
    })
  }
  return {
    cookies,
    events,
    set(name, value) {
      const verdict = verdictOf(name)
      if (verdict.status !== 'allowed') {
        events.push({ name: verdict.status === 'uncategorized' ? COOKIE_EVENTS.uncategorizedCookie : COOKIE_EVENTS.cookieNotApproved, info1: name })
      }
      if (!verdict.set || verdict.status === 'uncategorized') return false
      write(verdict.definition, name, value)
      return true
    },
    clear(name) {
      const verdict = verdictOf(name)
      // Expiring a cookie needs no consent: only a categorised one can be found to expire.
      if (verdict.status !== 'uncategorized' && request.cookie(name) !== undefined) write(verdict.definition, name, '', 0)
    },
    wouldSet: (name) => verdictOf(name).set,
  }
}

type AudienceFactsButLocale = Omit<AudienceFacts, 'locale'>

// A returning visitor, as for A/B tests: an id from an earlier visit, and no visit under way.
function audienceFactsOf(
  request: VisitRequest,
  searchParams: URLSearchParams,
  { country, team }: { country: string; team: AudienceFacts['cluster'] },
): AudienceFactsButLocale {
  return {
    country,
    device: deviceClassOf(request.header('user-agent')),
    returning: request.cookie(COOKIE_NAMES.visitorId) !== undefined && request.cookie(COOKIE_NAMES.visitId) === undefined,
    cluster: team,
    industry: audienceIndustry(searchParams.get(TEAM_PARAMS.industry) ?? request.cookie(COOKIE_NAMES.industry)),
  }
}

// A new touch replaces the whole set.
function setAttributionCookies(request: VisitRequest, searchParams: URLSearchParams, setter: Setter): void {
  const change = attributionChange({ pathname: request.pathname, searchParams, referer: request.header('referer'), host: request.host })
  if (!change) return
  let touched = false
  for (const [name, value] of change.set) touched = setter.set(name, value) || touched
  // Last touch: what the previous campaign left and this one does not name goes, once the new one is kept.
  if (touched) for (const name of change.clear) setter.clear(name)
}

function setLandingCookies(request: VisitRequest, searchParams: URLSearchParams, setter: Setter): void {
  for (const [name, value] of landingCookies(searchParams, request.cookie)) setter.set(name, value)
}

// A new visitor id is made only when a running test could use it, and kept only with the
// assignment it was made for.
function abVisit(
  request: VisitRequest,
  searchParams: URLSearchParams,
  context: VisitContext,
  setter: Setter,
  { country, known, preview, audience }: { country: string | undefined; known: boolean; preview: boolean; audience: AudienceFactsButLocale | undefined },
) {
  const { table, now } = context
  const live = anyTestShowsVariants(table.abTests, now)
  const debugValues = preview ? searchParams.getAll(DEBUG_AB_TEST_PARAM) : [searchParams.get(DEBUG_AB_TEST_PARAM)]
  // Outside a preview, a draft experiment's unreleased blocks stay unseen.
  const debuggable = preview ? table.abTests : table.abTests.filter((test) => !test.draft)
  const overrides = debugValues.map((value) => debugOverride(value, debuggable)).filter((override) => override !== undefined)
  const debug = overrides.length > 0 ? overrides : undefined
  let newId: string | undefined
  let remembered: AbAssignments | undefined
  let participant: { allowed: boolean; visitorId: string | undefined; returning: boolean; stored: AbAssignments } | undefined
  const participantNow = () => {
    const allowed = [COOKIE_NAMES.visitorId, COOKIE_NAMES.abTests].every((name) => setter.wouldSet(name))
    const kept = request.cookie(COOKIE_NAMES.visitorId)
    const visitorId = allowed && kept && /^[\w-]{8,64}$/.test(kept) ? kept : undefined
    return {
      allowed,
      visitorId,
      // A returning visitor: an id from an earlier visit, and no visit under way.
      returning: Boolean(visitorId) && request.cookie(COOKIE_NAMES.visitId) === undefined,
      stored: allowed ? parseAbCookie(request.cookie(COOKIE_NAMES.abTests)) : {},
    }
  }
  return {
    variantsFor(page: PageFacts) {
      if (!live && !debug) return {}
      // Read only when some test could use it: most requests meet no running test.
      const { allowed, visitorId, returning, stored } = preview
        ? { allowed: false, visitorId: undefined, returning: false, stored: {} }
        : (participant ??= participantNow())
      if (allowed && !visitorId && live) newId ??= context.newVisitorId()
      const decision = decideAbVariants({
        tests: table.abTests,
        stored,
        visitor: { visitorId: visitorId ?? newId, returning, country, known, facts: audience && { ...audience, locale: page.locale } },
        page,
        now,
        debug,
      })
      remembered = decision.cookie
      return abRenderVariant(decision.shown)
    },
    remember() {
      if (!remembered) return
      if (newId) setter.set(COOKIE_NAMES.visitorId, newId)
      setter.set(COOKIE_NAMES.abTests, serializeAbCookie(remembered))
    },
  }
}

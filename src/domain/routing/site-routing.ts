import { AB_VARIANT_PREFIX, abVariantsOfRenderVariant, type LiveTestSettings } from '../ab/assignment'
import { isCommunityPage } from '../community/pages'
import { DEFAULT_COOKIE_POLICY_VERSION, type ConsentRegion } from '../consent/consent'
import { consentRegionFor } from '../consent/region'
import { unapprovedCookiePolicyOrDefault, type UnapprovedCookiePolicy } from '../consent/cookie-policy'
import type { CookieDefinition } from '../consent/cookies'
import { type CountryCode, DEFAULT_COUNTRY, parseCountryCode } from '../countries'
import { currencyForCountry, DEFAULT_CURRENCY } from '../pricing/currency'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales'
import { canonicalAddress, localeFromPath, localizeHref, normalisePath, pathFor } from './paths'
import { type RedirectStatusCode, safeRedirectLocation } from './redirects'
import { effectiveCountry, suggestedLocale } from './language-suggestion'
import { isFrameAncestorOrigin } from './framed-pages'
import { decodeVariant, encodeVariant, type RenderVariant } from './render-variant'
import { ADD_SOLUTION_PATH } from '../pages/solutions'
import { HELP_SEARCH_PATH } from '../articles/search'
import { TEMPLATE_GALLERY_PATH, TEMPLATE_PAGE_PATTERN } from '../templates/gallery-query'
import { isTeamCluster, TEAM_VARIANT, type TeamCluster } from '../personalisation/team-choice'
import type { AudienceFacts } from '../personalisation/audience'
import { PERSONALISATION_VARIANT, personalisationFor, type PersonalisationRule } from '../personalisation/rules'

// What the proxy knows without asking the database, refreshed whenever editors publish.
export type SiteSnapshot = {
  redirects: ReadonlyArray<{ from: string; to: string; statusCode: RedirectStatusCode }>
  // `locales` only when the page is kept to some languages.
  pages: ReadonlyArray<{ path: string; locales?: readonly Locale[] }>
  // Their HTML is cached per currency.
  pricedPaths: readonly string[]
  // A consent cookie for an older policy version counts as no answer. Absent in old snapshots.
  consent?: { policyVersion: number; extraCountries: readonly string[]; unapprovedCookies?: UnapprovedCookiePolicy }
  cookieDefinitions?: readonly CookieDefinition[]
  productPaths?: readonly string[]
  // Pages whose examples follow the team the visitor picked (team-choice.ts).
  teamPaths?: readonly string[]
  // Paused and finished tests still show control or the winner.
  abTests?: readonly LiveTestSettings[]
  // Active rules, first-ranked first.
  personalisations?: readonly PersonalisationRule[]
  // SPEC §9's US when absent.
  defaultCountry?: string
  // The product's hosts (https origins), who alone may frame the sync page. Absent: nobody.
  frameAncestors?: readonly string[]
}

export const EMPTY_SNAPSHOT: SiteSnapshot = { redirects: [], pages: [], pricedPaths: [] }

export const CONSENT_VARIANT = { name: 'consent', required: 'required' } as const

// Logged in or paying: one more cached copy per page, not a render per visitor.
export const KNOWN_VISITOR_VARIANT = { name: 'visitor', known: 'known' } as const

export function isKnownVisitorVariant(variant: RenderVariant): boolean {
  return variant[KNOWN_VISITOR_VARIANT.name] === KNOWN_VISITOR_VARIANT.known
}

/** The team whose examples the page shows, or undefined for every team's. */
export function teamOfVariant(variant: RenderVariant): TeamCluster | undefined {
  const team = variant[TEAM_VARIANT]
  return isTeamCluster(team) ? team : undefined
}

const VISITOR_VARIANTS: Record<string, string> = {
  [CONSENT_VARIANT.name]: CONSENT_VARIANT.required,
  [KNOWN_VISITOR_VARIANT.name]: KNOWN_VISITOR_VARIANT.known,
}

// `suggest.de` on an English page offers the German one (language-suggestion.ts).
export const LANGUAGE_SUGGESTION_VARIANT = 'suggest'

export function suggestedLocaleOf(variant: RenderVariant): Locale | undefined {
  const locale = variant[LANGUAGE_SUGGESTION_VARIANT]
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : undefined
}

export function isVisitorVariantPair(name: string, value: string): boolean {
  if (name === TEAM_VARIANT) return isTeamCluster(value)
  if (name === LANGUAGE_SUGGESTION_VARIANT) return suggestedLocaleOf({ [name]: value }) !== undefined
  return Object.hasOwn(VISITOR_VARIANTS, name) && VISITOR_VARIANTS[name] === value
}

// Unknown addresses are rewritten to one not-found page per locale, so random URLs never fill
// the cache with entries of their own.
export const NOT_FOUND_SEGMENT = 'not-found'

export type Visitor = {
  country: string | undefined
  preferredLocale?: string | undefined
  known?: boolean
  team?: TeamCluster
  // What personalisation rules are judged by, but the page's locale.
  audience?: Omit<AudienceFacts, 'locale'>
  abVariants?: (page: { path: string; locale: Locale; priced: boolean; product: boolean }) => RenderVariant
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: RedirectStatusCode }
  | { kind: 'rewrite'; pathname: string; locale: Locale; variant: RenderVariant }
  | { kind: 'not-found'; pathname: string; locale: Locale }

export type RoutingTable = {
  redirects: ReadonlyMap<string, SiteSnapshot['redirects'][number]>
  pages: ReadonlyMap<string, readonly Locale[] | undefined>
  pricedPaths: ReadonlySet<string>
  consent: { policyVersion: number; extraCountries: ReadonlySet<string>; unapprovedCookies: UnapprovedCookiePolicy }
  // Undefined: the built-in definitions apply.
  cookieDefinitions: readonly CookieDefinition[] | undefined
  productPaths: ReadonlySet<string>
  teamPaths: ReadonlySet<string>
  abTests: readonly LiveTestSettings[]
  personalisations: readonly PersonalisationRule[]
  defaultCountry: CountryCode
  frameAncestors: readonly string[]
}

export function routingTable(snapshot: SiteSnapshot): RoutingTable {
  return {
    redirects: new Map(snapshot.redirects.map((redirect) => [normalisePath(redirect.from), redirect])),
    pages: new Map(snapshot.pages.map((page) => [normalisePath(page.path), page.locales?.length ? page.locales : undefined])),
    pricedPaths: new Set(snapshot.pricedPaths.map(normalisePath)),
    consent: {
      policyVersion: snapshot.consent?.policyVersion ?? DEFAULT_COOKIE_POLICY_VERSION,
      extraCountries: new Set(snapshot.consent?.extraCountries ?? []),
      unapprovedCookies: unapprovedCookiePolicyOrDefault(snapshot.consent?.unapprovedCookies),
    },
    cookieDefinitions: snapshot.cookieDefinitions?.length ? snapshot.cookieDefinitions : undefined,
    productPaths: new Set((snapshot.productPaths ?? []).map(normalisePath)),
    teamPaths: new Set((snapshot.teamPaths ?? []).map(normalisePath)),
    abTests: snapshot.abTests ?? [],
    personalisations: (snapshot.personalisations ?? []).map((rule) => ({ ...rule, path: normalisePath(rule.path) })),
    defaultCountry: parseCountryCode(snapshot.defaultCountry) ?? DEFAULT_COUNTRY,
    frameAncestors: (snapshot.frameAncestors ?? []).filter(isFrameAncestorOrigin),
  }
}

// A missing or garbled header means the country marketers chose (SPEC §9's US out of the box).
export function visitorCountry(header: string | null | undefined, table: Pick<RoutingTable, 'defaultCountry'>): CountryCode {
  const country = parseCountryCode(header)
  return country ? (effectiveCountry(country) as CountryCode) : table.defaultCountry
}

// Pages with a route of their own exist in every locale whatever the snapshot says; a template
// page answers 404 itself for an id that is not online.
export const APP_PAGES: readonly string[] = [ADD_SOLUTION_PATH, TEMPLATE_GALLERY_PATH, HELP_SEARCH_PATH]
const APP_PAGE_PATTERNS: readonly RegExp[] = [TEMPLATE_PAGE_PATTERN]

export function isAppPage(path: string): boolean {
  return APP_PAGES.includes(path) || APP_PAGE_PATTERNS.some((pattern) => pattern.test(path)) || isCommunityPage(path)
}

// No pages means the snapshot could not be read yet: every path is tried and the page route decides.
export function isPublished(table: RoutingTable, path: string, locale: Locale): boolean {
  if (isAppPage(path) || table.pages.size === 0) return true
  return isPublishedCmsPage(table, path, locale)
}

/** A page editors publish in the CMS, shown in that locale. */
export function isPublishedCmsPage(table: RoutingTable, path: string, locale: Locale): boolean {
  if (!table.pages.has(path)) return false
  const locales = table.pages.get(path)
  return locales === undefined || locales.includes(locale)
}

export function internalPath(locale: Locale, variant: RenderVariant, path: string): string {
  return `/${locale}/${encodeVariant(variant)}${path === '/' ? '' : path}`
}

// A segment the CMS refuses (it starts with `~`), so no page can stand in its place. A route of its
// own keeps the preview's browser code out of every visitor's page.
export const PREVIEW_SEGMENT = '~preview'

export function previewPathname(pathname: string): string {
  const [, locale = '', variant = '', ...rest] = pathname.split('/')
  if (isAppPage(`/${rest.join('/')}`)) return pathname
  return ['', locale, variant, PREVIEW_SEGMENT, ...rest].join('/')
}

export function consentRegion(table: RoutingTable, visitor: Visitor): ConsentRegion {
  return consentRegionFor(visitor.country, table.consent.extraCountries)
}

// The banner and the head bootstrap's defaults depend on it, on every page, priced or not.
function consentVariant(table: RoutingTable, visitor: Visitor): RenderVariant {
  return consentRegion(table, visitor) === 'required' ? { [CONSENT_VARIANT.name]: CONSENT_VARIANT.required } : {}
}

export function variantFor(path: string, locale: Locale, table: RoutingTable, visitor: Visitor): RenderVariant {
  // Pages the site's code draws take no rule's blocks.
  const rule = visitor.audience && !isAppPage(path) ? personalisationFor(table.personalisations, path, { ...visitor.audience, locale }) : undefined
  const variant = {
    ...consentVariant(table, visitor),
    ...(visitor.known ? { [KNOWN_VISITOR_VARIANT.name]: KNOWN_VISITOR_VARIANT.known } : {}),
    ...(visitor.team && table.teamPaths.has(path) ? { [TEAM_VARIANT]: visitor.team } : {}),
    ...(rule !== undefined ? { [PERSONALISATION_VARIANT]: String(rule) } : {}),
  }
  if (!table.pricedPaths.has(path)) return variant
  const currency = currencyForCountry(visitor.country)
  return currency === DEFAULT_CURRENCY ? variant : { ...variant, currency: currency.toLowerCase() }
}

// A 404 page has the banner and the bootstrap too.
export function notFoundSegment(variant: RenderVariant): string {
  const encoded = encodeVariant(variant)
  return Object.keys(variant).length === 0 ? NOT_FOUND_SEGMENT : `${NOT_FOUND_SEGMENT}~${encoded}`
}

export function readVariantSegment(segment: string): { notFound: boolean; variant: RenderVariant } | undefined {
  if (segment === NOT_FOUND_SEGMENT) return { notFound: true, variant: {} }
  const prefix = `${NOT_FOUND_SEGMENT}~`
  const notFound = segment.startsWith(prefix)
  const variant = decodeVariant(notFound ? segment.slice(prefix.length) : segment)
  if (!variant || (notFound && Object.keys(variant).length === 0)) return undefined
  return { notFound, variant }
}

export function consentRegionOf(variant: RenderVariant): ConsentRegion {
  return variant[CONSENT_VARIANT.name] === CONSENT_VARIANT.required ? 'required' : 'not-required'
}

// Keeps a campaign's UTM parameters unless the target sets its own query.
function withQuery(target: string, search: string): string {
  return search && !target.includes('?') ? `${target}${search}` : target
}

export function routeRequest(pathname: string, search: string, table: RoutingTable, visitor: Visitor): RoutingDecision {
  const decision = routeWithoutGuard(pathname, search, table, visitor)
  if (decision.kind !== 'redirect') return decision
  // The one open-redirect guard, judged on the target as the browser will resolve it.
  const location = safeRedirectLocation(decision.location)
  if (location !== undefined) return { ...decision, location }
  const { locale } = localeFromPath(pathname)
  return { kind: 'not-found', pathname: `/${locale}/${notFoundSegment(consentVariant(table, visitor))}`, locale }
}

function routeWithoutGuard(pathname: string, search: string, table: RoutingTable, visitor: Visitor): RoutingDecision {
  const canonical = canonicalAddress(pathname)
  if (canonical !== undefined) return { kind: 'redirect', location: withQuery(canonical, search), status: 308 }
  if (pathname === '/' && isLocale(visitor.preferredLocale) && visitor.preferredLocale !== DEFAULT_LOCALE) {
    return { kind: 'redirect', location: withQuery(pathFor({ path: '/' }, visitor.preferredLocale), search), status: 307 }
  }
  const { locale, path } = localeFromPath(pathname)
  const redirect = table.redirects.get(path)
  if (redirect) {
    return { kind: 'redirect', location: withQuery(localizeHref(redirect.to, locale), search), status: redirect.statusCode }
  }
  if (!isPublished(table, path, locale)) {
    return { kind: 'not-found', pathname: `/${locale}/${notFoundSegment(consentVariant(table, visitor))}`, locale }
  }
  const ab = visitor.abVariants?.({ path, locale, priced: table.pricedPaths.has(path), product: table.productPaths.has(path) }) ?? {}
  const suggestion = suggestedLocale({
    country: visitor.country,
    pageLocale: locale,
    chosenLocale: visitor.preferredLocale,
    existsIn: (other) => !isAppPage(path) && isPublished(table, path, other),
  })
  const variant = { ...variantFor(path, locale, table, visitor), ...(suggestion ? { [LANGUAGE_SUGGESTION_VARIANT]: suggestion } : {}), ...ab }
  return { kind: 'rewrite', pathname: internalPath(locale, variant, path), locale, variant }
}

// Only the consent, known-visitor and catalogue A/B variants an app page can be rewritten with;
// anything else is a made-up segment and a 404.
export function readAppPageParams({
  locale,
  variant,
}: {
  locale: string
  variant: string
}): { locale: Locale; ab: Record<string, string>; known: boolean } | undefined {
  const segment = readVariantSegment(variant)
  if (!isLocale(locale) || !segment || segment.notFound) return undefined
  const decoded = segment.variant
  const ab = abVariantsOfRenderVariant(decoded)
  if (!ab) return undefined
  if (Object.entries(decoded).some(([name, value]) => !name.startsWith(AB_VARIANT_PREFIX) && !isVisitorVariantPair(name, value))) return undefined
  return { locale, ab, known: isKnownVisitorVariant(decoded) }
}

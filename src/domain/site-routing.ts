import { AB_VARIANT_PREFIX, abVariantsOfRenderVariant, type LiveTestSettings } from './ab-assignment'
import { isCommunityPage } from './community-pages'
import { DEFAULT_COOKIE_POLICY_VERSION, type ConsentRegion } from './consent'
import { consentRegionFor } from './consent-region'
import type { CookieDefinition } from './cookies'
import { type CountryCode, DEFAULT_COUNTRY, parseCountryCode } from './countries'
import { currencyForCountry, DEFAULT_CURRENCY } from './currency'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { LOCALE_PREFIX, localeFromPath, localizeHref, normalisePath, pathFor } from './paths'
import { type RedirectStatusCode, safeRedirectLocation } from './redirects'
import { effectiveCountry, suggestedLocale } from './language-suggestion'
import { decodeVariant, encodeVariant, type RenderVariant } from './render-variant'
import { ADD_SOLUTION_PATH } from './solutions'
import { TEMPLATE_GALLERY_PATH, TEMPLATE_PAGE_PATTERN } from './template-gallery-query'

/**
 * What the proxy knows about the site without asking the database: refreshed from a cached
 * snapshot whenever editors publish.
 */
export type SiteSnapshot = {
  redirects: ReadonlyArray<{ from: string; to: string; statusCode: RedirectStatusCode }>
  /** Every published page; `locales` only when the page is kept to some languages. */
  pages: ReadonlyArray<{ path: string; locales?: readonly Locale[] }>
  /** Page paths that show prices, so their HTML is cached per currency. */
  pricedPaths: readonly string[]
  /**
   * The site settings' consent facts: the cookie policy version (a consent cookie for an older
   * one counts as no answer) and the countries admins added to the legal list. Optional: a
   * snapshot from before they existed means version 1 and the legal list.
   */
  consent?: { policyVersion: number; extraCountries: readonly string[] }
  /** The CMS's cookie definitions (category, expiry, domain), for the cookies the proxy sets. */
  cookieDefinitions?: readonly CookieDefinition[]
  /** Pages of a product's mini-site: where product-page A/B tests apply. */
  productPaths?: readonly string[]
  /** A/B tests that are not drafts: running ones assign, paused and finished ones show control or the winner. */
  abTests?: readonly LiveTestSettings[]
  /** The site settings' country for visitors whose country is not known; the spec's US when absent. */
  defaultCountry?: string
}

export const EMPTY_SNAPSHOT: SiteSnapshot = { redirects: [], pages: [], pricedPaths: [] }

/** The render variant that marks a page for visitors who must be asked about cookies first. */
export const CONSENT_VARIANT = { name: 'consent', required: 'required' } as const

/**
 * The render variant of visitors the product knows (logged in or paying, see known-visitor.ts):
 * their header offers their account, and no sign-up offer is shown. One more cached copy per
 * page, not a render per visitor.
 */
export const KNOWN_VISITOR_VARIANT = { name: 'visitor', known: 'known' } as const

/** Whether a page variant was rendered for known visitors. */
export function isKnownVisitorVariant(variant: RenderVariant): boolean {
  return variant[KNOWN_VISITOR_VARIANT.name] === KNOWN_VISITOR_VARIANT.known
}

/** The variant names the proxy makes for every page besides the A/B tests', each with its one value. */
const VISITOR_VARIANTS: Record<string, string> = {
  [CONSENT_VARIANT.name]: CONSENT_VARIANT.required,
  [KNOWN_VISITOR_VARIANT.name]: KNOWN_VISITOR_VARIANT.known,
}

/**
 * The render variant of an English page for a visitor whose country reads another of the site's
 * languages (language-suggestion.ts): `suggest.de` shows a dismissible offer of the German page.
 */
export const LANGUAGE_SUGGESTION_VARIANT = 'suggest'

/** The language a page variant suggests, if any. */
export function suggestedLocaleOf(variant: RenderVariant): Locale | undefined {
  const locale = variant[LANGUAGE_SUGGESTION_VARIANT]
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : undefined
}

/** Whether a decoded variant's pair is one of the visitor variants the proxy makes (consent, known visitor, a language suggestion). */
export function isVisitorVariantPair(name: string, value: string): boolean {
  if (name === LANGUAGE_SUGGESTION_VARIANT) return suggestedLocaleOf({ [name]: value }) !== undefined
  return Object.hasOwn(VISITOR_VARIANTS, name) && VISITOR_VARIANTS[name] === value
}

/**
 * The variant segment of the one not-found page per locale. Unknown addresses are rewritten
 * to it with a 404 status, so random URLs never fill the cache with entries of their own.
 */
export const NOT_FOUND_SEGMENT = 'not-found'

export type Visitor = {
  country: string | undefined
  /** The language the visitor picked in the switcher (the locale cookie), if any. */
  preferredLocale?: string | undefined
  /** Logged in or paying, as the product marks it (see known-visitor.ts). */
  known?: boolean
  /** The A/B variants this visitor sees on a page (see ab-assignment.ts); none when absent. */
  abVariants?: (page: { path: string; locale: Locale; priced: boolean; product: boolean }) => RenderVariant
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: RedirectStatusCode }
  | { kind: 'rewrite'; pathname: string; locale: Locale; variant: RenderVariant }
  | { kind: 'not-found'; pathname: string; locale: Locale }

/** A lookup table built once per snapshot, so each request costs one map read. */
export type RoutingTable = {
  redirects: ReadonlyMap<string, SiteSnapshot['redirects'][number]>
  /** Published page paths and the locales each is limited to (undefined: all). */
  pages: ReadonlyMap<string, readonly Locale[] | undefined>
  pricedPaths: ReadonlySet<string>
  consent: { policyVersion: number; extraCountries: ReadonlySet<string> }
  /** Undefined: the snapshot had none, and the built-in definitions apply. */
  cookieDefinitions: readonly CookieDefinition[] | undefined
  productPaths: ReadonlySet<string>
  abTests: readonly LiveTestSettings[]
  defaultCountry: CountryCode
}

export function routingTable(snapshot: SiteSnapshot): RoutingTable {
  return {
    redirects: new Map(snapshot.redirects.map((redirect) => [normalisePath(redirect.from), redirect])),
    pages: new Map(snapshot.pages.map((page) => [normalisePath(page.path), page.locales?.length ? page.locales : undefined])),
    pricedPaths: new Set(snapshot.pricedPaths.map(normalisePath)),
    consent: {
      policyVersion: snapshot.consent?.policyVersion ?? DEFAULT_COOKIE_POLICY_VERSION,
      extraCountries: new Set(snapshot.consent?.extraCountries ?? []),
    },
    cookieDefinitions: snapshot.cookieDefinitions?.length ? snapshot.cookieDefinitions : undefined,
    productPaths: new Set((snapshot.productPaths ?? []).map(normalisePath)),
    abTests: snapshot.abTests ?? [],
    defaultCountry: parseCountryCode(snapshot.defaultCountry) ?? DEFAULT_COUNTRY,
  }
}

/**
 * The visitor's country: the trusted header's when it names one, else the site settings' default
 * (SPEC §9's US out of the box), so a missing or garbled header means what marketers chose.
 */
export function visitorCountry(header: string | null | undefined, table: Pick<RoutingTable, 'defaultCountry'>): CountryCode {
  const country = parseCountryCode(header)
  return country ? (effectiveCountry(country) as CountryCode) : table.defaultCountry
}

/**
 * Pages the app itself renders (a route of its own under `/{locale}/{variant}`) rather than the
 * CMS: they exist in every locale whatever the snapshot says. The community template gallery's
 * pages have an id in their path; the page itself answers 404 for an id that is not online.
 */
export const APP_PAGES: readonly string[] = [ADD_SOLUTION_PATH, TEMPLATE_GALLERY_PATH]
const APP_PAGE_PATTERNS: readonly RegExp[] = [TEMPLATE_PAGE_PATTERN]

/** Also the community members' pages: signing up, logging in, sharing templates (community-pages.ts). */
export function isAppPage(path: string): boolean {
  return APP_PAGES.includes(path) || APP_PAGE_PATTERNS.some((pattern) => pattern.test(path)) || isCommunityPage(path)
}

/**
 * Whether a page is published at `path` in `locale`: an app page always is. A table without
 * pages means the snapshot could not be read yet: then every path is tried, and the page route decides.
 */
export function isPublished(table: RoutingTable, path: string, locale: Locale): boolean {
  if (isAppPage(path) || table.pages.size === 0) return true
  if (!table.pages.has(path)) return false
  const locales = table.pages.get(path)
  return locales === undefined || locales.includes(locale)
}

/** The page path inside the app: `/{locale}/{variant}{path}`, the shape of the site's one route. */
export function internalPath(locale: Locale, variant: RenderVariant, path: string): string {
  return `/${locale}/${encodeVariant(variant)}${path === '/' ? '' : path}`
}

/**
 * The segment of the staff preview's own copy of the page route. A path segment the CMS refuses
 * (it starts with `~`), so no page can stand in its place. Its own route is its own client entry:
 * the preview's browser code ships with it and with no visitor's page.
 */
export const PREVIEW_SEGMENT = '~preview'

/** Where a staff preview renders an internal page path: CMS pages in the preview's route, app pages where they are. */
export function previewPathname(pathname: string): string {
  const [, locale = '', variant = '', ...rest] = pathname.split('/')
  if (isAppPage(`/${rest.join('/')}`)) return pathname
  return ['', locale, variant, PREVIEW_SEGMENT, ...rest].join('/')
}

/** Whether the visitor must be asked about cookies first, by their country and the site settings. */
export function consentRegion(table: RoutingTable, visitor: Visitor): ConsentRegion {
  return consentRegionFor(visitor.country, table.consent.extraCountries)
}

/**
 * The variant of every page, priced or not: the consent banner and the head bootstrap's
 * defaults depend on it. Visitors who need not be asked keep the shared page.
 */
function consentVariant(table: RoutingTable, visitor: Visitor): RenderVariant {
  return consentRegion(table, visitor) === 'required' ? { [CONSENT_VARIANT.name]: CONSENT_VARIANT.required } : {}
}

/** The parts of the HTML that depend on who is asking, beyond the locale. */
export function variantFor(path: string, table: RoutingTable, visitor: Visitor): RenderVariant {
  const consent = { ...consentVariant(table, visitor), ...(visitor.known ? { [KNOWN_VISITOR_VARIANT.name]: KNOWN_VISITOR_VARIANT.known } : {}) }
  if (!table.pricedPaths.has(path)) return consent
  const currency = currencyForCountry(visitor.country)
  // The shared page already shows the default currency: no separate cache entry for it.
  return currency === DEFAULT_CURRENCY ? consent : { ...consent, currency: currency.toLowerCase() }
}

/**
 * The segment of a locale's not-found page: `not-found`, or `not-found~consent.required` for
 * visitors who must be asked first (a 404 page has the banner and the bootstrap too).
 */
export function notFoundSegment(variant: RenderVariant): string {
  const encoded = encodeVariant(variant)
  return Object.keys(variant).length === 0 ? NOT_FOUND_SEGMENT : `${NOT_FOUND_SEGMENT}~${encoded}`
}

/** What a variant segment of the page route stands for; undefined when the proxy never makes it. */
export function readVariantSegment(segment: string): { notFound: boolean; variant: RenderVariant } | undefined {
  if (segment === NOT_FOUND_SEGMENT) return { notFound: true, variant: {} }
  const prefix = `${NOT_FOUND_SEGMENT}~`
  const notFound = segment.startsWith(prefix)
  const variant = decodeVariant(notFound ? segment.slice(prefix.length) : segment)
  if (!variant || (notFound && Object.keys(variant).length === 0)) return undefined
  return { notFound, variant }
}

/** The consent region a page variant was rendered for. */
export function consentRegionOf(variant: RenderVariant): ConsentRegion {
  return variant[CONSENT_VARIANT.name] === CONSENT_VARIANT.required ? 'required' : 'not-required'
}

/** Keeps the visitor's query (a campaign's UTM parameters, `from`) unless the target sets its own. */
function withQuery(target: string, search: string): string {
  return search && !target.includes('?') ? `${target}${search}` : target
}

/**
 * Where a request for `pathname` goes: a redirect (English under `/lang/en`, or a CMS
 * redirect, which applies in every locale), else the internal page route.
 */
export function routeRequest(pathname: string, search: string, table: RoutingTable, visitor: Visitor): RoutingDecision {
  const decision = routeWithoutGuard(pathname, search, table, visitor)
  if (decision.kind !== 'redirect') return decision
  // The one open-redirect guard, judged on the target as the browser will resolve it: a target
  // that would leave the site (`/lang/en//evil.example`, a stored `/.//evil.example`) is not followed.
  const location = safeRedirectLocation(decision.location)
  if (location !== undefined) return { ...decision, location }
  const { locale } = localeFromPath(pathname)
  return { kind: 'not-found', pathname: `/${locale}/${notFoundSegment(consentVariant(table, visitor))}`, locale }
}

/** routeRequest before its redirect guard. */
function routeWithoutGuard(pathname: string, search: string, table: RoutingTable, visitor: Visitor): RoutingDecision {
  const englishPrefix = `${LOCALE_PREFIX}/${DEFAULT_LOCALE}`
  if (pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`)) {
    return { kind: 'redirect', location: withQuery(normalisePath(pathname.slice(englishPrefix.length) || '/'), search), status: 308 }
  }
  // A visitor who picked a language comes back to it on the home page (and may switch back).
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
  const variant = { ...variantFor(path, table, visitor), ...(suggestion ? { [LANGUAGE_SUGGESTION_VARIANT]: suggestion } : {}), ...ab }
  return { kind: 'rewrite', pathname: internalPath(locale, variant, path), locale, variant }
}

/**
 * The locale and A/B variants of an app page (add-solution's kind: the gallery, the community
 * pages), from what the proxy's rewrite encodes: the consent variant and catalogue A/B variants
 * (the header's tests reach every page); nothing else, so a made-up segment is a 404.
 */
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

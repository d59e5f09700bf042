import type { ConsentRegion } from './consent'
import { COOKIE_DEFINITIONS, COOKIE_NAMES, isCookieCategory, type CookieCheck, type CookieDefinition } from './cookies'

/**
 * What the cookie setter does with a cookie whose category the visitor has not allowed, outside
 * the consent countries. The spec reports it and still sets it, and that is the default; in
 * consent countries the law wants it blocked, and it always is (shouldSetCookie), whatever the
 * setting says. Marketers may block them everywhere in the site settings.
 */
export const UNAPPROVED_COOKIE_POLICIES = ['block', 'set'] as const

export type UnapprovedCookiePolicy = (typeof UNAPPROVED_COOKIE_POLICIES)[number]

export const DEFAULT_UNAPPROVED_COOKIE_POLICY: UnapprovedCookiePolicy = 'set'

/** Where every page carries the CMS's cookie definitions and the policy, for the browser's setter. */
export const COOKIE_DEFINITIONS_ELEMENT_ID = 'orbit-cookie-definitions'
export const UNAPPROVED_COOKIES_ATTRIBUTE = 'data-unapproved-cookies'

export function unapprovedCookiePolicyOrDefault(value: unknown): UnapprovedCookiePolicy {
  return (UNAPPROVED_COOKIE_POLICIES as readonly unknown[]).includes(value) ? (value as UnapprovedCookiePolicy) : DEFAULT_UNAPPROVED_COOKIE_POLICY
}

/**
 * Whether the setter sets a cookie after checking it: never an uncategorised one, never a
 * not-approved one in a consent region (the law there does not bend to a site setting); elsewhere
 * a not-approved one only when the site settings say “set them anyway”.
 */
export function shouldSetCookie(check: CookieCheck, policy: UnapprovedCookiePolicy, region: ConsentRegion): boolean {
  if (check.status === 'allowed') return true
  return check.status === 'not-approved' && region !== 'required' && policy === 'set'
}

/**
 * The site's own necessary cookies: saving a consent choice and a language choice must work
 * whatever the CMS holds, so their definitions are always the built-in ones. The CMS refuses to
 * delete them or make them optional (src/cms/collections/CookieDefinitions/hooks), and even a
 * database edited behind its back cannot change what the setter does with them.
 */
export const SITE_NECESSARY_COOKIES = [COOKIE_NAMES.consent, COOKIE_NAMES.locale] as const

export function isSiteNecessaryCookie(name: unknown): boolean {
  return (SITE_NECESSARY_COOKIES as readonly unknown[]).includes(name)
}

const builtIn = (name: string) => COOKIE_DEFINITIONS.find((definition) => definition.name === name)!

/**
 * The definitions the browser's setter goes by: the page's (the CMS's), or the built-in ones when
 * the page carries none (an empty collection, a missing element); the site's own necessary
 * cookies always as built in.
 */
export function setterDefinitions(fromPage: readonly CookieDefinition[] | undefined): CookieDefinition[] {
  if (!fromPage || fromPage.length === 0) return [...COOKIE_DEFINITIONS]
  return [...fromPage.filter((definition) => !isSiteNecessaryCookie(definition.name)), ...SITE_NECESSARY_COOKIES.map(builtIn)]
}

/**
 * The definitions withdrawing clears by: the setter's, plus every built-in one the CMS lacks, so
 * a cookie set under an older definition list (or by the proxy's built-ins) is still found.
 * Where both know a cookie the CMS's definition wins: its domain is where the setter put it.
 */
export function clearingDefinitions(fromPage: readonly CookieDefinition[] | undefined): CookieDefinition[] {
  const setter = setterDefinitions(fromPage)
  const known = new Set(setter.map((definition) => definition.name))
  return [...setter, ...COOKIE_DEFINITIONS.filter((definition) => !known.has(definition.name))]
}

/** A cookie definition as the CMS returns it; every part may be missing in an old document. */
export type StoredCookieDefinition = {
  name?: string | null
  category?: string | null
  mandatory?: boolean | null
  expiryDays?: number | null
  domain?: string | null
}

/**
 * The definitions the browser's cookie setter needs, from the CMS's documents. A document without
 * a known category is left out, so its cookie counts as uncategorised, as the spec wants.
 * Descriptions stay out: they are for the cookie policy page, not for every page's HTML.
 */
export function settableDefinitions(documents: readonly StoredCookieDefinition[]): CookieDefinition[] {
  const definitions: CookieDefinition[] = []
  for (const document of documents) {
    if (!document.name || !isCookieCategory(document.category)) continue
    definitions.push({
      name: document.name,
      category: document.category,
      mandatory: document.mandatory === true,
      ...(typeof document.expiryDays === 'number' ? { expiryDays: document.expiryDays } : {}),
      ...(document.domain ? { domain: document.domain } : {}),
      description: '',
    })
  }
  return definitions
}

/** Reads definitions embedded in a page back; undefined for anything that is not a list of them. */
export function parseEmbeddedDefinitions(text: string | null | undefined): CookieDefinition[] | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  return Array.isArray(value) ? settableDefinitions(value as StoredCookieDefinition[]) : undefined
}

/** Text to embed in a `<script type="application/json">`: no `<` can close the element early. */
export function embeddableDefinitions(definitions: readonly CookieDefinition[]): string {
  const compact = definitions.map(({ description: _description, ...rest }) => rest)
  return JSON.stringify(compact).replace(/</g, '\\u003c')
}

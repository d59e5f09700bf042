import type { ConsentRegion } from './consent'
import {
  checkCookieCategory,
  COOKIE_DEFINITIONS,
  COOKIE_NAMES,
  isCookieCategory,
  type CookieCategory,
  type CookieCheck,
  type CookieDefinition,
} from './cookies'

// Outside the consent countries the spec reports a not-approved cookie and still sets it (the
// default); marketers may block them everywhere. Inside, the law wants it blocked, always.
export const UNAPPROVED_COOKIE_POLICIES = ['block', 'set'] as const

export type UnapprovedCookiePolicy = (typeof UNAPPROVED_COOKIE_POLICIES)[number]

export const DEFAULT_UNAPPROVED_COOKIE_POLICY: UnapprovedCookiePolicy = 'set'

// Every page carries the CMS's definitions and the policy for the browser's setter.
export const COOKIE_DEFINITIONS_ELEMENT_ID = 'orbit-cookie-definitions'
export const UNAPPROVED_COOKIES_ATTRIBUTE = 'data-unapproved-cookies'

export function unapprovedCookiePolicyOrDefault(value: unknown): UnapprovedCookiePolicy {
  return (UNAPPROVED_COOKIE_POLICIES as readonly unknown[]).includes(value) ? (value as UnapprovedCookiePolicy) : DEFAULT_UNAPPROVED_COOKIE_POLICY
}

export type SetterSituation = { region: ConsentRegion; globalPrivacyControl: boolean }

// In a consent region the law does not bend to a site setting; Global Privacy Control is a legal
// opt-out of selling and sharing.
export function shouldSetCookie(check: CookieCheck, policy: UnapprovedCookiePolicy, { region, globalPrivacyControl }: SetterSituation): boolean {
  if (check.status === 'allowed') return true
  if (check.status !== 'not-approved' || region === 'required' || policy !== 'set') return false
  return !(globalPrivacyControl && check.definition.category === 'marketing')
}

export type CookieVerdict = CookieCheck & { set: boolean }

// SPEC §5, for the browser and the server alike; the caller raises the event the check names.
export function cookieVerdict(
  name: string,
  {
    definitions,
    isCategoryAllowed,
    policy,
    ...situation
  }: SetterSituation & { definitions: readonly CookieDefinition[]; isCategoryAllowed: (category: CookieCategory) => boolean; policy: UnapprovedCookiePolicy },
): CookieVerdict {
  const check = checkCookieCategory(name, isCategoryAllowed, () => undefined, definitions)
  return { ...check, set: shouldSetCookie(check, policy, situation) }
}

// Saving a consent or language choice must work whatever the CMS holds, even a database edited
// behind its back: these definitions are always the built-in ones.
export const SITE_NECESSARY_COOKIES = [COOKIE_NAMES.consent, COOKIE_NAMES.locale] as const

export function isSiteNecessaryCookie(name: unknown): boolean {
  return (SITE_NECESSARY_COOKIES as readonly unknown[]).includes(name)
}

const builtIn = (name: string) => COOKIE_DEFINITIONS.find((definition) => definition.name === name)!

// Built-in ones when the page carries none (an empty collection, a missing element).
export function setterDefinitions(fromPage: readonly CookieDefinition[] | undefined): CookieDefinition[] {
  if (!fromPage || fromPage.length === 0) return [...COOKIE_DEFINITIONS]
  return [...fromPage.filter((definition) => !isSiteNecessaryCookie(definition.name)), ...SITE_NECESSARY_COOKIES.map(builtIn)]
}

// Built-ins the CMS lacks are added so a cookie set under an older list is still found; where both
// know a cookie the CMS's wins, since its domain is where the setter put it.
export function clearingDefinitions(fromPage: readonly CookieDefinition[] | undefined): CookieDefinition[] {
  const setter = setterDefinitions(fromPage)
  const known = new Set(setter.map((definition) => definition.name))
  return [...setter, ...COOKIE_DEFINITIONS.filter((definition) => !known.has(definition.name))]
}

// Every part may be missing in an old document.
export type StoredCookieDefinition = {
  name?: string | null
  category?: string | null
  mandatory?: boolean | null
  expiryDays?: number | null
  domain?: string | null
}

// A document without a known category is left out, so its cookie counts as uncategorised (the spec).
// Descriptions are for the cookie policy page, not every page's HTML.
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

// No `<` can close the `<script type="application/json">` early.
export function embeddableDefinitions(definitions: readonly CookieDefinition[]): string {
  const compact = definitions.map(({ description: _description, ...rest }) => rest)
  return JSON.stringify(compact).replace(/</g, '\\u003c')
}

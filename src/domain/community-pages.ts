/**
 * The community members' own pages on the site (issue 8): signing up, confirming the address,
 * logging in, resetting a password, sharing a template and following its review. The app
 * renders them itself (routes under `/{locale}/{variant}/community/…`), in every locale; the
 * proxy learns them from `isCommunityPage`. The paths the account emails link to come from
 * COMMUNITY_PATHS (template-emails.ts), so the emails and the pages cannot drift apart. Pure.
 */
import { type Locale } from './locales'
import { pathFor } from './paths'
import { resolveSitePath } from './redirects'
import { COMMUNITY_PATHS } from './template-emails'

export const COMMUNITY_PAGES = {
  join: '/community/join',
  verify: COMMUNITY_PATHS.verify,
  login: '/community/login',
  forgotPassword: '/community/forgot-password',
  resetPassword: COMMUNITY_PATHS.resetPassword,
  submit: '/community/submit',
  myTemplates: COMMUNITY_PATHS.myTemplates,
} as const

export type CommunityPage = keyof typeof COMMUNITY_PAGES

/** Pages only a logged-in member sees; anyone else is sent to the login page first. */
export const MEMBER_ONLY_PAGES = ['submit', 'myTemplates'] as const satisfies readonly CommunityPage[]

/** One of the member's templates: `/community/my-templates/{id}` (a database id, no leading zero). */
export const MY_TEMPLATE_PAGE_PATTERN = /^\/community\/my-templates\/[1-9]\d{0,9}$/

export function myTemplatePath(id: number): string {
  return `${COMMUNITY_PAGES.myTemplates}/${id}`
}

/** The template id in a `/community/my-templates/{id}` route segment; undefined for anything else. */
export function myTemplateId(segment: unknown): number | undefined {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,9}$/.test(segment)) return undefined
  const id = Number(segment)
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined
}

const PAGE_PATHS: readonly string[] = Object.values(COMMUNITY_PAGES)

/** Whether the app renders `path` (normalised, without locale prefix) as a community page. */
export function isCommunityPage(path: string): boolean {
  return PAGE_PATHS.includes(path) || MY_TEMPLATE_PAGE_PATTERN.test(path)
}

/** The terms a member accepts when sharing a template (a legal page marketers keep in the CMS). */
export const COMMUNITY_TERMS_PATH = '/l/terms-of-service'

/** Where the help for an account that cannot be confirmed is. */
export const COMMUNITY_SUPPORT_PATH = '/helpcenter/contact-support'

/** The query parameter naming the page to return to after logging in. */
export const NEXT_PARAM = 'next'

/** Paths that belong to the app, not to a page a person returns to. */
const NOT_A_PAGE = /^\/(?:api|admin|nhp|_next|healthz|proxy-snapshot)(?:[/?#]|$)/i

/** The longest return path kept: a page address with a short query, nothing a person would type longer. */
export const MAX_NEXT_LENGTH = 512

/**
 * Where to go after logging in: the `next` value when it is a page of this site, else
 * `fallback`. Never another site (`//host`, `/\host`, encoded slashes, control characters,
 * `javascript:` and absolute URLs are refused by resolveSitePath), never an API or admin
 * address, and never a login page again (a loop).
 */
export function safeNextPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH) return fallback
  // Judged, and returned, as the browser will resolve it.
  const resolved = resolveSitePath(value)
  if (resolved === undefined || NOT_A_PAGE.test(resolved)) return fallback
  const pathOnly = resolved.split(/[?#]/, 1)[0] ?? ''
  if (pathOnly === COMMUNITY_PAGES.login || pathOnly.endsWith(COMMUNITY_PAGES.login)) return fallback
  return resolved
}

/** A community page's public address in `locale`: `/community/login` or `/lang/de/community/login`. */
export function communityHref(page: CommunityPage | string, locale: Locale): string {
  const path = Object.hasOwn(COMMUNITY_PAGES, page) ? COMMUNITY_PAGES[page as CommunityPage] : page
  return pathFor({ path }, locale)
}

/** The login page in `locale` that returns to `next` (a public address, already in its locale). */
export function loginHref(locale: Locale, next?: string): string {
  const login = communityHref('login', locale)
  if (next === undefined) return login
  const safe = safeNextPath(next, '')
  return safe ? `${login}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}` : login
}

/**
 * A token from an account email link (`?token=`): Payload's are 40 hex characters. Anything
 * else is no token, so a made-up value never reaches the database.
 */
export function accountToken(value: unknown): string | undefined {
  const token = Array.isArray(value) ? value[0] : value
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined
}

/** The first value of a query parameter as Next.js hands it over. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

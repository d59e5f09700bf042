// The proxy learns these app pages from `isCommunityPage`; account emails link to COMMUNITY_PATHS
// (templates/emails.ts), so the emails and the pages cannot drift apart.
import { type Locale } from '../locales'
import { pathFor } from '../routing/paths'
import { resolveSitePath } from '../routing/redirects'
import { COMMUNITY_PATHS } from '../templates/emails'

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

// Anyone else is sent to the login page first.
export const MEMBER_ONLY_PAGES = ['submit', 'myTemplates'] as const satisfies readonly CommunityPage[]

export const MY_TEMPLATE_PAGE_PATTERN = /^\/community\/my-templates\/[1-9]\d{0,9}$/

export function myTemplatePath(id: number): string {
  return `${COMMUNITY_PAGES.myTemplates}/${id}`
}

export function myTemplateId(segment: unknown): number | undefined {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,9}$/.test(segment)) return undefined
  const id = Number(segment)
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined
}

const PAGE_PATHS: readonly string[] = Object.values(COMMUNITY_PAGES)

export function isCommunityPage(path: string): boolean {
  return PAGE_PATHS.includes(path) || MY_TEMPLATE_PAGE_PATTERN.test(path)
}

// A legal page marketers keep in the CMS.
export const COMMUNITY_TERMS_PATH = '/l/terms-of-service'

export const COMMUNITY_SUPPORT_PATH = '/helpcenter/contact-support'

export const NEXT_PARAM = 'next'

const NOT_A_PAGE = /^\/(?:api|admin|nhp|_next|healthz|proxy-snapshot)(?:[/?#]|$)/i

// A page address with a short query; nothing a person would type is longer.
export const MAX_NEXT_LENGTH = 512

// Never another site (resolveSitePath refuses those), never an API or admin address, and never a
// login page again (a loop).
export function safeNextPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH) return fallback
  // Judged, and returned, as the browser will resolve it.
  const resolved = resolveSitePath(value)
  if (resolved === undefined || NOT_A_PAGE.test(resolved)) return fallback
  const pathOnly = resolved.split(/[?#]/, 1)[0] ?? ''
  if (pathOnly === COMMUNITY_PAGES.login || pathOnly.endsWith(COMMUNITY_PAGES.login)) return fallback
  return resolved
}

export function communityHref(page: CommunityPage | string, locale: Locale): string {
  const path = Object.hasOwn(COMMUNITY_PAGES, page) ? COMMUNITY_PAGES[page as CommunityPage] : page
  return pathFor({ path }, locale)
}

export function loginHref(locale: Locale, next?: string): string {
  const login = communityHref('login', locale)
  if (next === undefined) return login
  const safe = safeNextPath(next, '')
  return safe ? `${login}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}` : login
}

// A made-up value never reaches the database.
export function accountToken(value: unknown): string | undefined {
  const token = Array.isArray(value) ? value[0] : value
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined
}

export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

import { type ArticleAddress, articlePath } from '../articles/addresses'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales'

export const LOCALE_PREFIX = '/lang'

export const ASSET_PREFIX = '/nhp'

export function stripQueryString(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? ''
}

export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

export function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

// `/w/crm/` → `_w_crm_`
export function pathToKey(path: string): string {
  return stripQueryString(path).replaceAll('/', '_')
}

export function pageViewPath(url: string): string {
  return withTrailingSlash(stripQueryString(url) || '/')
}

export function normalisePath(url: string): string {
  return withoutTrailingSlash(stripQueryString(url) || '/')
}

// The one place a page's public URL is made: links, revalidation, previews, the sitemap and SEO.
export function pathFor(doc: { path: string } | ArticleAddress, locale: Locale = DEFAULT_LOCALE): string {
  const path = normalisePath('path' in doc ? doc.path : articlePath(doc))
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `${LOCALE_PREFIX}/${locale}` : `${LOCALE_PREFIX}/${locale}${path}`
}

const SHARE_CARDS = `${ASSET_PREFIX}/share`

/** A page's link-preview picture in one language: `/nhp/share/de/pricing.png`, the home page's `/nhp/share/de.png`. */
export function shareCardPathFor(doc: { path: string }, locale: Locale): string {
  const path = normalisePath(doc.path)
  return `${SHARE_CARDS}/${locale}${path === '/' ? '' : path}.png`
}

/** The segments after `/nhp/share/`; undefined for anything shareCardPathFor() would not make. */
export function readShareCardPath(segments: readonly string[]): { locale: Locale; path: string } | undefined {
  const last = segments.at(-1)
  if (!last?.endsWith('.png')) return undefined
  const [locale, ...rest] = [...segments.slice(0, -1), last.slice(0, -'.png'.length)]
  if (!isLocale(locale) || !rest.every((segment) => SEGMENT.test(segment))) return undefined
  return { locale, path: rest.length === 0 ? '/' : `/${rest.join('/')}` }
}

export function localeFromPath(pathname: string): { locale: Locale; path: string } {
  const path = normalisePath(pathname)
  const match = /^\/lang\/([^/]+)(\/.*)?$/.exec(path)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] ?? '/' }
  }
  return { locale: DEFAULT_LOCALE, path }
}

/**
 * The one spelling of an address: no trailing slash, the locale in lower case, English without a
 * prefix (`/lang/DE/` → `/lang/de`, `/lang/en/crm` → `/crm`). Undefined when already so spelled,
 * so any other spelling lands on the page with one redirect.
 */
export function canonicalAddress(pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname)
  const match = /^\/lang\/([^/]+)(\/.*)?$/i.exec(path)
  const locale = match?.[1]?.toLowerCase()
  const canonical = match && isLocale(locale) ? pathFor({ path: match[2] ?? '/' }, locale) : path
  return canonical === pathname ? undefined : canonical
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/

export function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a path such as / or /pricing.'
  if (!value.startsWith('/')) return 'A path starts with a slash, for example /pricing.'
  if (value === '/') return true
  if (value.length > 200) return 'A path has at most 200 characters.'
  if (value.endsWith('/')) return 'Leave out the trailing slash: /pricing, not /pricing/.'
  if (value === LOCALE_PREFIX || value.startsWith(`${LOCALE_PREFIX}/`)) {
    return 'Leave out /lang/…: the language versions of a page get their addresses by themselves.'
  }
  const bad = value
    .slice(1)
    .split('/')
    .find((segment) => !SEGMENT.test(segment) || /^\.+$/.test(segment))
  if (bad !== undefined) {
    return bad === '' ? 'A path cannot contain two slashes in a row.' : `"${bad}" is not allowed in a path: use lowercase letters, digits, - and _.`
  }
  return true
}

const APP_PATH = /^\/(?:api|admin|nhp|lang|healthz)(?:[/?#]|$)/

// Other sites, app paths and anchors are left as they are.
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//') || APP_PATH.test(href)) return href
  const index = href.search(/[?#]/)
  const path = index === -1 ? href : href.slice(0, index)
  const rest = index === -1 ? '' : href.slice(index)
  return `${pathFor({ path }, locale)}${rest}`
}

import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** Prefix of every localised route: `/lang/{locale}/...`. */
export const LOCALE_PREFIX = '/lang'

/** The app's static asset prefix. */
export const ASSET_PREFIX = '/nhp'

/** Drops the query string and the fragment: `/pricing?from=header#plans` → `/pricing`. */
export function stripQueryString(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? ''
}

export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

/** Removes trailing slashes, keeping the root `/`. */
export function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A path as a lookup key, slashes turned to underscores: `/w/crm/` → `_w_crm_`. */
export function pathToKey(path: string): string {
  return stripQueryString(path).replaceAll('/', '_')
}

/** The path the page-view event reports: no query, always slash-terminated. */
export function pageViewPath(url: string): string {
  return withTrailingSlash(stripQueryString(url) || '/')
}

/** The normalised form of a visitor's path used to look up per-path content. */
export function normalisePath(url: string): string {
  return withoutTrailingSlash(stripQueryString(url) || '/')
}

/**
 * The one place a page's public URL is made: English at the root, every other locale
 * under `/lang/{locale}`. Used by links, revalidation, previews, the sitemap and SEO.
 */
export function pathFor(doc: { path: string }, locale: Locale = DEFAULT_LOCALE): string {
  const path = normalisePath(doc.path)
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `${LOCALE_PREFIX}/${locale}` : `${LOCALE_PREFIX}/${locale}${path}`
}

/** Splits a request path into its locale and the page path: `/lang/de/pricing` → de, `/pricing`. */
export function localeFromPath(pathname: string): { locale: Locale; path: string } {
  const path = normalisePath(pathname)
  const match = /^\/lang\/([^/]+)(\/.*)?$/.exec(path)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] ?? '/' }
  }
  return { locale: DEFAULT_LOCALE, path }
}

/**
 * A page path as editors type it: starts with `/`, lowercase segments of letters, digits,
 * `-`, `_` and `.`, no trailing slash (except the home page `/`), no empty or dot segments.
 */
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/

/** Returns true for a valid page path, or a sentence telling an editor what to fix. */
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

/** Paths that belong to the app itself, not to a page: never given a locale prefix. */
const APP_PATH = /^\/(?:api|admin|nhp|lang|healthz)(?:[/?#]|$)/

/**
 * A link target as a visitor of `locale` should follow it: a page path of this site gets the
 * locale's prefix (`/pricing?from=header` → `/lang/de/pricing?from=header`); other sites,
 * app paths and anchors are left as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//') || APP_PATH.test(href)) return href
  const index = href.search(/[?#]/)
  const path = index === -1 ? href : href.slice(0, index)
  const rest = index === -1 ? '' : href.slice(index)
  return `${pathFor({ path }, locale)}${rest}`
}

import { normalisePath, validatePagePath } from './paths'

/** CMS redirects answer with one of these; 307 keeps the method for a temporary move, 308 for a permanent one. */
export const REDIRECT_STATUS_CODES = [307, 308] as const
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number]

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/

const SITE = 'https://site.invalid'

/** Resolves a path as a browser does against this site, or undefined when it leaves the site. */
function resolveAgainstSite(value: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return undefined
  }
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another
  // host as soon as it travels as a relative Location.
  if (url.origin !== SITE || url.pathname.startsWith('//')) return undefined
  return url
}

/**
 * The path a browser will actually go to for `value` on this site, resolved the way it does
 * (dot segments, `%2e`, backslashes, encodings), or undefined when that is not a path on this
 * site. Browsers read `//host`, `/\host`, `/.//host`, `/%2e%2e//host`, encoded slashes and
 * stray control characters as another site, so all of them are refused: the one guard behind
 * every redirect, return URL and `from` parameter (no open redirects). Judged after resolving,
 * never before.
 */
export function resolveSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined
  if (value.startsWith('//') || CONTROL_OR_SPACE.test(value)) return undefined
  let decoded = value
  try {
    // Decode twice: `/%252F%252Fhost` becomes `//host` after two rounds of decoding.
    for (let round = 0; round < 2; round++) {
      decoded = decodeURIComponent(decoded)
      if (decoded.startsWith('//') || CONTROL_OR_SPACE.test(decoded) || !resolveAgainstSite(decoded)) return undefined
    }
  } catch {
    return undefined
  }
  const url = resolveAgainstSite(value)
  return url ? `${url.pathname}${url.search}${url.hash}` : undefined
}

/** True only for a path on this site (see resolveSitePath). */
export function isSafeSitePath(value: unknown): value is string {
  return resolveSitePath(value) !== undefined
}

/**
 * The Location header for a redirect the site answers: a site path as the browser will resolve
 * it, or an https address on another host (allowed hosts are judged when the redirect is saved);
 * undefined for anything else, which is then not followed.
 */
export function safeRedirectLocation(location: string): string | undefined {
  if (location.startsWith('/') || location.startsWith('\\')) return resolveSitePath(location)
  let url: URL
  try {
    url = new URL(location)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || CONTROL_OR_SPACE.test(location)) return undefined
  return url.href
}

/** Where a redirect may send a visitor: a path on this site, or https on an allowed host. */
export function validateRedirectTarget(to: unknown, allowedHosts: readonly string[]): true | string {
  if (typeof to !== 'string' || to.trim() === '') return 'Enter where the redirect goes: a path such as /pricing or a full https:// address.'
  if (to.startsWith('/')) {
    return isSafeSitePath(to) ? true : 'This path could send visitors to another site: use a plain path such as /pricing.'
  }
  let url: URL
  try {
    url = new URL(to)
  } catch {
    return 'Enter a path such as /pricing or a full address such as https://example.com/page.'
  }
  if (url.protocol !== 'https:') return 'Redirects to other sites must use https://.'
  if (url.username || url.password) return 'An address with a user name or password is not allowed.'
  const host = url.hostname.toLowerCase()
  if (!allowedHosts.map((allowed) => allowed.toLowerCase()).includes(host)) {
    return `${host} is not on the list of sites redirects may go to (Site settings → Redirect hosts).`
  }
  return true
}

/** Where a redirect may come from: a path of this site, in the same form as page paths. */
export function validateRedirectSource(from: unknown): true | string {
  if (typeof from !== 'string') return 'Enter the path to redirect, such as /old-pricing.'
  return validatePagePath(normalisePath(from))
}

type Redirect = { from: string; to: string }

/**
 * Refuses loops and chains: a visitor must reach the final page in one hop. A redirect
 * may not point at itself, at the source of another redirect, or be the target of one.
 */
export function redirectChainProblem(redirect: Redirect, others: readonly Redirect[]): string | undefined {
  const from = normalisePath(redirect.from)
  const to = redirect.to.startsWith('/') ? normalisePath(redirect.to) : redirect.to
  if (from === to) return 'A redirect cannot point to its own path.'
  const next = others.find((other) => normalisePath(other.from) === to)
  if (next) return `${to} already redirects to ${next.to}: point this redirect straight at ${next.to}.`
  const previous = others.find((other) => other.to.startsWith('/') && normalisePath(other.to) === from)
  if (previous) {
    return `${previous.from} already redirects here: change that redirect to go to ${redirect.to} instead.`
  }
  return undefined
}

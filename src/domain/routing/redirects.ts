import { normalisePath, validatePagePath } from './paths'

// 307 keeps the method for a temporary move, 308 for a permanent one.
export const REDIRECT_STATUS_CODES = [307, 308] as const
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number]

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/

const SITE = 'https://site.invalid'

function resolveAgainstSite(value: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return undefined
  }
  // `/.//evil.example` resolves to `//evil.example`, another host once it travels as a relative Location.
  if (url.origin !== SITE || url.pathname.startsWith('//')) return undefined
  return url
}

// The one guard behind every redirect, return URL and `from` parameter: browsers read `//host`,
// `/\host`, `/%2e%2e//host` and encoded slashes as another site, so judge after resolving, never before.
export function resolveSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined
  if (value.startsWith('//') || CONTROL_OR_SPACE.test(value)) return undefined
  let decoded = value
  try {
    // `/%252F%252Fhost` becomes `//host` after two rounds of decoding.
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

export function isSafeSitePath(value: unknown): value is string {
  return resolveSitePath(value) !== undefined
}

// Allowed hosts are judged when the redirect is saved; anything else is not followed.
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

export function validateRedirectSource(from: unknown): true | string {
  if (typeof from !== 'string') return 'Enter the path to redirect, such as /old-pricing.'
  return validatePagePath(normalisePath(from))
}

type Redirect = { from: string; to: string }

// A visitor must reach the final page in one hop.
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

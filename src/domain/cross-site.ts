/**
 * Whether a POST comes from another site's page. `text/plain` POSTs need no CORS preflight, so
 * any website could make its visitors' browsers post invented events here; browsers say where a
 * request comes from, and the collector drops what another site sent:
 * - `Sec-Fetch-Site: cross-site` (every current browser sends it);
 * - an `Origin` that is not one of the site's own (older browsers; `null` from sandboxed frames
 *   and `file:` pages counts as foreign).
 * Requests with neither header (server-side code, curl, old browsers) are not browsers acting
 * for another site, and pass. `same-site` (a sibling subdomain) passes the first check and is
 * judged by its Origin.
 */
export function isCrossSiteWrite(headers: Headers, allowedOrigins: ReadonlySet<string>): boolean {
  if (headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true
  const origin = headers.get('origin')
  return origin !== null && !allowedOrigins.has(normalizedOrigin(origin) ?? '')
}

/** The set to check against, from configured URLs or origins (`https://www.example.com/`). */
export function originSet(origins: readonly string[]): ReadonlySet<string> {
  return new Set(origins.map(normalizedOrigin).filter((origin): origin is string => origin !== undefined))
}

/** `scheme://host[:port]` in URL's own spelling (lower case, default port dropped), or undefined. */
function normalizedOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value.trim())
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

// `text/plain` POSTs need no CORS preflight, so any site could make its visitors post invented
// events here. Requests with neither Sec-Fetch-Site nor Origin (server code, curl) are no browser
// acting for another site; a `null` Origin (sandboxed frames, `file:`) counts as foreign.
export function isCrossSiteWrite(headers: Headers, allowedOrigins: ReadonlySet<string>): boolean {
  if (headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true
  const origin = headers.get('origin')
  return origin !== null && !allowedOrigins.has(normalizedOrigin(origin) ?? '')
}

export function originSet(origins: readonly string[]): ReadonlySet<string> {
  return new Set(origins.map(normalizedOrigin).filter((origin): origin is string => origin !== undefined))
}

function normalizedOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value.trim())
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

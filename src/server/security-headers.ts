/**
 * Security headers for every response. Pages are cached and shared, so the policy cannot
 * carry per-request nonces; it is chosen per route instead.
 */

type Header = { key: string; value: string }
export type HeaderRule = { source: string; headers: Header[] }

type Options = { isDev: boolean }

const ONE_YEAR = 60 * 60 * 24 * 365

export function contentSecurityPolicy({ isDev, frameAncestors }: Options & { frameAncestors: string }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap scripts; development also evaluates code for hot reload.
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: Options): HeaderRule[] {
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR}; includeSubDomains` },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ]
  return [
    {
      // Everything but the admin: never framed.
      source: '/((?!admin(?:/|$)).*)',
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, frameAncestors: "'none'" }) },
      ],
    },
    {
      // The admin frames the site's own pages for live preview.
      source: '/admin/:path*',
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, frameAncestors: "'self'" }) },
      ],
    },
  ]
}

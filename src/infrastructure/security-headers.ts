/**
 * Security headers for every response. Pages are cached and shared, so the policy cannot
 * carry per-request nonces; it is chosen per route instead.
 */

// Relative: next.config.ts loads this file outside the app's path aliases.
import { DRAFT_MODE_COOKIE } from '../domain/draft-mode'

type Header = { key: string; value: string }
type Condition = { type: 'cookie' | 'header'; key: string; value?: string }
export type HeaderRule = { source: string; has?: Condition[]; missing?: Condition[]; headers: Header[] }

type Options = {
  isDev: boolean
  /**
   * Origins the browser sends to besides this site: an external tracking URL and Sentry's ingest
   * host. Next fixes headers when the site is built, so by default they come from the build's
   * TRACKING_URL and SENTRY_DSN (see reportingOrigins).
   */
  connectTo?: readonly string[]
}

const ONE_YEAR = 60 * 60 * 24 * 365

/** The origins of the tracking URL and the Sentry DSN, when set to an http(s) URL; nothing else. */
export function reportingOrigins(source: Record<string, string | undefined>): string[] {
  const origins = [source.TRACKING_URL, source.SENTRY_DSN].flatMap((value) => {
    const url = value?.trim() && URL.canParse(value.trim()) ? new URL(value.trim()) : undefined
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? [url.origin] : []
  })
  return [...new Set(origins)]
}

export function contentSecurityPolicy({ isDev, frameAncestors, connectTo = [] }: Options & { frameAncestors: string }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap scripts; development also evaluates code for hot reload.
    // Those inline scripts carry each page's own data, so they cannot be listed by hash, and a
    // cached page cannot carry a nonce. That is also why the consent bootstrap
    // (src/site/consent/bootstrap.ts) is not listed by its sha256: once a hash is in the list,
    // browsers ignore 'unsafe-inline' and Next's scripts would stop. The bootstrap is kept one
    // constant text all the same, so the day Next's scripts can go, its hash is all it needs.
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectTo, ...(isDev ? ['ws:', 'wss:'] : [])],
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

export function securityHeaders({ connectTo = reportingOrigins(process.env), ...options }: Options): HeaderRule[] {
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ]
  const site = '/((?!admin(?:/|$)).*)'
  const draftMode: Condition[] = [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]
  return [
    {
      // HSTS only over https: a TLS proxy in front says so (x-forwarded-proto); over plain http
      // (a local run) the header would mean nothing, or pin a development host to https.
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR}; includeSubDomains` }],
    },
    {
      // Everything but the admin: never framed.
      source: site,
      missing: draftMode,
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, connectTo, frameAncestors: "'none'" }) },
      ],
    },
    {
      // Staff in draft mode (src/app/(payload)/api/preview): the admin's live preview frames the
      // page, so the site's own origin may; nobody else. Never indexed. Next checks the cookie's
      // value before a page reads a draft; a forged one only makes a published page frameable by
      // this same site.
      source: site,
      has: draftMode,
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, connectTo, frameAncestors: "'self'" }) },
      ],
    },
    {
      // The admin frames the site's own pages for live preview.
      source: '/admin/:path*',
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, connectTo, frameAncestors: "'self'" }) },
      ],
    },
  ]
}

/** Pages are cached and shared, so the policy cannot carry per-request nonces: it is chosen per route. */

// Relative: next.config.ts loads this file outside the app's path aliases.
import { DRAFT_MODE_COOKIE } from '../domain/preview/draft-mode'

type Header = { key: string; value: string }
type Condition = { type: 'cookie' | 'header'; key: string; value?: string }
export type HeaderRule = { source: string; has?: Condition[]; missing?: Condition[]; headers: Header[] }

type Options = {
  isDev: boolean
  /** Next fixes headers at build time, so by default these come from the build's TRACKING_URL and SENTRY_DSN. */
  connectTo?: readonly string[]
}

const ONE_YEAR = 60 * 60 * 24 * 365

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
    // Next's inline scripts carry each page's data, so they cannot be listed by hash. Nor can the
    // consent bootstrap's: once a hash is listed, browsers ignore 'unsafe-inline' and Next's scripts stop.
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

const COMMON: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
]

/** For answers the site's server gives before Next: no page, so a policy that allows nothing. */
export function refusalSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    ...Object.fromEntries(COMMON.map(({ key, value }) => [key, value])),
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    ...(https ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR}; includeSubDomains` } : {}),
  }
}

// The sync page the product's hosts frame (src/domain/routing/framed-pages.ts): its policy names
// those hosts, which live in Site settings, so the proxy sets it per request instead.
const SITE_SOURCE = '/((?!admin(?:/|$))(?!(?:lang/[^/]+/)?external/hp-sync/?$).*)'

/** The headers of a page the product's hosts frame: no X-Frame-Options (it cannot name hosts), and `frame-ancestors` listing them. */
export function productFramedPageHeaders({
  frameAncestors,
  preview,
  connectTo = reportingOrigins(process.env),
  ...options
}: Options & { frameAncestors: readonly string[]; preview: boolean }): Record<string, string> {
  // A staff preview is framed by the admin, on this site.
  const ancestors = [...(preview ? ["'self'"] : []), ...frameAncestors]
  return {
    ...Object.fromEntries(COMMON.map(({ key, value }) => [key, value])),
    'Content-Security-Policy': contentSecurityPolicy({ ...options, connectTo, frameAncestors: ancestors.length > 0 ? ancestors.join(' ') : "'none'" }),
  }
}

export function securityHeaders({ connectTo = reportingOrigins(process.env), ...options }: Options): HeaderRule[] {
  const common = COMMON
  const site = SITE_SOURCE
  const draftMode: Condition[] = [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]
  return [
    {
      // HSTS only over https: over plain http it would pin a development host to https.
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR}; includeSubDomains` }],
    },
    {
      source: site,
      missing: draftMode,
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, connectTo, frameAncestors: "'none'" }) },
      ],
    },
    {
      // Draft mode: the admin's live preview frames the page. A forged cookie only makes a published
      // page frameable by this same site.
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

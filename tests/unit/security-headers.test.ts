import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, productFramedPageHeaders, reportingOrigins, securityHeaders } from '@/infrastructure/security-headers'
import { CONSENT_BOOTSTRAP_SCRIPT } from '@/site/consent/bootstrap'

const headersFor = (source: string, isDev = false) =>
  Object.fromEntries(
    securityHeaders({ isDev })
      .find((rule) => rule.source === source)!
      .headers.map((h) => [h.key, h.value]),
  )

const SITE = '/((?!admin(?:/|$))(?!(?:lang/[^/]+/)?external/hp-sync/?$).*)'

describe('securityHeaders', () => {
  it('never lets another site frame the public pages', () => {
    const site = headersFor(SITE)
    expect(site['X-Frame-Options']).toBe('DENY')
    expect(site['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })

  it('lets the site frame a page only in draft mode (a staff preview), and never indexes it', () => {
    const rules = securityHeaders({ isDev: false }).filter((rule) => rule.source === SITE)
    const cookieRule = (rule: (typeof rules)[number], key: 'has' | 'missing') => rule[key]?.some((c) => c.type === 'cookie' && c.key === 'staff-preview')
    const normal = rules.find((rule) => cookieRule(rule, 'missing'))!
    const preview = rules.find((rule) => cookieRule(rule, 'has'))!
    const value = (rule: typeof normal, key: string) => rule.headers.find((header) => header.key === key)?.value
    expect(rules).toHaveLength(2)
    expect(value(normal, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(value(normal, 'X-Robots-Tag')).toBeUndefined()
    expect(value(preview, 'Content-Security-Policy')).toContain("frame-ancestors 'self'")
    expect(value(preview, 'Content-Security-Policy')).not.toContain("frame-ancestors 'none'")
    expect(value(preview, 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(value(preview, 'X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('lets the admin frame its own site for live preview, and nobody else', () => {
    const admin = headersFor('/admin/:path*')
    expect(admin['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(admin['Content-Security-Policy']).toContain("frame-ancestors 'self'")
  })

  it.each([SITE, '/admin/:path*'])('%s carries the baseline policy', (source) => {
    const headers = headersFor(source)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(headers['Content-Security-Policy']).toContain(directive)
    }
  })

  it('sends HSTS with a year and subdomains only over https (as the TLS proxy in front says), never over plain http', () => {
    const rules = securityHeaders({ isDev: false })
    const hsts = rules.filter((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security'))
    expect(hsts).toEqual([
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
      },
    ])
  })

  it('allows eval only in development, for hot reload', () => {
    expect(headersFor(SITE, true)['Content-Security-Policy']).toContain("'unsafe-eval'")
    expect(headersFor(SITE, false)['Content-Security-Policy']).not.toContain("'unsafe-eval'")
  })

  it('the site rule does not match admin paths, so the admin rule is the only one there', () => {
    const pattern = new RegExp(`^${SITE}$`)
    expect(pattern.test('/admin')).toBe(false)
    expect(pattern.test('/admin/collections/pages')).toBe(false)
    expect(pattern.test('/administration-guide')).toBe(true)
    expect(pattern.test('/pricing')).toBe(true)
  })

  it('leaves the page the product’s hosts frame to the proxy, which names those hosts (no X-Frame-Options: DENY there)', () => {
    const pattern = new RegExp(`^${SITE}$`)
    for (const path of ['/external/hp-sync', '/external/hp-sync/', '/lang/de/external/hp-sync']) expect(pattern.test(path), path).toBe(false)
    for (const path of ['/external', '/external/hp-sync-other', '/lang/de/pricing']) expect(pattern.test(path), path).toBe(true)
    const framed = productFramedPageHeaders({ isDev: false, connectTo: [], frameAncestors: ['https://auth.orbit.example'], preview: false })
    expect(framed['X-Frame-Options']).toBeUndefined()
    expect(framed['Content-Security-Policy']).toContain('frame-ancestors https://auth.orbit.example')
    expect(framed['Content-Security-Policy']).toBe(contentSecurityPolicy({ isDev: false, connectTo: [], frameAncestors: 'https://auth.orbit.example' }))
  })

  it('lets the consent bootstrap in the head run, without a per-request nonce', () => {
    const scriptSrc = headersFor(SITE)
      ['Content-Security-Policy']!.split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ')
    const hash = `'sha256-${createHash('sha256').update(CONSENT_BOOTSTRAP_SCRIPT).digest('base64')}'`
    // CSP: once a hash or nonce is listed, browsers ignore 'unsafe-inline'; then the bootstrap's hash must be listed.
    if (scriptSrc.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))) expect(scriptSrc).toContain(hash)
    else expect(scriptSrc).toContain("'unsafe-inline'")
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false)
  })

  it('lets the browser send only to this site, plus the configured tracking URL and Sentry ingest host', () => {
    const connectSrc = (connectTo?: string[]) =>
      contentSecurityPolicy({ isDev: false, frameAncestors: "'none'", connectTo })
        .split('; ')
        .find((directive) => directive.startsWith('connect-src '))
    expect(connectSrc()).toBe("connect-src 'self'")
    expect(reportingOrigins({})).toEqual([])
    const origins = reportingOrigins({
      TRACKING_URL: 'https://track.example/v1/events?x=1',
      SENTRY_DSN: 'https://public-key@o123.ingest.sentry.io/456',
    })
    expect(origins).toEqual(['https://track.example', 'https://o123.ingest.sentry.io'])
    expect(connectSrc(origins)).toBe("connect-src 'self' https://track.example https://o123.ingest.sentry.io")
    const site = securityHeaders({ isDev: false, connectTo: origins }).find((rule) => rule.source === SITE)!
    expect(site.headers.find((header) => header.key === 'Content-Security-Policy')!.value).toContain('https://o123.ingest.sentry.io')
  })

  it('never lets a malformed or non-web setting widen connect-src', () => {
    expect(reportingOrigins({ TRACKING_URL: ' ', SENTRY_DSN: 'not a url' })).toEqual([])
    expect(reportingOrigins({ TRACKING_URL: 'javascript:alert(1)', SENTRY_DSN: 'ftp://files.example/x' })).toEqual([])
    // Only an origin ever reaches the policy, never a path that could smuggle a directive in.
    expect(reportingOrigins({ SENTRY_DSN: 'https://k@a.example/1; script-src *' })).toEqual(['https://a.example'])
  })
})

import { describe, expect, it } from 'vitest'

import { securityHeaders } from '@/server/security-headers'

const headersFor = (source: string, isDev = false) =>
  Object.fromEntries(securityHeaders({ isDev }).find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]))

const SITE = '/((?!admin(?:/|$)).*)'

describe('securityHeaders', () => {
  it('never lets another site frame the public pages', () => {
    const site = headersFor(SITE)
    expect(site['X-Frame-Options']).toBe('DENY')
    expect(site['Content-Security-Policy']).toContain("frame-ancestors 'none'")
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
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(headers['Content-Security-Policy']).toContain(directive)
    }
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
})

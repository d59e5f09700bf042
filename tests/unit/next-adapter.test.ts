import type { IncomingMessage } from 'node:http'

import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { headersAfterProxy, proxyRunsFor, rewriteTargetOf, visitRequestOf } from '@/server/http/next-adapter'
import { config } from '@/proxy'

const message = (url: string, headers: Record<string, string> = {}) => ({ url, method: 'GET', headers }) as unknown as IncomingMessage

describe('proxyRunsFor', () => {
  it('agrees with the proxy’s matcher, which Next needs as a literal', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`)
    const paths = [
      '/',
      '/crm',
      '/lang/de/pricing',
      '/api',
      '/api/pages',
      '/apiary',
      '/admin',
      '/administration',
      '/_next/static/x.js',
      '/nhp/a.css',
      '/healthz',
      '/proxy-snapshot',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/w/ai',
    ]
    for (const path of paths) expect(proxyRunsFor(path), path).toBe(matcher.test(path))
  })
})

describe('visitRequestOf', () => {
  it('sees the address, cookies and headers as the proxy’s NextRequest does', () => {
    const visit = visitRequestOf(message('/crm?utm_campaign=a%20b', { host: 'www.orbit.test', cookie: 'a=1; user_locale=de; a=2; bad=%E0', 'sec-gpc': '1' }))!
    expect(visit).toMatchObject({ method: 'GET', pathname: '/crm', search: '?utm_campaign=a%20b', host: 'www.orbit.test' })
    expect(visit.cookie('user_locale')).toBe('de')
    expect(visit.cookie('a')).toBe('2')
    expect(visit.cookie('bad')).toBeUndefined()
    expect(visit.header('sec-gpc')).toBe('1')
    expect(visit.header('referer')).toBeNull()
  })

  it('leaves alone an address Next changes before its proxy sees it', () => {
    for (const url of ['/crm/', '//crm', '/a/../crm', '/a/./crm', '/a b', 'crm']) expect(visitRequestOf(message(url)), url).toBeUndefined()
  })
})

describe('headersAfterProxy', () => {
  it('lays the proxy’s headers over the page’s, its cookies as Set-Cookie, Next’s own left out', () => {
    const proxy = NextResponse.rewrite(new URL('http://site/en/default/crm'))
    proxy.cookies.set({ name: 'utm_source', value: 'ads', path: '/', domain: '.orbit.test', secure: true, sameSite: 'lax', maxAge: 60 })
    proxy.headers.set('Cache-Control', 'private, no-store')
    const merged = headersAfterProxy({ 'cache-control': 's-maxage=31536000', 'content-type': 'text/html' }, proxy.headers)
    expect(merged['cache-control']).toBe('private, no-store')
    expect(merged['content-type']).toBe('text/html')
    expect(merged['set-cookie']).toEqual([
      expect.stringMatching(/^utm_source=ads; Path=\/; Expires=.+; Max-Age=60; Domain=\.orbit\.test; Secure; SameSite=lax$/),
    ])
    expect(merged['x-middleware-rewrite']).toBeUndefined()
  })

  it('reads the page Next rewrote to without its query', () => {
    expect(rewriteTargetOf({ 'x-middleware-rewrite': '/en/default/crm?utm_campaign=a' })).toBe('/en/default/crm')
    expect(rewriteTargetOf({})).toBeUndefined()
  })
})

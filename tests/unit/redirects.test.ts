import { describe, expect, it } from 'vitest'

import {
  isSafeSitePath,
  redirectChainProblem,
  resolveSitePath,
  safeRedirectLocation,
  validateRedirectSource,
  validateRedirectTarget,
} from '@/domain/routing/redirects'

describe('isSafeSitePath', () => {
  it.each(['/', '/pricing', '/sales/contact-us?from=header', '/a/b#c', '/w/%C3%A9t%C3%A9'])('accepts %s', (path) => expect(isSafeSitePath(path)).toBe(true))

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /pricing',
    'javascript:alert(1)',
    'https://evil.example',
    'pricing',
    '',
    '/%E0%A4%A',
  ])('refuses %j', (path) => expect(isSafeSitePath(path)).toBe(false))

  it('refuses anything that is not text', () => {
    expect(isSafeSitePath(undefined)).toBe(false)
    expect(isSafeSitePath(['/pricing'])).toBe(false)
  })
})

describe('validateRedirectTarget', () => {
  const allowed = ['community.orbit.example', 'auth.orbit.example']

  it('accepts a site path and https on an allowed host', () => {
    expect(validateRedirectTarget('/pricing', allowed)).toBe(true)
    expect(validateRedirectTarget('https://Community.orbit.example/forum', allowed)).toBe(true)
  })

  it.each([
    ['https://evil.example/', 'not on the list'],
    ['http://community.orbit.example/', 'must use https'],
    ['javascript:alert(1)', 'must use https'],
    ['//evil.example', 'another site'],
    ['https://user:pw@community.orbit.example/', 'user name or password'],
    ['', 'Enter where'],
    ['not a url', 'Enter a path'],
  ])('refuses %j', (to, message) => expect(validateRedirectTarget(to, allowed)).toContain(message))
})

describe('validateRedirectSource', () => {
  it('takes site paths, with or without a trailing slash', () => {
    expect(validateRedirectSource('/old-pricing/')).toBe(true)
    expect(validateRedirectSource('old')).toContain('starts with a slash')
  })
})

describe('redirectChainProblem', () => {
  const existing = [{ from: '/old', to: '/new' }]

  it('allows a redirect that reaches its page in one hop', () => {
    expect(redirectChainProblem({ from: '/older', to: '/newest' }, existing)).toBeUndefined()
  })

  it('refuses a loop to itself', () => {
    expect(redirectChainProblem({ from: '/a', to: '/a/' }, [])).toContain('its own path')
  })

  it('refuses pointing at the source of another redirect', () => {
    expect(redirectChainProblem({ from: '/oldest', to: '/old' }, existing)).toContain('point this redirect straight at /new')
  })

  it('refuses becoming the second hop of another redirect', () => {
    expect(redirectChainProblem({ from: '/new', to: '/newer' }, existing)).toContain('/old already redirects here')
  })

  it('refuses a two-redirect loop', () => {
    expect(redirectChainProblem({ from: '/new', to: '/old' }, existing)).toBeDefined()
  })
})

describe('RELIABILITY: No open redirect anywhere (judged after resolving as a browser will)', () => {
  it.each([
    '/.//evil.example/phish',
    '/./\/evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/%2e//evil.example',
    '/%252e%252e//evil.example',
    '/.%2f/evil.example',
    '/\u0000//evil.example',
  ])('refuses %j, which a browser resolves to another site', (path) => {
    expect(isSafeSitePath(path)).toBe(false)
    expect(safeRedirectLocation(path)).toBeUndefined()
  })

  it('returns the path the browser will go to', () => {
    expect(resolveSitePath('/a/../pricing?x=1#y')).toBe('/pricing?x=1#y')
    expect(resolveSitePath('/%2e/pricing')).toBe('/pricing')
  })

  it('lets https addresses through as Locations, and nothing else absolute', () => {
    expect(safeRedirectLocation('https://community.orbit.example/forum')).toBe('https://community.orbit.example/forum')
    expect(safeRedirectLocation('http://evil.example')).toBeUndefined()
    expect(safeRedirectLocation('javascript:alert(1)')).toBeUndefined()
    expect(safeRedirectLocation('https://user:pw@evil.example')).toBeUndefined()
  })

  it('refuses such targets when an editor saves a redirect', () => {
    expect(validateRedirectTarget('/.//evil.example/phish', [])).not.toBe(true)
    expect(validateRedirectTarget('/%2e%2e//evil.example', [])).not.toBe(true)
  })
})

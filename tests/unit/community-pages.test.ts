import { describe, expect, it } from 'vitest'

import { accountToken, COMMUNITY_PAGES, communityHref, isCommunityPage, loginHref, myTemplateId, myTemplatePath, safeNextPath } from '@/domain/community/pages'
import { isAppPage, routeRequest, routingTable } from '@/domain/routing/site-routing'
import { COMMUNITY_PATHS } from '@/domain/templates/emails'

const FALLBACK = '/community/my-templates'

describe('the community pages', () => {
  it('are the paths the account emails link to', () => {
    expect(COMMUNITY_PAGES.verify).toBe(COMMUNITY_PATHS.verify)
    expect(COMMUNITY_PAGES.resetPassword).toBe(COMMUNITY_PATHS.resetPassword)
    expect(COMMUNITY_PAGES.myTemplates).toBe(COMMUNITY_PATHS.myTemplates)
    expect(myTemplatePath(42)).toBe(`${COMMUNITY_PATHS.myTemplates}/42`)
  })

  it('are app pages the proxy rewrites in every locale, one template by its id only', () => {
    for (const path of Object.values(COMMUNITY_PAGES)) {
      expect(isCommunityPage(path), path).toBe(true)
      expect(isAppPage(path), path).toBe(true)
    }
    expect(isAppPage('/community/my-templates/7')).toBe(true)
    for (const path of [
      '/community',
      '/community/my-templates/0',
      '/community/my-templates/07',
      '/community/my-templates/x',
      '/community/admin',
      '/community/my-templates/1/2',
    ]) {
      expect(isCommunityPage(path), path).toBe(false)
    }
    // A table without the page (snapshot of CMS pages only) still routes it, in German too.
    const table = routingTable({ redirects: [], pages: [{ path: '/' }], pricedPaths: [] })
    const decision = routeRequest('/lang/de/community/submit', '', table, { country: 'US' })
    expect(decision).toMatchObject({ kind: 'rewrite', locale: 'de', pathname: '/de/default/community/submit' })
  })

  it('have localised addresses', () => {
    expect(communityHref('login', 'en')).toBe('/community/login')
    expect(communityHref('login', 'de')).toBe('/lang/de/community/login')
    expect(communityHref(myTemplatePath(3), 'ja')).toBe('/lang/ja/community/my-templates/3')
    expect(loginHref('fr', '/lang/fr/community/submit')).toBe('/lang/fr/community/login?next=%2Flang%2Ffr%2Fcommunity%2Fsubmit')
    expect(loginHref('en', '//evil.example')).toBe('/community/login')
  })

  it('read a template id from the route, nothing else', () => {
    expect(myTemplateId('12')).toBe(12)
    for (const segment of ['0', '012', '1e3', '-1', '99999999999', 'abc', '', undefined, ['1']]) expect(myTemplateId(segment), String(segment)).toBeUndefined()
  })

  it('take only a token that looks like Payload’s', () => {
    expect(accountToken('a'.repeat(40))).toBe('a'.repeat(40))
    expect(accountToken(['0123456789abcdef0123456789abcdef01234567'])).toBe('0123456789abcdef0123456789abcdef01234567')
    for (const token of [undefined, '', 'short', 'x'.repeat(200), "a' OR 1=1 --aaaaaaaaaaaaaaaa", 'a b'.repeat(10)]) expect(accountToken(token)).toBeUndefined()
  })
})

describe('where logging in returns to (no open redirect)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/community/submit', FALLBACK)).toBe('/community/submit')
    expect(safeNextPath('/lang/de/community/my-templates/4?done=approved', FALLBACK)).toBe('/lang/de/community/my-templates/4?done=approved')
    expect(safeNextPath('/pricing#plans', FALLBACK)).toBe('/pricing#plans')
  })

  it('refuses other sites however they are written', () => {
    const attempts = [
      '//evil.example',
      '//evil.example/community/submit',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f%2fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      ' /community/submit',
      '/\t/evil.example',
      '/\n/evil.example',
      '/community/\u0000submit',
      'evil.example',
      '',
    ]
    for (const attempt of attempts) expect(safeNextPath(attempt, FALLBACK), JSON.stringify(attempt)).toBe(FALLBACK)
  })

  it('refuses app addresses, loops and values that are not one string', () => {
    for (const attempt of [
      '/api/members/me',
      '/admin',
      '/admin/collections/users',
      '/nhp/x.js',
      '/_next/static/x',
      '/community/login',
      '/lang/de/community/login?next=/x',
    ]) {
      expect(safeNextPath(attempt, FALLBACK), attempt).toBe(FALLBACK)
    }
    for (const attempt of [undefined, null, 3, ['/community/submit'], `/${'a'.repeat(600)}`]) expect(safeNextPath(attempt, FALLBACK)).toBe(FALLBACK)
  })
})

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { headerMenusSeed } from '@/cms/seed/navigation'
import { isProductFramedPath, productFrameAncestors } from '@/domain/routing/framed-pages'
import { EMPTY_SNAPSHOT, routingTable } from '@/domain/routing/site-routing'
import type { Page, SiteSetting } from '@/payload-types'
import { withProductFramingPolicy } from '@/server/http/next-adapter'
import { PageView } from '@/site/pages/PageView'
import type { PageContext } from '@/site/pages/page-context'

const AUTH = 'https://auth.orbit.example'

describe('the page the product’s hosts frame', () => {
  it('is /external/hp-sync in every language and letter case, and nothing else', () => {
    for (const path of ['/external/hp-sync', '/external/hp-sync/', '/lang/de/external/hp-sync', '/External/HP-Sync', '/external/hp-sync?x=1']) {
      expect(isProductFramedPath(path), path).toBe(true)
    }
    for (const path of ['/', '/external', '/external/hp-sync-other', '/pricing', '/lang/de/pricing']) {
      expect(isProductFramedPath(path), path).toBe(false)
    }
  })

  it('may be framed by the product’s hosts of Site settings: the app and its micro-frontends, as bare https origins', () => {
    expect(productFrameAncestors({ auth: `${AUTH}/`, microfrontends: 'https://mf.orbit.example/apps/x' })).toEqual([AUTH, 'https://mf.orbit.example'])
    expect(productFrameAncestors({ auth: AUTH, microfrontends: AUTH })).toEqual([AUTH])
    expect(productFrameAncestors({ auth: 'http://auth.orbit.example', microfrontends: 'not a url' })).toEqual([])
    expect(productFrameAncestors(null)).toEqual([])
  })

  it('keeps only bare https origins from the proxy’s snapshot, so no setting can add a directive', () => {
    const table = routingTable({ ...EMPTY_SNAPSHOT, frameAncestors: [AUTH, 'https://a.example; script-src *', "'self'", 'http://b.example'] })
    expect(table.frameAncestors).toEqual([AUTH])
    expect(routingTable(EMPTY_SNAPSHOT).frameAncestors).toEqual([])
  })

  it('answers with a policy naming those hosts and no X-Frame-Options; every other page keeps its own', () => {
    const table = { frameAncestors: [AUTH, 'https://mf.orbit.example'] }
    const framed = withProductFramingPolicy(new Headers({ 'Cache-Control': 'private, no-store' }), '/external/hp-sync', table, false)
    expect(framed.get('X-Frame-Options')).toBeNull()
    expect(framed.get('Content-Security-Policy')).toContain(`frame-ancestors ${AUTH} https://mf.orbit.example`)
    expect(framed.get('Content-Security-Policy')).toContain("object-src 'none'")
    expect(framed.get('X-Content-Type-Options')).toBe('nosniff')
    expect(framed.get('Cache-Control')).toBe('private, no-store')
    // The admin's live preview frames it from this site.
    expect(withProductFramingPolicy(new Headers(), '/lang/de/external/hp-sync', table, true).get('Content-Security-Policy')).toContain(
      `frame-ancestors 'self' ${AUTH} https://mf.orbit.example`,
    )
    // No host configured: nobody may frame it.
    expect(withProductFramingPolicy(new Headers(), '/external/hp-sync', { frameAncestors: [] }, false).get('Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    )
    expect([...withProductFramingPolicy(new Headers(), '/pricing', table, false)]).toEqual([])
  })

  it('renders without the site’s header and footer', () => {
    const settings = { brandName: 'Orbit', brandSlug: 'orbit', hosts: { auth: AUTH } } as unknown as SiteSetting
    const chrome = {
      headerMenus: { id: 1, ...headerMenusSeed({ name: 'Orbit', slug: 'orbit' }) },
      sideMenu: [{ id: 'p', link: { text: 'Pricing', url: '/pricing' } }],
      footerGroups: [],
      settings,
    } as unknown as SiteChrome
    const page = { id: 1, title: 'Sync', path: '/external/hp-sync', layout: [] } as unknown as Page
    const render = (path: string) => {
      const context: PageContext = { locale: 'en', currency: 'USD', path, settings, ab: {} }
      return renderToStaticMarkup(createElement(PageView, { page: { ...page, path }, chrome, context }))
    }
    const framed = render('/external/hp-sync')
    expect(framed).toContain('<h1 class="block-page-title__heading">Sync</h1>')
    expect(framed).not.toContain('site-header')
    expect(framed).not.toContain('site-footer')
    expect(framed).not.toContain('Pricing')
    // Any other page has the chrome.
    expect(render('/about')).toContain('site-header')
  })
})

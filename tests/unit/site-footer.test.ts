import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { SiteSetting } from '@/payload-types'
import { SiteFooter } from '@/site/layout/SiteFooter'

/*
 * The footer's links to the vendor's other sites (SPEC §2: "a microfrontends host, a community
 * site, an investor site and app stores"), each at the host Site settings configure, and none
 * for a host left empty.
 */

const hosts = {
  auth: 'https://auth.orbit.example',
  microfrontends: 'https://apps.orbit.example',
  community: 'https://community.orbit.example',
  investors: 'https://ir.orbit.example',
  appStore: 'https://apps.apple.com/app/orbit',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.orbit.app',
}

function footer(configured: Partial<typeof hosts>, locale: 'en' | 'de' = 'en'): string {
  const settings = { brandName: 'Orbit', brandSlug: 'orbit', hosts: configured } as unknown as SiteSetting
  const chrome = { settings, footerGroups: [], headerMenus: {}, sideMenu: [] } as unknown as SiteChrome
  return renderToStaticMarkup(createElement(SiteFooter, { chrome, context: { locale } }))
}

describe('the footer’s links to the vendor’s other sites', () => {
  it('leads to the microfrontends host as the apps marketplace, beside the community, investor and app-store links', () => {
    const html = footer(hosts)
    expect(html).toContain('<a href="https://apps.orbit.example">Apps marketplace</a>')
    expect(html).toContain('<a href="https://community.orbit.example">Community</a>')
    expect(html).toContain('<a href="https://ir.orbit.example">Investor relations</a>')
    expect(html).toContain('<a href="https://apps.apple.com/app/orbit">Download on the App Store</a>')
  })

  it('names the marketplace in the page’s language', () => {
    expect(footer(hosts, 'de')).toContain('<a href="https://apps.orbit.example">App-Marktplatz</a>')
  })

  it('shows no marketplace link while no microfrontends host is configured', () => {
    const { microfrontends: _, ...others } = hosts
    expect(footer(others)).not.toContain('Apps marketplace')
  })
})

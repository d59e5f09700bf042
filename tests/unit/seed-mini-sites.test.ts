import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { bandLinks, productPricingUrl } from '@/cms/seed/mini-sites'
import type { Media, MiniSite } from '@/payload-types'
import { MiniSiteNav } from '@/site/minisite/MiniSiteBar'
import { miniSiteView } from '@/site/minisite/mini-site-view'

describe('a seeded mini-site’s Pricing link', () => {
  it('opens the pricing page on the product’s own table', () => {
    expect(productPricingUrl('crm')).toBe('/pricing?product=crm')
    expect(productPricingUrl('dev')).toBe('/pricing?product=dev')
    // No table of its own: the pricing page opens as it is.
    expect(productPricingUrl('projects')).toBe('/pricing')
  })

  it('is the CRM band’s pricing link in every language', () => {
    for (const locale of ['en', 'de', 'ja'] as const) {
      const pricing = bandLinks(locale, 'crm', undefined).filter(({ link }) => 'isPricingPage' in link && link.isPricingPage)
      expect(
        pricing.map(({ link }) => link.url),
        locale,
      ).toEqual(['/pricing?product=crm'])
    }
  })
})

const media = (id: number, url: string): Media => ({ id, alt: 'A logo', url, updatedAt: '', createdAt: '' })

const crm: MiniSite = {
  id: 1,
  name: 'CRM',
  product: 'crm',
  logo: { src: media(10, '/api/media/file/crm.png'), mobileSrc: media(11, '/api/media/file/crm-mobile.png'), url: '/crm' },
  unifiedDesktopLogo: { src: media(12, '/api/media/file/unified.png'), url: '/crm' },
  links: bandLinks('en', 'crm', undefined),
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  _status: 'published',
}

function pricingLink(path: string): string {
  const view = miniSiteView(crm, () => undefined)!
  const html = renderToStaticMarkup(createElement(MiniSiteNav, { view, context: { locale: 'en', path } }))
  return /<a[^>]*href="\/pricing\?product=crm"[^>]*>/.exec(html)?.[0] ?? ''
}

describe('the CRM bar on its pages', () => {
  it('draws Pricing like the other links, not as the page the visitor is on', () => {
    const link = pricingLink('/crm')
    expect(link).toContain('class="mini-site__link"')
    expect(link).not.toContain('aria-current')
  })

  it('marks Pricing current on the pricing page itself', () => {
    expect(pricingLink('/pricing')).toContain('aria-current="page"')
  })
})

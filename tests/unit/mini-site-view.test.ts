import { describe, expect, it, vi } from 'vitest'

import { toMiniSiteConfig } from '@/domain/minisite/document'
import { INVALID_MINI_SITE_EVENT } from '@/domain/minisite/mini-site'
import { FIELD_MAX_LENGTH } from '@/domain/tracking/limits'
import type { Media, MiniSite } from '@/payload-types'
import { miniSiteView } from '@/site/minisite/mini-site-view'
import { invalidMiniSiteReporter } from '@/analytics/server/invalid-mini-site'

const media = (id: number, url: string): Media => ({ id, alt: 'A logo', url, updatedAt: '', createdAt: '' })

/** A mini-site as a page reads it at depth 1: its images as documents, its alternative's as ids. */
function miniSite(overrides: Partial<MiniSite> = {}): MiniSite {
  return {
    id: 1,
    name: 'CRM',
    product: 'crm',
    logo: { src: media(10, '/api/media/file/crm.png'), mobileSrc: media(11, '/api/media/file/crm-mobile.png'), url: '/crm' },
    unifiedDesktopLogo: { src: media(12, '/api/media/file/unified.png'), url: '/crm' },
    links: [
      { id: 'a', link: { text: 'Features', url: '/features/automations' } },
      { id: 'b', link: { text: 'Templates', url: '/templates', removeFromUnified: true } },
      { id: 'c', link: { text: 'Pricing', url: '/pricing', isPricingPage: true } },
      { id: 'd', link: { text: 'Community', url: 'https://community.orbit.example', newTab: false } },
    ],
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    _status: 'published',
    ...overrides,
  }
}

const alternative = (overrides: Partial<MiniSite> = {}): MiniSite =>
  miniSite({
    id: 2,
    name: 'Work management',
    product: 'work-management',
    logo: { src: 20, mobileSrc: 21, url: '/w/work-management' },
    unifiedDesktopLogo: { src: 22, url: '/w/work-management' },
    alternative: 1,
    ...overrides,
  })

describe('toMiniSiteConfig', () => {
  it('maps a document to the spec’s config, images by address', () => {
    const config = toMiniSiteConfig(miniSite({ alternative: alternative() }))
    expect(config.logo).toEqual({ src: '/api/media/file/crm.png', url: '/crm', mobileSrc: '/api/media/file/crm-mobile.png' })
    expect(config.unifiedDesktopLogo).toEqual({ src: '/api/media/file/unified.png', url: '/crm' })
    expect(config.links[1]).toEqual({ url: '/templates', text: 'Templates', isPricingPage: false, removeFromUnified: true })
    expect(config.alternativeProduct).toBe('work-management')
    expect(config.alternativeUrl).toBe('/w/work-management')
  })

  it('reads an image given as an id as the media API’s address', () => {
    expect(toMiniSiteConfig(alternative()).logo.src).toBe('/api/media/20')
  })

  it('has no alternative when only its id was read, or none is set', () => {
    expect(toMiniSiteConfig(miniSite({ alternative: 2 }))).toMatchObject({ alternativeProduct: undefined, alternativeUrl: undefined })
    expect(toMiniSiteConfig(miniSite({ alternative: null }))).toMatchObject({ alternativeProduct: undefined, alternativeUrl: undefined })
    expect(toMiniSiteConfig({})).toMatchObject({ links: [], alternativeProduct: undefined })
  })
})

describe('miniSiteView', () => {
  const noReport = () => {
    throw new Error('a valid mini-site is not reported')
  }

  it('shows a valid mini-site’s links and offers its alternative', () => {
    const view = miniSiteView(miniSite({ alternative: alternative() }), noReport)
    expect(view?.links.map((link) => link.text)).toEqual(['Features', 'Templates', 'Pricing', 'Community'])
    expect(view?.alternative).toEqual({ product: 'work-management', url: '/w/work-management' })
  })

  it('offers no alternative that is itself invalid, or of the same product', () => {
    const broken = alternative({ logo: { src: 20, mobileSrc: 21, url: '' } })
    expect(miniSiteView(miniSite({ alternative: broken }), noReport)?.alternative).toBeUndefined()
    expect(miniSiteView(miniSite({ alternative: alternative({ product: 'crm' }) }), noReport)?.alternative).toBeUndefined()
  })

  it('draws nothing of an invalid mini-site and reports it', () => {
    const report = vi.fn()
    const invalid = miniSite({ unifiedDesktopLogo: { src: 12, url: '' } })
    expect(miniSiteView(invalid, report)).toBeNull()
    expect(report).toHaveBeenCalledWith(invalid, [{ path: 'unifiedDesktopLogo.url', message: 'Unified desktop logo: the link (url) is missing.' }])
  })

  it('is nothing for a page without a mini-site', () => {
    expect(miniSiteView(null, noReport)).toBeNull()
  })
})

describe('invalidMiniSiteReporter', () => {
  const issues = [
    { path: 'logo.src', message: 'Logo: the image (src) is missing.' },
    { path: 'links.1.url', message: 'Link 2: the link (url) is missing.' },
  ]

  it('sends the spec’s event to tracking and logs the fields to fix', () => {
    const track = vi.fn(() => Promise.resolve())
    const log = vi.fn()
    invalidMiniSiteReporter({ track, log })({ id: 7, name: 'CRM', updatedAt: 'v1' }, issues)
    expect(track).toHaveBeenCalledWith('mini_site_cluster_not_valid', {
      kind: 'mini_site',
      info1: 'CRM',
      info3: 'logo.src,links.1.url',
      data: { miniSiteId: 7, issues: 2 },
    })
    expect(INVALID_MINI_SITE_EVENT).toBe('mini_site_cluster_not_valid')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[mini_site_cluster_not_valid] The mini-site "CRM" (id 7) is invalid'))
    expect(log.mock.calls[0]?.[0]).toContain('links.1.url: Link 2: the link (url) is missing.')
  })

  it('reports each version once, and a new version again', () => {
    const track = vi.fn(() => Promise.resolve())
    const report = invalidMiniSiteReporter({ track, log: () => {} })
    report({ id: 7, name: 'CRM', updatedAt: 'v1' }, issues)
    report({ id: 7, name: 'CRM', updatedAt: 'v1' }, issues)
    expect(track).toHaveBeenCalledTimes(1)
    report({ id: 7, name: 'CRM', updatedAt: 'v2' }, issues)
    report({ id: 8, name: 'Dev', updatedAt: 'v1' }, issues)
    expect(track).toHaveBeenCalledTimes(3)
  })

  it('keeps the event’s texts within the tracking store’s limit', () => {
    const track = vi.fn((_name: string, _fields: object) => Promise.resolve())
    const many = Array.from({ length: 200 }, (_, index) => ({ path: `links.${index}.text`, message: 'missing' }))
    invalidMiniSiteReporter({ track, log: () => {} })({ id: 1, name: 'x'.repeat(900), updatedAt: 'v1' }, many)
    const fields = track.mock.calls[0]?.[1] as { info1: string; info3: string }
    expect(fields.info1).toHaveLength(FIELD_MAX_LENGTH)
    expect(fields.info3.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH)
  })
})

import { describe, expect, it } from 'vitest'

import {
  alternativeSwitch,
  dynamicAssetFor,
  dynamicSubtitleFor,
  dynamicTitleFor,
  hasDomain,
  INVALID_MINI_SITE_EVENT,
  inUnifiedHeader,
  miniSitePathKey,
  pricingLink,
  unifiedHeaderLinks,
  validateMiniSite,
} from '@/domain/minisite/mini-site'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'

const valid = () => ({
  logo: { src: '/media/logo.svg', url: '/crm', mobileSrc: '/media/logo-mobile.svg' },
  unifiedDesktopLogo: { src: '/media/unified.svg', url: '/' },
  links: [
    { url: '/crm/features', text: 'Features' },
    { url: '/pricing', text: 'Pricing', isPricingPage: true },
    { url: 'https://community.orbit.example', text: 'Community', removeFromUnified: true },
  ],
  dynamic_asset: { _crm: { src: '/media/crm.png', alt: 'A CRM board' } },
  dynamic_title: { _crm: 'Sell more' },
  dynamic_subtitle: 'One place for every deal',
})

const issuesOf = (input: unknown) => {
  const result = validateMiniSite(input)
  if (result.valid) throw new Error('expected an invalid mini-site')
  return result.issues
}

describe('validateMiniSite', () => {
  it('accepts a complete config', () => {
    const result = validateMiniSite(valid())
    expect(result.valid).toBe(true)
    if (result.valid) expect(result.config.links).toHaveLength(3)
  })

  it('accepts a config with no links', () => {
    const { links: _links, ...rest } = valid()
    expect(validateMiniSite(rest).valid).toBe(true)
  })

  it.each([
    ['logo', 'src', 'logo.src', 'Logo: the image (src) is missing.'],
    ['logo', 'url', 'logo.url', 'Logo: the link (url) is missing.'],
    ['logo', 'mobileSrc', 'logo.mobileSrc', 'Logo: the mobile image (mobileSrc) is missing.'],
    ['unifiedDesktopLogo', 'src', 'unifiedDesktopLogo.src', 'Unified desktop logo: the image (src) is missing.'],
    ['unifiedDesktopLogo', 'url', 'unifiedDesktopLogo.url', 'Unified desktop logo: the link (url) is missing.'],
  ] as const)('refuses a missing %s.%s, naming it', (group, field, path, message) => {
    const config = valid()
    delete (config[group] as Record<string, unknown>)[field]
    expect(issuesOf(config)).toEqual([{ path, message }])
  })

  it('treats blank and non-text values as missing', () => {
    const config = { ...valid(), logo: { src: '  ', url: 42, mobileSrc: null } }
    expect(issuesOf(config).map((issue) => issue.path)).toEqual(['logo.src', 'logo.url', 'logo.mobileSrc'])
  })

  it('names every field of a missing logo', () => {
    const { logo: _logo, ...rest } = valid()
    expect(issuesOf(rest).map((issue) => issue.message)).toEqual([
      'Logo: the image (src) is missing.',
      'Logo: the link (url) is missing.',
      'Logo: the mobile image (mobileSrc) is missing.',
    ])
  })

  it('refuses a link without url or text, naming the link', () => {
    const config = valid()
    config.links[1] = { url: '', text: 'Pricing', isPricingPage: true }
    config.links.push({ url: '/blog' } as (typeof config.links)[number])
    expect(issuesOf(config)).toEqual([
      { path: 'links.1.url', message: 'Link 2: the link (url) is missing.' },
      { path: 'links.3.text', message: 'Link 4: the text (text) is missing.' },
    ])
  })

  it('refuses links that are not a list, and a link that is not an object', () => {
    expect(issuesOf({ ...valid(), links: 'home' })).toEqual([{ path: 'links', message: 'Links: expected a list of links.' }])
    expect(issuesOf({ ...valid(), links: ['home'] })).toEqual([{ path: 'links.0', message: 'Link 1: it needs a link (url) and a text.' }])
  })

  it('refuses input that is not a config at all', () => {
    for (const input of [null, undefined, 'config', 42]) {
      expect(issuesOf(input)[0]?.message).toBeTruthy()
    }
  })

  it('is not made invalid by fields the rule does not mention', () => {
    const config = {
      ...valid(),
      dynamic_asset: { _crm: { src: 5 }, _x: 'garbage' },
      dynamic_title: 7,
      alternativeProduct: ['crm'],
      alternativeUrl: 42,
      links: [{ url: '/a', text: 'A', isPricingPage: 'yes' }],
    }
    const result = validateMiniSite(config)
    expect(result.valid).toBe(true)
    if (result.valid) {
      expect(result.config.dynamic_title).toBeUndefined()
      expect(result.config.links[0]?.isPricingPage).toBeUndefined()
      expect(result.config.alternativeProduct).toBeUndefined()
      expect(result.config.alternativeUrl).toBeUndefined()
    }
  })

  it('reports as the spec’s mini-site event', () => {
    expect(INVALID_MINI_SITE_EVENT).toBe(ERROR_EVENTS.miniSiteClusterNotValid)
  })
})

describe('hasDomain', () => {
  it.each([
    'https://orbit.example/x',
    'http://localhost:3000/a',
    '//cdn.orbit.example/a.png',
    'orbit.example/path',
    'www.orbit.example',
    'sub.orbit.example:8080?q=1',
    'HTTPS://ORBIT.EXAMPLE',
  ])('%s has a domain', (url) => expect(hasDomain(url)).toBe(true))

  it.each(['/pricing', 'pricing', '', '   ', '///pricing', '#top', '?a=b', 'mailto:hi', 'a.b', undefined, 42])('%j has none', (url) =>
    expect(hasDomain(url)).toBe(false),
  )
})

describe('per-path content', () => {
  it('keys content by the normalised path without its locale', () => {
    expect(miniSitePathKey('/crm')).toBe('_crm')
    expect(miniSitePathKey('/crm/?utm_source=x')).toBe('_crm')
    expect(miniSitePathKey('/lang/de/crm')).toBe('_crm')
    expect(miniSitePathKey('/')).toBe('_')
  })

  it('uses a dynamic asset only with both src and alt', () => {
    expect(dynamicAssetFor(valid(), '/crm/')).toEqual({ src: '/media/crm.png', alt: 'A CRM board' })
    expect(dynamicAssetFor({ dynamic_asset: { _crm: { src: '/a.png' } } }, '/crm')).toBeUndefined()
    expect(dynamicAssetFor({ dynamic_asset: { _crm: { alt: 'A board' } } }, '/crm')).toBeUndefined()
    expect(dynamicAssetFor({ dynamic_asset: { _crm: { src: '/a.png', alt: ' ' } } }, '/crm')).toBeUndefined()
    expect(dynamicAssetFor({ dynamic_asset: { _crm: null } }, '/crm')).toBeUndefined()
    expect(dynamicAssetFor(valid(), '/other')).toBeUndefined()
    expect(dynamicAssetFor({}, '/crm')).toBeUndefined()
  })

  it('reads titles per path or as one string for every path', () => {
    expect(dynamicTitleFor(valid(), '/crm')).toBe('Sell more')
    expect(dynamicTitleFor(valid(), '/other')).toBeUndefined()
    expect(dynamicSubtitleFor(valid(), '/anything')).toBe('One place for every deal')
    expect(dynamicSubtitleFor({ dynamic_subtitle: { _crm: '' } }, '/crm')).toBeUndefined()
    expect(dynamicTitleFor({ dynamic_title: null }, '/crm')).toBeUndefined()
  })
})

describe('pricingLink', () => {
  it('is the link marked as the pricing page when every link is valid', () => {
    expect(pricingLink(valid())).toEqual({ url: '/pricing', text: 'Pricing' })
  })

  it('is nothing when any link lacks its url or text', () => {
    const config = valid()
    expect(pricingLink({ links: [...config.links, { url: '/x', text: '' }] })).toBeUndefined()
    expect(pricingLink({ links: [...config.links, { text: 'X' }] })).toBeUndefined()
    expect(pricingLink({ links: [...config.links, null] })).toBeUndefined()
  })

  it('is nothing when no link is marked or there are no links', () => {
    expect(pricingLink({ links: [{ url: '/a', text: 'A' }] })).toBeUndefined()
    expect(pricingLink({ links: [{ url: '/a', text: 'A', isPricingPage: null }] })).toBeUndefined()
    expect(pricingLink({})).toBeUndefined()
    expect(pricingLink({ links: null })).toBeUndefined()
  })
})

describe('the unified header', () => {
  it('leaves out only the links flagged removeFromUnified, in their order', () => {
    expect(unifiedHeaderLinks(valid().links).map((link) => link.text)).toEqual(['Features', 'Pricing'])
    expect(inUnifiedHeader({ removeFromUnified: true })).toBe(false)
    expect(inUnifiedHeader({ removeFromUnified: false })).toBe(true)
    expect(inUnifiedHeader({ removeFromUnified: null })).toBe(true)
    expect(inUnifiedHeader({})).toBe(true)
  })

  it('keeps every link when none is flagged, and none when all are', () => {
    const links = [
      { url: '/a', text: 'A' },
      { url: '/b', text: 'B', removeFromUnified: false },
    ]
    expect(unifiedHeaderLinks(links)).toEqual(links)
    expect(unifiedHeaderLinks(links.map((link) => ({ ...link, removeFromUnified: true })))).toEqual([])
  })
})

describe('alternativeSwitch', () => {
  it('leads to the alternative product’s home', () => {
    expect(alternativeSwitch({ alternativeProduct: 'work-management', alternativeUrl: ' /w/work-management ' }, 'crm')).toEqual({
      product: 'work-management',
      url: '/w/work-management',
    })
  })

  it.each([
    ['no alternative', {}],
    ['an unknown product', { alternativeProduct: 'spreadsheets', alternativeUrl: '/x' }],
    ['the same product', { alternativeProduct: 'crm', alternativeUrl: '/crm' }],
    ['no home to go to', { alternativeProduct: 'dev', alternativeUrl: '  ' }],
    ['a home that is null', { alternativeProduct: 'dev', alternativeUrl: null }],
  ])('offers nothing for %s', (_case, config) => expect(alternativeSwitch(config, 'crm')).toBeUndefined())

  it('reads the validated config', () => {
    const result = validateMiniSite({ ...valid(), alternativeProduct: 'dev', alternativeUrl: 'https://dev.orbit.example' })
    if (!result.valid) throw new Error('expected a valid mini-site')
    expect(alternativeSwitch(result.config, 'crm')).toEqual({ product: 'dev', url: 'https://dev.orbit.example' })
  })
})

import { describe, expect, it } from 'vitest'

import type { Locale } from '@/domain/locales'
import { internalLinkTarget, missingInternalLinks, missingLinksMessage, publishChecks, scanPageContent, seoLengthHint } from '@/domain/pages/publish-checks'

describe('seoLengthHint', () => {
  it('says an empty title falls back to the page title', () => {
    expect(seoLengthHint('title', '  ')).toMatchObject({ length: 0, verdict: 'empty' })
    expect(seoLengthHint('title', null).message).toContain('the page title is used')
  })

  it.each([
    ['title', 'Pricing', 'short'],
    ['title', 'Plans and pricing for every team, from free to enterprise', 'good'],
    ['title', 'Plans and pricing for every team, from free to enterprise, billed yearly or monthly', 'long'],
    ['description', 'Start free.', 'short'],
    ['description', 'Compare the plans of every product: seats, features and prices in your currency, billed yearly.', 'good'],
    ['description', 'x'.repeat(161), 'long'],
  ] as const)('judges the %s “%s” %s', (kind, text, verdict) => {
    expect(seoLengthHint(kind, text).verdict).toBe(verdict)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(seoLengthHint('title', '😀'.repeat(30)).length).toBe(30)
  })
})

describe('internalLinkTarget', () => {
  it.each([
    ['/pricing', { path: '/pricing', locale: 'en' }],
    ['/pricing/?from=header#plans', { path: '/pricing', locale: 'en' }],
    ['/lang/de/pricing', { path: '/pricing', locale: 'de' }],
    ['/lang/ja', { path: '/', locale: 'ja' }],
    ['/lang/en/pricing', { path: '/pricing', locale: 'en' }],
  ] as const)('reads %s as a page of this site', (href, target) => {
    expect(internalLinkTarget(href)).toEqual(target)
  })

  it.each([
    'https://example.com/pricing',
    '//evil.example/x',
    '/\\evil.example',
    'mailto:sales@orbit.example',
    '#plans',
    '/nhp/logo.png',
    '/api/forms/crm',
    '/admin',
    '/sitemap.xml',
  ])('leaves %s alone', (href) => {
    expect(internalLinkTarget(href)).toBeUndefined()
  })
})

describe('missingInternalLinks', () => {
  const published = new Map<string, readonly Locale[] | undefined>([
    ['/pricing', undefined],
    ['/l/impressum', ['de']],
  ])
  const exists = (path: string, locale: Locale) => published.has(path) && (published.get(path)?.includes(locale) ?? true)

  it('names each link to a path that does not exist once, as written', () => {
    const links = ['/pricing', '/lang/fr/pricing', '/pricng', '/pricng', 'https://example.com/nowhere', '/l/impressum', '/lang/de/l/impressum']
    expect(missingInternalLinks(links, exists)).toEqual(['/pricng', '/l/impressum'])
  })
})

describe('scanPageContent', () => {
  it('finds links in link fields and rich text, and images with their alt text, in any block', () => {
    const layout = [
      { blockType: 'hero', links: [{ text: 'Start', url: '/pricing' }] },
      { blockType: 'media', media: { id: 3, filename: 'board.png', mimeType: 'image/png', alt: '', url: '/api/media/file/board.png' } },
      {
        blockType: 'richText',
        content: { root: { children: [{ type: 'link', fields: { url: '/careers', linkType: 'custom' } }] } },
      },
    ]
    const scan = scanPageContent(layout)
    expect(scan.links).toEqual(['/pricing', '/careers'])
    expect(scan.images).toEqual([{ id: 3, filename: 'board.png', alt: '' }])
  })
})

describe('publishChecks', () => {
  const clean = {
    scan: { links: [], images: [{ id: 1, filename: 'a.png', alt: 'A board' }] },
    seoTitle: 'Plans and pricing for every team, from free to enterprise',
    seoDescription: 'Compare the plans of every product: seats, features and prices in your currency, billed yearly.',
    missingLinks: [],
    untranslated: [],
  }

  it('finds nothing to say about a page in order', () => {
    expect(publishChecks(clean)).toEqual([])
  })

  it('blocks on a missing link only, naming it, and warns about the rest', () => {
    const checks = publishChecks({
      ...clean,
      scan: { links: ['/pricng'], images: [{ id: 2, filename: 'b.png', alt: ' ' }] },
      seoTitle: '',
      missingLinks: ['/pricng'],
      untranslated: ['de', 'fr'] as Locale[],
    })
    expect(checks.map((check) => [check.kind, check.blocking])).toEqual([
      ['missing-link', true],
      ['missing-alt', false],
      ['seo-title', false],
      ['untranslated', false],
    ])
    expect(checks[0]!.message).toContain('“/pricng”')
    expect(checks[3]!.message).toContain('de, fr')
  })

  it('names several missing links in one sentence', () => {
    expect(missingLinksMessage(['/a', '/b'])).toBe('The links “/a”, “/b” go to pages that do not exist on this site. Fix or remove them before publishing.')
  })
})

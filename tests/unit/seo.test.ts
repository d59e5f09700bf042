import { describe, expect, it } from 'vitest'

import { LOCALES, type Locale } from '@/domain/locales'
import type { Media } from '@/payload-types'
import { languageAlternates, pageLocales, searchLocales } from '@/site/seo/alternates'
import { OPEN_GRAPH_LOCALES, pageMetadata, type PageMetadataInput, shareImage } from '@/site/seo/page-metadata'
import { articleSitemapEntries, sitemapEntries, type SitemapPage } from '@/site/seo/sitemap'

const SERVER = 'https://orbit.example'

/** Every locale edited after English: each version is its own. */
const ALL_TRANSLATED = Object.fromEntries(LOCALES.map(({ code }) => [code, code === 'en' ? '2025-01-01T00:00:00.000Z' : '2025-01-02T00:00:00.000Z']))

const media = (id: number, url: string, alt: string): Media => ({
  id,
  url,
  alt,
  width: 1200,
  height: 630,
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
})

const pricing: PageMetadataInput['page'] = {
  path: '/pricing',
  title: 'Plans and pricing',
  onlyInLocales: [],
  seo: { title: 'Pricing', description: 'Start free.' },
  translationEdits: ALL_TRANSLATED,
}
const imprint: PageMetadataInput['page'] = { path: '/l/impressum', title: 'Impressum', onlyInLocales: ['de'], seo: {} }

const input = (overrides: Partial<PageMetadataInput> = {}): PageMetadataInput => ({
  page: pricing,
  locale: 'en',
  settings: { shareImage: null },
  serverUrl: SERVER,
  brandName: 'Orbit',
  ...overrides,
})

describe('languageAlternates', () => {
  it('names a normal page in all 16 locales by hreflang, plus x-default in English', () => {
    const languages = languageAlternates(pricing, SERVER)
    expect(Object.keys(languages)).toHaveLength(LOCALES.length + 1)
    expect(languages).toMatchObject({
      en: `${SERVER}/pricing`,
      de: `${SERVER}/lang/de/pricing`,
      'zh-TW': `${SERVER}/lang/zh-tw/pricing`,
      'en-SG': `${SERVER}/lang/en-sg/pricing`,
      'x-default': `${SERVER}/pricing`,
    })
  })

  it('names the German imprint only in German, without x-default', () => {
    expect(languageAlternates(imprint, SERVER)).toEqual({ de: `${SERVER}/lang/de/l/impressum` })
  })

  it('gives the home page its root address in every locale', () => {
    const languages = languageAlternates({ path: '/', onlyInLocales: null, translationEdits: ALL_TRANSLATED }, SERVER)
    expect(languages.en).toBe(`${SERVER}/`)
    expect(languages.ja).toBe(`${SERVER}/lang/ja`)
  })

  it('keeps x-default for a page limited to some locales that include English', () => {
    expect(languageAlternates({ path: '/smb', onlyInLocales: ['en', 'fr'], translationEdits: ALL_TRANSLATED }, SERVER)).toEqual({
      en: `${SERVER}/smb`,
      fr: `${SERVER}/lang/fr/smb`,
      'x-default': `${SERVER}/smb`,
    })
    expect(pageLocales({ path: '/smb', onlyInLocales: ['fr', 'en'] })).toEqual(['en', 'fr'])
  })
})

describe('untranslated locales', () => {
  const partly = { ...pricing, translationEdits: { en: '2025-02-01T00:00:00.000Z', de: '2025-01-01T00:00:00.000Z', fr: '2025-03-01T00:00:00.000Z' } }

  it('leave hreflang: only English and the locales with text of their own (outdated ones too) are named', () => {
    expect(languageAlternates(partly, SERVER)).toEqual({
      en: `${SERVER}/pricing`,
      de: `${SERVER}/lang/de/pricing`,
      fr: `${SERVER}/lang/fr/pricing`,
      'x-default': `${SERVER}/pricing`,
    })
    expect(searchLocales({ path: '/new', onlyInLocales: [] })).toEqual(['en'])
  })

  it('carry a canonical link to the English page, while a translated one keeps its own', () => {
    expect(pageMetadata(input({ page: partly, locale: 'ja' })).alternates?.canonical).toBe(`${SERVER}/pricing`)
    expect(pageMetadata(input({ page: partly, locale: 'fr' })).alternates?.canonical).toBe(`${SERVER}/lang/fr/pricing`)
  })

  it('leave the sitemap', () => {
    const urls = sitemapEntries([{ ...partly, updatedAt: '2025-03-01T10:00:00.000Z' }], SERVER).map((entry) => entry.url)
    expect(urls).toEqual([`${SERVER}/pricing`, `${SERVER}/lang/fr/pricing`, `${SERVER}/lang/de/pricing`])
  })

  it('do not apply to a page that has no English version: the imprint stays German', () => {
    expect(languageAlternates({ ...imprint, translationEdits: {} }, SERVER)).toEqual({ de: `${SERVER}/lang/de/l/impressum` })
    expect(pageMetadata(input({ page: { ...imprint, translationEdits: {} }, locale: 'de' })).alternates?.canonical).toBe(`${SERVER}/lang/de/l/impressum`)
  })
})

describe('pageMetadata', () => {
  it.each([
    ['en', `${SERVER}/pricing`],
    ['de', `${SERVER}/lang/de/pricing`],
    ['en-ph', `${SERVER}/lang/en-ph/pricing`],
  ] as const)('makes the canonical address of the %s page its own', (locale, url) => {
    const metadata = pageMetadata(input({ locale }))
    expect(metadata.alternates?.canonical).toBe(url)
    expect(metadata.openGraph).toMatchObject({ url })
  })

  it('describes a normal page for search engines and link previews', () => {
    const metadata = pageMetadata(input({ locale: 'de' }))
    expect(metadata.title).toBe('Pricing')
    expect(metadata.description).toBe('Start free.')
    expect(metadata.robots).toBeUndefined()
    expect(Object.keys(metadata.alternates?.languages ?? {})).toHaveLength(17)
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: 'Pricing',
      description: 'Start free.',
      siteName: 'Orbit',
      locale: 'de_DE',
    })
  })

  it('falls back to the page title and gives the home page its title alone', () => {
    const home = pageMetadata(input({ page: { path: '/', title: 'Orbit: one platform', seo: {} } }))
    expect(home.title).toEqual({ absolute: 'Orbit: one platform' })
    expect(home.description).toBeUndefined()
    expect(home.openGraph).toMatchObject({ title: 'Orbit: one platform' })
  })

  it('gives the imprint hreflang for German only', () => {
    const metadata = pageMetadata(input({ page: imprint, locale: 'de' }))
    expect(metadata.alternates).toEqual({
      canonical: `${SERVER}/lang/de/l/impressum`,
      languages: { de: `${SERVER}/lang/de/l/impressum` },
    })
  })

  it('keeps a noindex page out of search results but lets crawlers follow its links', () => {
    const metadata = pageMetadata(input({ page: { ...pricing, seo: { noindex: true } } }))
    expect(metadata.robots).toEqual({ index: false, follow: true })
  })

  it('shows a large Twitter card with the share image', () => {
    expect(pageMetadata(input()).twitter).toEqual({
      card: 'summary_large_image',
      title: 'Pricing',
      description: 'Start free.',
      images: [{ url: `${SERVER}/nhp/share/en/pricing.png`, alt: 'Plans and pricing' }],
    })
  })

  it('has an Open Graph locale for every locale', () => {
    expect(Object.keys(OPEN_GRAPH_LOCALES).sort()).toEqual(LOCALES.map((entry) => entry.code).sort())
    for (const code of Object.keys(OPEN_GRAPH_LOCALES) as Locale[]) {
      expect(pageMetadata(input({ locale: code })).openGraph).toMatchObject({ locale: expect.stringMatching(/^[a-z]{2}_[A-Z]{2}$/) })
    }
    expect(pageMetadata(input({ locale: 'zh-tw' })).openGraph).toMatchObject({ locale: 'zh_TW' })
  })
})

describe('shareImage', () => {
  const own = media(1, '/api/media/file/pricing.png', 'Plans side by side')
  const site = media(2, '/api/media/file/site.png', 'The Orbit logo')

  it('uses the page’s own image first, as an absolute address with its size and text', () => {
    const metadata = pageMetadata(input({ page: { ...pricing, seo: { image: own } }, settings: { shareImage: site } }))
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: `${SERVER}/api/media/file/pricing.png`, width: 1200, height: 630, alt: 'Plans side by side' }],
    })
    expect(metadata.twitter).toMatchObject({ images: [{ url: `${SERVER}/api/media/file/pricing.png`, alt: 'Plans side by side' }] })
  })

  it('then the picture drawn from the page’s title in the page’s language', () => {
    const metadata = pageMetadata(input({ page: { ...pricing, title: 'Preise' }, locale: 'de', settings: { shareImage: site } }))
    expect(metadata.openGraph).toMatchObject({ images: [{ url: `${SERVER}/nhp/share/de/pricing.png`, width: 1200, height: 630, alt: 'Preise' }] })
    expect(pageMetadata(input({ page: { ...pricing, path: '/' } })).openGraph).toMatchObject({ images: [{ url: `${SERVER}/nhp/share/en.png` }] })
  })

  it('then, for a title in a script the picture cannot draw, the site settings’ share image', () => {
    const metadata = pageMetadata(input({ page: { ...pricing, title: '料金プラン' }, locale: 'ja', settings: { shareImage: site } }))
    expect(metadata.openGraph).toMatchObject({ images: [{ url: `${SERVER}/api/media/file/site.png` }] })
  })

  it('then the site settings’ share image', () => {
    expect(shareImage(input({ settings: { shareImage: site } }))).toEqual({
      url: `${SERVER}/api/media/file/site.png`,
      width: 1200,
      height: 630,
      alt: 'The Orbit logo',
    })
  })

  it('then the default image, named after the brand', () => {
    expect(shareImage(input({ settings: null }))).toEqual({
      url: `${SERVER}/nhp/share-default.png`,
      width: 1200,
      height: 630,
      alt: 'Orbit',
    })
  })

  it('skips images that are not loaded or have no file', () => {
    const fileless = { ...site, url: null }
    expect(shareImage(input({ page: { ...pricing, seo: { image: 7 } }, settings: { shareImage: fileless } })).url).toBe(`${SERVER}/nhp/share-default.png`)
  })

  it('keeps an image stored on another host where it is, and leaves out an unknown size', () => {
    const remote = { ...own, url: 'https://cdn.example/pricing.png', width: null, height: null }
    expect(shareImage(input({ page: { ...pricing, seo: { image: remote } } }))).toEqual({
      url: 'https://cdn.example/pricing.png',
      alt: 'Plans side by side',
    })
  })
})

describe('sitemapEntries', () => {
  const page = (path: string, extra: Partial<SitemapPage> = {}): SitemapPage => ({
    path,
    onlyInLocales: [],
    updatedAt: '2025-03-01T10:00:00.000Z',
    translationEdits: ALL_TRANSLATED,
    ...extra,
  })

  it('lists a page once per locale with its other languages and when it last changed', () => {
    const entries = sitemapEntries([page('/pricing')], SERVER)
    expect(entries).toHaveLength(LOCALES.length)
    expect(entries.map((entry) => entry.url)).toContain(`${SERVER}/lang/zh-tw/pricing`)
    expect(entries[0]).toEqual({
      url: `${SERVER}/pricing`,
      lastModified: '2025-03-01T10:00:00.000Z',
      alternates: { languages: languageAlternates({ path: '/pricing', onlyInLocales: [], translationEdits: ALL_TRANSLATED }, SERVER) },
    })
  })

  it('lists the imprint only in German and leaves out pages hidden from search engines', () => {
    const entries = sitemapEntries(
      [page('/l/impressum', { onlyInLocales: ['de'] }), page('/w/hidden', { seo: { noindex: true } }), page('/', { seo: { noindex: false } })],
      SERVER,
    )
    const urls = entries.map((entry) => entry.url)
    expect(urls.filter((url) => url.includes('impressum'))).toEqual([`${SERVER}/lang/de/l/impressum`])
    expect(urls.some((url) => url.includes('hidden'))).toBe(false)
    expect(urls).toContain(`${SERVER}/`)
    expect(entries).toHaveLength(1 + LOCALES.length)
  })
})

describe('articleSitemapEntries', () => {
  it('lists an article at its address in each language it is written in, English first, naming the others', () => {
    const entries = articleSitemapEntries(
      [
        { kind: 'help', slug: 'create-your-first-board', updatedAt: '2026-10-01T09:00:00.000Z', translatedLocales: ['de', 'en'] },
        { kind: 'blog', slug: 'kick-off', updatedAt: '2026-11-01T09:00:00.000Z', translatedLocales: ['en'] },
      ],
      SERVER,
    )
    expect(entries.map((entry) => entry.url)).toEqual([
      `${SERVER}/helpcenter/create-your-first-board`,
      `${SERVER}/lang/de/helpcenter/create-your-first-board`,
      `${SERVER}/blog/kick-off`,
    ])
    expect(entries[0]!.lastModified).toBe('2026-10-01T09:00:00.000Z')
    expect(Object.values(entries[0]!.alternates?.languages ?? {})).toEqual(
      expect.arrayContaining([`${SERVER}/helpcenter/create-your-first-board`, `${SERVER}/lang/de/helpcenter/create-your-first-board`]),
    )
  })
})

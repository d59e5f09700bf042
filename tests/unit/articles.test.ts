import { describe, expect, it } from 'vitest'

import { articlePath, readArticlePath, slugify, validateArticleSlug } from '@/domain/articles/addresses'
import { formatArticleDate, isoDay } from '@/domain/articles/dates'
import { ARTICLE_KIND_NAMES } from '@/domain/articles/kinds'
import { articleListsOf, articleRoutes } from '@/domain/articles/listing-pages'
import { laterListingPaths, listingKey, listingPagePath, pageCount, readListingPagePath } from '@/domain/articles/pagination'
import { HELP_SEARCH_PATH, MAX_SEARCH_QUERY_LENGTH, readSearchQuery, TEXT_SEARCH_CONFIGS, textSearchConfig } from '@/domain/articles/search'
import { canonicalArticleLocale, offeredArticleLocales, showsEnglishArticle } from '@/domain/articles/translations'
import { LOCALE_CODES, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { isAppPage, routeRequest, routingTable } from '@/domain/routing/site-routing'

describe('article slugs', () => {
  it.each(['create-your-first-board', 'q3-results', 'a', '2027'])('accepts %s', (slug) => {
    expect(validateArticleSlug(slug)).toBe(true)
  })

  it.each(['', 'Create', 'two words', 'trailing-', '-leading', 'double--hyphen', 'ümlaut', 'a/b', 'page', 'search', 'x'.repeat(81), 42, null])(
    'refuses %j with a sentence saying why',
    (slug) => {
      expect(validateArticleSlug(slug)).toEqual(expect.any(String))
    },
  )

  it('are made from titles as lowercase kebab-case without accents', () => {
    expect(slugify('Sales forecasting: 4 methods & when to use them')).toBe('sales-forecasting-4-methods-when-to-use-them')
    expect(slugify('Ihr erstes Board erstellen – schnell!')).toBe('ihr-erstes-board-erstellen-schnell')
    expect(slugify('Café résumé')).toBe('cafe-resume')
    expect(validateArticleSlug(slugify('x '.repeat(100)))).toBe(true)
  })
})

describe('article addresses', () => {
  it('live under their listing, in every locale through pathFor', () => {
    expect(articlePath({ kind: 'blog', slug: 'kick-off' })).toBe('/blog/kick-off')
    expect(pathFor({ kind: 'help', slug: 'sso' })).toBe('/helpcenter/sso')
    expect(pathFor({ kind: 'webinar', slug: 'crm-101' }, 'de')).toBe('/lang/de/webinars/crm-101')
    expect(pathFor({ kind: 'news', slug: 'results' }, 'ja')).toBe('/lang/ja/p/news/results')
  })

  it('are read back from a path, and nothing else is', () => {
    for (const kind of ARTICLE_KIND_NAMES) expect(readArticlePath(articlePath({ kind, slug: 'some-slug' }))).toEqual({ kind, slug: 'some-slug' })
    expect(readArticlePath('/blog')).toBeUndefined()
    expect(readArticlePath('/blog/a/b')).toBeUndefined()
    expect(readArticlePath('/blog/page')).toBeUndefined()
    expect(readArticlePath('/helpcenter/search')).toBeUndefined()
    expect(readArticlePath('/blogger/x')).toBeUndefined()
    expect(readArticlePath('/p/news/Results')).toBeUndefined()
  })
})

describe('listing pages', () => {
  it('count pages, at least one', () => {
    expect(pageCount(0, 5)).toBe(1)
    expect(pageCount(5, 5)).toBe(1)
    expect(pageCount(6, 5)).toBe(2)
    expect(pageCount(6, 4)).toBe(2)
    expect(pageCount(10, 0)).toBe(10)
  })

  it('put later pages in the path, the first page being the listing itself', () => {
    expect(listingPagePath('/blog', 1)).toBe('/blog')
    expect(listingPagePath('/blog', 2)).toBe('/blog/page/2')
    expect(listingPagePath('/p/news', 3)).toBe('/p/news/page/3')
    expect(laterListingPaths('/blog', 3)).toEqual(['/blog/page/2', '/blog/page/3'])
    expect(laterListingPaths('/blog', 1)).toEqual([])
  })

  it('read a later page back, and refuse page 1, 0 and other spellings', () => {
    expect(readListingPagePath('/blog/page/2')).toEqual({ listingPath: '/blog', page: 2 })
    expect(readListingPagePath('/p/news/page/12')).toEqual({ listingPath: '/p/news', page: 12 })
    for (const path of ['/blog/page/1', '/blog/page/0', '/blog/page/02', '/blog/page/x', '/blog/page', '/page/2', '/blog/page/2/x', '/blog/page/9999999']) {
      expect(readListingPagePath(path), path).toBeUndefined()
    }
  })

  it('find the article lists of a layout', () => {
    const layout = [
      { blockType: 'hero' },
      { blockType: 'articleList', kind: 'help', perPage: 5 },
      { blockType: 'articleList', kind: 'unknown', perPage: 5 },
      { blockType: 'articleList', kind: 'blog', perPage: 0 },
    ]
    expect(articleListsOf(layout)).toEqual([
      { kind: 'help', perPage: 5 },
      { kind: 'blog', perPage: 1 },
    ])
    expect(articleListsOf(null)).toEqual([])
    expect(listingKey('help', 5)).toBe('help/5')
  })

  it('give the proxy every article and every later page of a list', () => {
    const articles = [
      { kind: 'blog' as const, slug: 'a' },
      { kind: 'blog' as const, slug: 'b' },
      { kind: 'blog' as const, slug: 'c' },
      { kind: 'help' as const, slug: 'd' },
    ]
    const routes = articleRoutes<Locale>(articles, [
      { path: '/blog', lists: [{ kind: 'blog', perPage: 2 }] },
      { path: '/help', locales: ['de'], lists: [{ kind: 'help', perPage: 1 }] },
      { path: '/l/empty', lists: [{ kind: 'news', perPage: 2 }] },
    ])
    expect(routes).toEqual([{ path: '/blog/a' }, { path: '/blog/b' }, { path: '/blog/c' }, { path: '/helpcenter/d' }, { path: '/blog/page/2' }])
  })
})

describe('the proxy with articles in its snapshot', () => {
  const table = routingTable({
    redirects: [],
    pages: [{ path: '/' }, { path: '/blog' }, { path: '/blog/kick-off' }, { path: '/blog/page/2' }],
    pricedPaths: [],
  })

  it('routes an article and a later list page in every locale, and still 404s unknown ones', () => {
    expect(routeRequest('/blog/kick-off', '', table, { country: 'US' })).toMatchObject({ kind: 'rewrite', locale: 'en' })
    expect(routeRequest('/lang/de/blog/kick-off', '', table, { country: 'US' })).toMatchObject({ kind: 'rewrite', locale: 'de' })
    expect(routeRequest('/blog/page/2', '', table, { country: 'US' })).toMatchObject({ kind: 'rewrite' })
    expect(routeRequest('/blog/unknown', '', table, { country: 'US' })).toMatchObject({ kind: 'not-found' })
    expect(routeRequest('/blog/page/3', '', table, { country: 'US' })).toMatchObject({ kind: 'not-found' })
  })

  it('treats the help search as a page of its own in every locale', () => {
    expect(isAppPage(HELP_SEARCH_PATH)).toBe(true)
    expect(routeRequest('/lang/de/helpcenter/search', '?q=rechnung', table, { country: 'US' })).toMatchObject({
      kind: 'rewrite',
      pathname: '/de/default/helpcenter/search',
    })
  })
})

describe('help search input', () => {
  it('reads the first value, trimmed, with control characters and lone surrogates replaced', () => {
    expect(readSearchQuery('  single   sign-on ')).toEqual({ kind: 'words', text: 'single sign-on' })
    expect(readSearchQuery(['a', 'b'])).toEqual({ kind: 'words', text: 'a' })
    expect(readSearchQuery('sso\u0000\u0007x')).toEqual({ kind: 'words', text: 'sso x' })
    expect(readSearchQuery('a\ud800b')).toEqual({ kind: 'words', text: 'a b' })
    expect(readSearchQuery('😀 emoji')).toEqual({ kind: 'words', text: '😀 emoji' })
  })

  it('explains empty and too long input instead of searching', () => {
    for (const empty of [undefined, null, '', '   ', '\u0000', []]) expect(readSearchQuery(empty)).toEqual({ kind: 'empty' })
    expect(readSearchQuery('x'.repeat(MAX_SEARCH_QUERY_LENGTH))).toMatchObject({ kind: 'words' })
    expect(readSearchQuery('x'.repeat(500))).toEqual({ kind: 'too-long', max: MAX_SEARCH_QUERY_LENGTH })
  })

  it('has a text-search configuration for every locale, simple where PostgreSQL has no stemmer', () => {
    expect(Object.keys(TEXT_SEARCH_CONFIGS).sort()).toEqual([...LOCALE_CODES].sort())
    expect(textSearchConfig('de')).toBe('german')
    expect(textSearchConfig('en-sg')).toBe('english')
    expect(textSearchConfig('ja')).toBe('simple')
    expect(textSearchConfig('xx' as Locale)).toBe('simple')
  })
})

describe('article dates and translations', () => {
  it('write the date as the visitor’s language does, on the day it was set', () => {
    expect(formatArticleDate('2026-11-18T09:00:00.000Z', 'en')).toBe('November 18, 2026')
    expect(formatArticleDate('2026-11-18T09:00:00.000Z', 'de')).toBe('18. November 2026')
    expect(formatArticleDate('2026-11-18T23:30:00.000Z', 'fr')).toBe('18 novembre 2026')
    expect(formatArticleDate('not a date', 'en')).toBeUndefined()
    expect(formatArticleDate(null, 'en')).toBeUndefined()
    expect(isoDay('2026-11-18T09:00:00.000Z')).toBe('2026-11-18')
  })

  it('show English where an article is not translated, and point search engines to it', () => {
    expect(showsEnglishArticle('de', ['en'])).toBe(true)
    expect(showsEnglishArticle('de', ['en', 'de'])).toBe(false)
    expect(showsEnglishArticle('en-sg', ['en'])).toBe(false)
    expect(canonicalArticleLocale('de', ['en'])).toBe('en')
    expect(canonicalArticleLocale('de', ['de', 'en'])).toBe('de')
    expect(offeredArticleLocales(['de', 'en'])).toEqual(['en', 'de'])
  })
})

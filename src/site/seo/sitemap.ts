import type { MetadataRoute } from 'next'

import type { ArticleKind } from '@/domain/articles/kinds'
import { offeredArticleLocales } from '@/domain/articles/translations'
import type { Locale } from '@/domain/locales'
import type { Page } from '@/payload-types'

import { absolutePageUrl, languageAlternates, type LocalisedPage, searchLocales } from './alternates'
import { articleLanguageAlternates } from './article-metadata'

/** What the sitemap needs of a published page. */
export type SitemapPage = LocalisedPage &
  Pick<Page, 'updatedAt'> & {
    seo?: { noindex?: boolean | null } | null
  }

/**
 * One entry per page and language it is offered in (not the locales that only show English),
 * each naming the page's other languages; pages hidden from search engines are left out.
 */
export function sitemapEntries(pages: readonly SitemapPage[], serverUrl: string): MetadataRoute.Sitemap {
  return pages
    .filter((page) => !page.seo?.noindex)
    .flatMap((page) => {
      const languages = languageAlternates(page, serverUrl)
      return searchLocales(page).map((locale) => ({
        url: absolutePageUrl(page, locale, serverUrl),
        lastModified: page.updatedAt,
        alternates: { languages },
      }))
    })
}

/** What the sitemap needs of a published article: its address and the locales it is written in. */
export type SitemapArticle = { kind: ArticleKind; slug: string; updatedAt: string; translatedLocales: readonly Locale[] }

/** One entry per article and language it is written in, each naming the others. */
export function articleSitemapEntries(articles: readonly SitemapArticle[], serverUrl: string): MetadataRoute.Sitemap {
  return articles.flatMap((article) => {
    const languages = articleLanguageAlternates(article, article.translatedLocales, serverUrl)
    return offeredArticleLocales(article.translatedLocales).map((locale) => ({
      url: absolutePageUrl(article, locale, serverUrl),
      lastModified: article.updatedAt,
      alternates: { languages },
    }))
  })
}

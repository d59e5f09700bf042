import type { Metadata } from 'next'

import type { ArticleAddress } from '@/domain/articles/addresses'
import { canonicalArticleLocale, offeredArticleLocales } from '@/domain/articles/translations'
import type { Locale } from '@/domain/locales'
import type { Article, SiteSetting } from '@/payload-types'

import { absolutePageUrl, alternatesIn } from './alternates'
import { openGraphLocale, shareImage } from './page-metadata'

/** Only the locales the article is written in, as a page offers only its translations. */
export function articleLanguageAlternates(article: ArticleAddress, translated: readonly Locale[], serverUrl: string): Record<string, string> {
  return alternatesIn(article, offeredArticleLocales(translated), serverUrl)
}

export type ArticleMetadataInput = {
  /** Read at depth 1, so `picture` is a media document. */
  article: Pick<Article, 'kind' | 'slug' | 'title' | 'excerpt' | 'picture' | 'publishedAt' | 'author'>
  translatedLocales: readonly Locale[]
  locale: Locale
  settings: Pick<SiteSetting, 'shareImage'> | null | undefined
  serverUrl: string
  brandName: string
}

export function articleMetadata({ article, translatedLocales, locale, settings, serverUrl, brandName }: ArticleMetadataInput): Metadata {
  const title = article.title
  const description = article.excerpt || undefined
  const image = shareImage({ page: { seo: { image: article.picture } }, settings, serverUrl, brandName })
  return {
    title,
    description,
    alternates: {
      canonical: absolutePageUrl(article, canonicalArticleLocale(locale, translatedLocales), serverUrl),
      languages: articleLanguageAlternates(article, translatedLocales, serverUrl),
    },
    openGraph: {
      type: 'article',
      title,
      description,
      url: absolutePageUrl(article, locale, serverUrl),
      siteName: brandName,
      locale: openGraphLocale(locale),
      publishedTime: article.publishedAt,
      ...(article.author ? { authors: [article.author] } : {}),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}

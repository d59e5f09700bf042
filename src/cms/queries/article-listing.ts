import type { Payload } from 'payload'

import type { ArticleKind } from '@/domain/articles/kinds'
import { pageCount } from '@/domain/articles/pagination'
import type { Locale } from '@/domain/locales'
import type { Article } from '@/payload-types'

export type ArticleSummary = Pick<Article, 'id' | 'kind' | 'slug' | 'title' | 'excerpt' | 'author' | 'category' | 'publishedAt'>

export type ArticleListing = { articles: ArticleSummary[]; page: number; pages: number }

/** One page of the published articles of a kind, newest first; a page past the last is empty. */
export async function listPublishedArticles(
  payload: Payload,
  { kind, perPage, page, locale }: { kind: ArticleKind; perPage: number; page: number; locale: Locale },
): Promise<ArticleListing> {
  const { docs, totalDocs } = await payload.find({
    collection: 'articles',
    where: { kind: { equals: kind } },
    sort: ['-publishedAt', '-id'],
    limit: perPage,
    page,
    depth: 0,
    locale,
    draft: false,
    overrideAccess: false,
    select: { kind: true, slug: true, title: true, excerpt: true, author: true, category: true, publishedAt: true },
  })
  return { articles: docs, page, pages: pageCount(totalDocs, perPage) }
}

/** Every published article's address: what the proxy routes by. */
export async function publishedArticleAddresses(payload: Payload): Promise<Pick<Article, 'kind' | 'slug'>[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: false,
    sort: 'slug',
    select: { kind: true, slug: true },
  })
  return docs
}

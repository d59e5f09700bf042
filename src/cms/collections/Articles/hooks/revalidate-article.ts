import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { changesPublished, refreshProxySnapshot, refreshTags } from '@/cms/hooks/revalidate'
import { isArticleKind } from '@/domain/articles/kinds'
import type { Article } from '@/payload-types'

type Address = Pick<Article, 'kind' | 'slug'>

/** The article's own page and the lists of its kind; the proxy learns its path, the sitemap its entry. */
function tagsOf(articles: readonly Address[]): string[] {
  return articles.flatMap(({ kind, slug }) => (isArticleKind(kind) ? [CACHE_TAGS.article({ kind, slug }), CACHE_TAGS.articles(kind)] : []))
}

/** A draft saved over a draft changes nothing visitors see; a moved or unpublished article refreshes its old address too. */
export const revalidateArticle: CollectionAfterChangeHook<Article> = ({ doc, previousDoc, req }) => {
  if (!changesPublished(doc, previousDoc)) return doc
  const addresses: Address[] = []
  if (doc._status === 'published') addresses.push(doc)
  if (previousDoc?._status === 'published') addresses.push(previousDoc)
  if (addresses.length === 0) return doc
  refreshTags(req, [...tagsOf(addresses), CACHE_TAGS.sitemap])
  refreshProxySnapshot(req)
  return doc
}

export const revalidateArticleOnDelete: CollectionAfterDeleteHook<Article> = ({ doc, req }) => {
  refreshTags(req, [...tagsOf([doc]), CACHE_TAGS.sitemap])
  refreshProxySnapshot(req)
  return doc
}

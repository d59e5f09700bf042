import type { ArticleKind } from '@/domain/articles/kinds'

import type { LayoutBlock } from '../build'

/** The articles themselves are seeded from content/en/articles.json (../../articles.ts); these pages list them. */
const articleList = (heading: string, kind: ArticleKind, perPage: number, searchBox = false): LayoutBlock => ({
  blockType: 'articleList',
  heading,
  kind,
  perPage,
  searchBox,
})

export function resourcePages(): Record<string, LayoutBlock[]> {
  return {
    '/helpcenter': [articleList('Help articles', 'help', 10, true)],
    '/help': [articleList('Getting started', 'help', 5, true)],
    // Four a page: the six starter posts already show the list's second page.
    '/blog': [articleList('Latest articles', 'blog', 4)],
    '/webinars': [articleList('Live sessions and recordings', 'webinar', 10)],
    '/p/news': [articleList('Latest news', 'news', 10)],
  }
}

import type { ArticleKind } from '@/domain/articles/kinds'

import { englishPages } from '../../english-pages'
import { paragraphs } from '../../rich-text'
import type { LayoutBlock } from '../build'

/** The articles themselves are seeded from content/en/articles.json (../../articles.ts); these pages list them. */
const articleList = (heading: string, kind: ArticleKind, perPage: number, searchBox = false): LayoutBlock => ({
  blockType: 'articleList',
  heading,
  kind,
  perPage,
  searchBox,
})

/** Each listing opens with its introduction, then lists. */
export function resourcePages(brand: string): Record<string, LayoutBlock[]> {
  const { listings } = englishPages()
  const intro = (path: string): LayoutBlock[] =>
    listings[path] ? [{ blockType: 'richText', content: paragraphs(...listings[path].map((text) => text.replaceAll('{brand}', brand))) }] : []
  const pages: Record<string, LayoutBlock[]> = {
    '/helpcenter': [articleList('Help articles', 'help', 10, true)],
    '/help': [articleList('Getting started', 'help', 5, true)],
    // Four a page: the six starter posts already show the list's second page.
    '/blog': [articleList('Latest articles', 'blog', 4)],
    '/webinars': [articleList('Live sessions and recordings', 'webinar', 10)],
    '/p/news': [articleList('Latest news', 'news', 10)],
  }
  return Object.fromEntries(Object.entries(pages).map(([path, blocks]) => [path, [...intro(path), ...blocks]]))
}

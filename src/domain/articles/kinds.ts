/** The four kinds of article, each listed on its own page and living under that page's path. */
export const ARTICLE_KINDS = {
  blog: { label: 'Blog post', listingPath: '/blog' },
  help: { label: 'Help article', listingPath: '/helpcenter' },
  webinar: { label: 'Webinar', listingPath: '/webinars' },
  news: { label: 'News item', listingPath: '/p/news' },
} as const

export type ArticleKind = keyof typeof ARTICLE_KINDS

export const ARTICLE_KIND_NAMES = Object.keys(ARTICLE_KINDS) as ArticleKind[]

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === 'string' && Object.hasOwn(ARTICLE_KINDS, value)
}

import type { ArticleAddress } from '@/domain/articles/addresses'
import type { ArticleKind } from '@/domain/articles/kinds'
import { normalisePath, pathFor } from '@/domain/routing/paths'

/** Rendering tags with these names and the hooks revalidate by them, so both sides agree on a name. */
export const CACHE_TAGS = {
  siteChrome: 'site-chrome',
  pricing: 'pricing',
  miniSites: 'mini-sites',
  sitemap: 'sitemap',
  cookieDefinitions: 'cookie-definitions',
  positions: 'positions',
  solutions: 'solutions',
  templateGallery: 'template-gallery',
  /** The proxy's routing snapshot (redirects, published and priced pages, consent, A/B schedules). */
  proxySnapshot: 'proxy-snapshot',
  /** Experiments' and personalisation rules' blocks, which pages show in their variants. */
  pageVariations: 'page-variations',
  page: (path: string) => `page:${normalisePath(path)}`,
  /** An article's page is tagged by its address, as a page is. */
  article: (article: ArticleAddress) => `page:${pathFor(article)}`,
  /** Every list of one kind of article, on whichever pages show it, and their later pages. */
  articles: (kind: ArticleKind) => `articles:${kind}`,
} as const

import { normalisePath } from '@/domain/paths'

/**
 * Names of the cache tags cached page data carries. Rendering tags with them and the hooks
 * revalidate by them, so both sides always agree on a name.
 */
export const CACHE_TAGS = {
  /** Menus, footer groups and site settings: on every page. */
  siteChrome: 'site-chrome',
  pricing: 'pricing',
  miniSites: 'mini-sites',
  sitemap: 'sitemap',
  /** The cookie definitions: the pages with a cookie table (the cookie policy). */
  cookieDefinitions: 'cookie-definitions',
  /** Open positions: the pages with an open-positions block (careers). */
  positions: 'positions',
  /** Marketplace solutions: the add-solution page. */
  solutions: 'solutions',
  /** Online community templates: the gallery, template pages and pages with a template-gallery block. */
  templateGallery: 'template-gallery',
  /** The proxy's routing snapshot (redirects, published and priced pages, consent, A/B schedules). */
  proxySnapshot: 'proxy-snapshot',
  /** One page path, in every locale and variant. */
  page: (path: string) => `page:${normalisePath(path)}`,
} as const

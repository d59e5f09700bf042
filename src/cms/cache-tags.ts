import { normalisePath } from '@/domain/routing/paths'

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
  page: (path: string) => `page:${normalisePath(path)}`,
} as const

import type { MetadataRoute } from 'next'

import type { Page } from '@/payload-types'

import { absolutePageUrl, languageAlternates, type LocalisedPage, searchLocales } from './alternates'

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

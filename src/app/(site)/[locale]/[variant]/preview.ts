import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { findMiniSite } from '@/cms/queries/findMiniSite'
import { findPreviewPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import type { Previewer } from '@/cms/queries/previewer'
import type { Locale } from '@/domain/locales'
import { payloadClient } from '@/server/payload'

import { publishedContent, type PageContent } from '@/server/content/published'

/**
 * Staff previews (Next's draft mode, entered only through /api/preview): who is previewing,
 * or undefined outside draft mode. Read once per render. A session that has ended since leaves
 * draft mode on but reads nothing a visitor could not.
 */
export const previewer = cache(async (): Promise<Previewer | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined
  const { user } = await (await payloadClient()).auth({ headers: await headers() })
  return user?.collection === 'users' ? (user as NonNullable<Previewer>) : null
})

/**
 * Drafts as the previewer may read them, straight from the database: never through
 * unstable_cache, so no draft ever lands in a cache entry a visitor could be served from.
 */
function draftContent(user: Previewer): PageContent {
  const asPreviewer = { draft: true, overrideAccess: false, user } as const
  return {
    page: async (path: string, locale: Locale) => findPreviewPage(await payloadClient(), path, locale, user),
    siteChrome: async (locale: Locale) => loadSiteChrome(await payloadClient(), locale, { user }),
    pricing: async (locale: Locale) => (await payloadClient()).findGlobal({ slug: 'pricing', locale, depth: 0, ...asPreviewer }),
    miniSite: async (id: number, locale: Locale) => findMiniSite(await payloadClient(), id, locale, user),
  }
}

/** Where a page's content comes from: the cache for visitors, the drafts in a staff preview. */
export async function pageContent(): Promise<{ content: PageContent; preview: boolean }> {
  const user = await previewer()
  return user === undefined ? { content: publishedContent, preview: false } : { content: draftContent(user), preview: true }
}

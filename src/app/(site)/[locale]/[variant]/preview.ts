import { cookies, headers } from 'next/headers'
import { cache } from 'react'

import { findMiniSite } from '@/cms/queries/find-mini-site'
import { findPreviewArticle } from '@/cms/queries/find-published-article'
import { findPreviewPage } from '@/cms/queries/find-published-page'
import { loadSiteChrome } from '@/cms/queries/load-site-chrome'
import { loadVariationBlocks, type Variation } from '@/cms/queries/page-variations'
import type { Previewer } from '@/cms/queries/previewer'
import { isContentEditorRole } from '@/domain/staff/roles'
import { DRAFT_MODE_COOKIE } from '@/domain/preview/preview'
import type { ArticleAddress } from '@/domain/articles/addresses'
import type { Locale } from '@/domain/locales'
import { isPreviewSecretOf } from '@/infrastructure/preview-secret'
import { payloadClient } from '@/server/payload'

import { publishedContent, type PageContent } from '@/server/content/published'

/** Only the preview route reads it (reading cookies makes a route dynamic). A secret that no longer names an open editor's session is no preview. */
export const previewer = cache(async (): Promise<Previewer | undefined> => {
  const secret = (await cookies()).get(DRAFT_MODE_COOKIE)?.value
  if (!secret) return undefined
  const { user } = await (await payloadClient()).auth({ headers: await headers() })
  const session = { id: user?.id ?? '', sid: (user as { _sid?: unknown } | null)?._sid }
  if (user?.collection !== 'users' || !isContentEditorRole(user.roles) || !isPreviewSecretOf(secret, session)) return null
  return user as NonNullable<Previewer>
})

/** Never through unstable_cache, so no draft lands in a cache entry a visitor could be served from. */
function draftContent(user: Previewer): PageContent {
  const asPreviewer = { draft: true, overrideAccess: false, user } as const
  return {
    page: async (path: string, locale: Locale) => findPreviewPage(await payloadClient(), path, locale, user),
    siteChrome: async (locale: Locale) => loadSiteChrome(await payloadClient(), locale, { user }),
    pricing: async (locale: Locale) => (await payloadClient()).findGlobal({ slug: 'pricing', locale, depth: 0, ...asPreviewer }),
    miniSite: async (id: number, locale: Locale) => findMiniSite(await payloadClient(), id, locale, user),
    article: async (address: ArticleAddress, locale: Locale) => findPreviewArticle(await payloadClient(), address, locale, user),
    // What the experiment's or rule's editor has just saved.
    variation: async (variation: Variation, locale: Locale) => loadVariationBlocks(await payloadClient(), variation, locale),
  }
}

export async function pageContent(previewRoute: boolean): Promise<{ content: PageContent; preview: boolean }> {
  const user = previewRoute ? await previewer() : undefined
  return user ? { content: draftContent(user), preview: true } : { content: publishedContent, preview: false }
}

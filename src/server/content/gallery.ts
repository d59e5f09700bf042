import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { loadGalleryTemplates, loadTemplateDetail, MAX_GALLERY_TEMPLATES, type TemplateDetail } from '@/cms/queries/template-gallery'
import { readAppPageParams } from '@/domain/routing/site-routing'
import type { GalleryTemplate } from '@/domain/templates/gallery-listing'
import { payloadClient } from '@/server/payload'

/*
 * One cached list of the online templates, every order, filter and page worked out from it in
 * memory, so a query never makes a cache entry of its own.
 */

const REFRESH_SECONDS = 120

export const cachedGalleryTemplates = (): Promise<GalleryTemplate[]> =>
  unstable_cache(async () => loadGalleryTemplates(await payloadClient()), ['template-gallery'], {
    tags: [CACHE_TAGS.templateGallery],
    revalidate: REFRESH_SECONDS,
  })()

const cachedDetail = (id: number) =>
  unstable_cache(async () => (await loadTemplateDetail(await payloadClient(), id)) ?? null, ['template-detail', String(id)], {
    tags: [CACHE_TAGS.templateGallery],
    revalidate: REFRESH_SECONDS,
  })()

/** Only ids on the cached list are cached, so a made-up id costs no query and no cache entry. */
export async function templateDetail(id: number): Promise<TemplateDetail | undefined> {
  const listed = await cachedGalleryTemplates()
  if (listed.some((template) => template.id === id)) return (await cachedDetail(id)) ?? undefined
  if (listed.length < MAX_GALLERY_TEMPLATES) return undefined
  return loadTemplateDetail(await payloadClient(), id)
}

export const readGalleryParams = readAppPageParams

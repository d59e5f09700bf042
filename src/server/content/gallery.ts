import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { loadGalleryTemplates, loadTemplateDetail, MAX_GALLERY_TEMPLATES, type TemplateDetail } from '@/cms/queries/templateGallery'
import { readAppPageParams } from '@/domain/site-routing'
import type { GalleryTemplate } from '@/domain/template-gallery-listing'
import { payloadClient } from '@/server/payload'

/*
 * The gallery's data, shared by every visitor and language: one cached list of the online
 * templates (every order, filter and page is worked out from it in memory, so a query never
 * makes a cache entry of its own), and one cached page per template that is on that list.
 * A template's save or delete expires both (src/cms/gallery/refreshGallery.ts); the counts in
 * them refresh every few minutes.
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

/**
 * An online template's page data. Only an id on the cached list is looked up and cached, so a
 * made-up id costs no query and no cache entry; past the list's cap an older template is read
 * straight from the database.
 */
export async function templateDetail(id: number): Promise<TemplateDetail | undefined> {
  const listed = await cachedGalleryTemplates()
  if (listed.some((template) => template.id === id)) return (await cachedDetail(id)) ?? undefined
  if (listed.length < MAX_GALLERY_TEMPLATES) return undefined
  return loadTemplateDetail(await payloadClient(), id)
}

/** The locale and A/B variants of the page (see readAppPageParams). */
export const readGalleryParams = readAppPageParams

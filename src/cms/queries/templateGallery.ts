import type { Payload } from 'payload'

import { readStats } from '@/cms/gallery/counters'
import { APPROVED_STATUS_CODES, excerptOf, scoresByType, type GalleryImage, type GalleryTemplate } from '@/domain/template-gallery-listing'
import type { TemplateTag } from '@/domain/template-gallery-query'
import { isBoardId } from '@/domain/template-interactions'
import { TEMPLATE_IMAGE_TYPES, type TemplateImageType } from '@/domain/templates'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import type { CommunityTemplate, TemplateImage } from '@/payload-types'

/**
 * The gallery's reads. Templates are read with a visitor's rights (`overrideAccess: false`), so
 * only online ones (statuses 1, 3, 5) and only what visitors may see of them ever reach a page,
 * whatever the caller asks; the counters beside them come from template_stats, which holds
 * numbers only, for the ids that read returned.
 */

/**
 * How many online templates the gallery holds at once, newest first. Every order, filter and
 * page is worked out from this list in memory (src/domain/template-gallery-listing.ts), so a visitor's
 * query never reaches the database and never makes a cache entry of its own. Some 1 KB each:
 * past a few thousand templates, move Trending into SQL (the decayed score is already a column)
 * and page there instead.
 */
export const MAX_GALLERY_TEMPLATES = 2_000

/** A template's page: the card's facts, the whole story and every picture. */
export type TemplateDetail = GalleryTemplate & {
  /** The story, paragraph by paragraph, each with its row id. */
  paragraphs: { id: string; text: string }[]
  images: { type: TemplateImageType; image: GalleryImage }[]
  language: string | undefined
}

type Doc = Pick<CommunityTemplate, 'id' | 'title' | 'createdAt'> & Partial<CommunityTemplate>

const SELECT = {
  title: true,
  statusCode: true,
  createdAt: true,
  creator: { name: true },
  paragraphs: true,
  tags: true,
  scores: true,
  images: true,
  boardId: true,
  language: true,
} as const

/** An image of an online template as visitors may load it; an id (not readable) or a file without address is none. */
function imageOf(value: number | TemplateImage | null | undefined): GalleryImage | undefined {
  if (!value || typeof value !== 'object' || !value.url) return undefined
  const sizes = (['thumbnail', 'card'] as const).flatMap((name) => {
    const size = value.sizes?.[name]
    return size?.url && size.width ? [{ url: size.url, width: size.width }] : []
  })
  return {
    url: value.url,
    alt: value.alt?.trim() ?? '',
    width: value.width ?? undefined,
    height: value.height ?? undefined,
    sizes,
  }
}

function imagesOf(doc: Doc): TemplateDetail['images'] {
  return (doc.images ?? []).flatMap((entry) => {
    const image = imageOf(entry.image)
    return image && (TEMPLATE_IMAGE_TYPES as readonly string[]).includes(entry.type) ? [{ type: entry.type, image }] : []
  })
}

function tagsOf(doc: Doc): TemplateTag[] {
  return (doc.tags ?? []).flatMap((tag) => {
    const category = Number(tag.category)
    return Number.isInteger(category) && tag.value?.trim() ? [{ category, value: tag.value.trim() }] : []
  })
}

function toGalleryTemplate(doc: Doc, images: TemplateDetail['images']): GalleryTemplate {
  // The board is the template; the selfie shows who shared it.
  const picture = images.find((entry) => entry.type === 'board') ?? images[0]
  return {
    id: doc.id,
    title: doc.title,
    createdAt: doc.createdAt,
    statusCode: Number(doc.statusCode),
    authorName: doc.creator?.name?.trim() || undefined,
    excerpt: excerptOf(doc.paragraphs?.[0]?.text),
    tags: tagsOf(doc),
    scores: scoresByType(doc.scores),
    counters: undefined,
    trending: undefined,
    boardId: isBoardId(doc.boardId) ? doc.boardId : undefined,
    image: picture?.image,
  }
}

async function withStats<T extends GalleryTemplate>(payload: Payload, templates: T[]): Promise<T[]> {
  const stats = await readStats(
    payloadPool(payload),
    templates.map((template) => template.id),
  )
  return templates.map((template) => {
    const stored = stats.get(template.id)
    return stored ? { ...template, counters: stored.counters, trending: stored.trending } : template
  })
}

const ONLINE = { statusCode: { in: [...APPROVED_STATUS_CODES] } }

/** Every online template (up to MAX_GALLERY_TEMPLATES, newest first), as the gallery lists them. */
export async function loadGalleryTemplates(payload: Payload): Promise<GalleryTemplate[]> {
  const { docs } = await payload.find({
    collection: 'community-templates',
    where: ONLINE,
    overrideAccess: false,
    depth: 1,
    limit: MAX_GALLERY_TEMPLATES,
    sort: '-createdAt',
    select: SELECT,
  })
  return withStats(
    payload,
    (docs as Doc[]).map((doc) => toGalleryTemplate(doc, imagesOf(doc))),
  )
}

/** One online template with its story and pictures; undefined when it is not online (or does not exist). */
export async function loadTemplateDetail(payload: Payload, id: number): Promise<TemplateDetail | undefined> {
  const { docs } = await payload.find({
    collection: 'community-templates',
    where: { and: [{ id: { equals: id } }, ONLINE] },
    overrideAccess: false,
    depth: 1,
    limit: 1,
    pagination: false,
    select: SELECT,
  })
  const doc = docs[0] as Doc | undefined
  if (!doc) return undefined
  const images = imagesOf(doc)
  const [template] = await withStats(payload, [
    {
      ...toGalleryTemplate(doc, images),
      paragraphs: (doc.paragraphs ?? []).flatMap((paragraph, position) =>
        paragraph.text?.trim() ? [{ id: paragraph.id ?? String(position), text: paragraph.text }] : [],
      ),
      images,
      language: doc.language ?? undefined,
    },
  ])
  return template
}

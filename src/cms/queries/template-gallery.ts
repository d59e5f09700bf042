import type { Payload } from 'payload'

import { readStats } from '@/cms/gallery/counters'
import { APPROVED_STATUS_CODES, excerptOf, scoresByType, type GalleryImage, type GalleryTemplate } from '@/domain/templates/gallery-listing'
import type { TemplateTag } from '@/domain/templates/gallery-query'
import { isBoardId } from '@/domain/templates/interactions'
import { TEMPLATE_IMAGE_TYPES, type TemplateImageType } from '@/domain/templates/templates'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import type { CommunityTemplate, TemplateImage } from '@/payload-types'

/** Templates are read with a visitor's rights, so only online ones and what visitors may see of them reach a page. */

/**
 * Orders, filters and pages are worked out from this list in memory (domain/templates/gallery-listing.ts), so no query
 * reaches the database or makes a cache entry of its own. Past a few thousand templates, page in SQL instead.
 */
export const MAX_GALLERY_TEMPLATES = 2_000

export type TemplateDetail = GalleryTemplate & {
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

/** Unreadable ids and files without an address are none. */
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

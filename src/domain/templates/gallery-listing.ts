// Only approved templates (SPEC §4: statuses 1, 3, 5) are ever listed.
import {
  DEFAULT_GALLERY_QUERY,
  GALLERY_PAGE_SIZE,
  TAG_CATEGORY_NAMES,
  tagCategoryName,
  type GalleryCategory,
  type GalleryQuery,
  type GallerySort,
  type TagCategoryName,
  type TemplateTag,
} from './gallery-query'
import type { Counters } from './interactions'
import { trendingScore, type TrendingState } from './trending'
import { isApproved, TAG_CATEGORIES, TEMPLATE_STATUS, type ScoreType, type TemplateStatus } from './templates'

export const APPROVED_STATUS_CODES: readonly TemplateStatus[] = Object.values(TEMPLATE_STATUS).filter(isApproved)

const tagKey = (value: string) => value.trim().toLocaleLowerCase('en')

export type GalleryImage = {
  url: string
  alt: string
  width?: number
  height?: number
  // Narrowest first, for `srcSet`.
  sizes?: readonly { url: string; width: number }[]
}

export type GalleryTemplate = {
  id: number
  title: string
  // Latest, and the age Trending starts from.
  createdAt: string
  statusCode: number
  authorName: string | undefined
  excerpt: string
  tags: readonly TemplateTag[]
  scores: Partial<Record<ScoreType, number>>
  // src/cms/gallery's counts, once the template has been counted.
  counters: Counters | undefined
  trending: TrendingState | undefined
  boardId: string | undefined
  // The board screenshot, else the selfie.
  image: GalleryImage | undefined
}

// The CMS may send numeric text.
function finite(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

export function scoresByType(scores: readonly { type?: string | null; value?: unknown }[] | null | undefined): Partial<Record<ScoreType, number>> {
  const byType: Partial<Record<string, number>> = {}
  for (const score of scores ?? []) {
    const value = finite(score.value)
    if (score.type && value !== undefined && !(score.type in byType)) byType[score.type] = value
  }
  return byType as Partial<Record<ScoreType, number>>
}

// The site's counters started from the scores the template had.
export function countsOf(template: Pick<GalleryTemplate, 'scores' | 'counters'>): Counters {
  if (template.counters) return template.counters
  const { likes = 0, views = 0, usage = 0 } = template.scores
  return { likes: Math.max(0, likes), views: Math.max(0, views), uses: Math.max(0, usage) }
}

export function isEditorsChoice(template: Pick<GalleryTemplate, 'scores'>): boolean {
  return (template.scores.editor_choice ?? 0) > 0 || (template.scores.featured ?? 0) > 0
}

export function isSponsored(template: Pick<GalleryTemplate, 'statusCode'>): boolean {
  return template.statusCode === TEMPLATE_STATUS.APPROVED_PAID
}

export function teamSizeOf(tags: readonly TemplateTag[]): string | undefined {
  return tags.find((tag) => tag.category === TAG_CATEGORIES.teamSize)?.value
}

// By the first number, so `1-10` < `11-50` < `500+`; no number sorts last.
export function teamSizeRank(value: string | undefined): number {
  const match = value === undefined ? null : /\d[\d,.]*/.exec(value)
  if (!match) return Number.POSITIVE_INFINITY
  const number = Number(match[0].replace(/[,.](?=\d{3}\b)/g, '').replace(',', '.'))
  return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY
}

export function excerptOf(text: string | null | undefined, max = 180): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}…`
}

export type GalleryOrder = GallerySort | 'editors-choice'

export function orderOf(query: Pick<GalleryQuery, 'category' | 'sort'>): GalleryOrder {
  return query.sort ?? query.category
}

const time = (iso: string) => {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : 0
}

// Every order ends with this, so pages never overlap.
const newestFirst = (a: GalleryTemplate, b: GalleryTemplate) => time(b.createdAt) - time(a.createdAt) || b.id - a.id

function byDescending(value: (template: GalleryTemplate) => number) {
  return (a: GalleryTemplate, b: GalleryTemplate) => value(b) - value(a) || newestFirst(a, b)
}

export function sortTemplates(templates: readonly GalleryTemplate[], order: GalleryOrder, nowMs: number): GalleryTemplate[] {
  switch (order) {
    case 'latest':
      return [...templates].sort(newestFirst)
    case 'most-used':
      return [...templates].sort(byDescending((template) => countsOf(template).uses))
    case 'editors-choice':
      return [...templates].sort(byDescending(({ scores }) => (scores.editor_choice ?? 0) * 1e6 + (scores.featured ?? 0) * 1e3 + (scores.admin ?? 0)))
    case 'team-size':
      return [...templates].sort((a, b) => {
        const [rankA, rankB] = [teamSizeRank(teamSizeOf(a.tags)), teamSizeRank(teamSizeOf(b.tags))]
        if (rankA !== rankB) return rankA < rankB ? -1 : 1
        return newestFirst(a, b)
      })
    case 'trending': {
      const scores = new Map(templates.map((template) => [template.id, trendingScore(template, nowMs)]))
      return [...templates].sort(byDescending((template) => scores.get(template.id) ?? 0))
    }
  }
}

export function hasTag(template: Pick<GalleryTemplate, 'tags'>, name: TagCategoryName, value: string): boolean {
  const wanted = tagKey(value)
  return template.tags.some((tag) => tag.category === TAG_CATEGORIES[name] && tagKey(tag.value) === wanted)
}

// Online ones only, whatever the input holds.
export function filterTemplates(templates: readonly GalleryTemplate[], query: Pick<GalleryQuery, 'category' | 'tags'>): GalleryTemplate[] {
  const filters = Object.entries(query.tags) as [TagCategoryName, string][]
  return templates.filter(
    (template) =>
      isApproved(template.statusCode) &&
      (query.category !== 'editors-choice' || isEditorsChoice(template)) &&
      filters.every(([name, value]) => hasTag(template, name, value)),
  )
}

export type GalleryPage = {
  items: GalleryTemplate[]
  page: number
  pageCount: number
  total: number
  order: GalleryOrder
}

export function galleryPage(templates: readonly GalleryTemplate[], query: GalleryQuery, nowMs: number, pageSize: number = GALLERY_PAGE_SIZE): GalleryPage {
  const order = orderOf(query)
  const matching = sortTemplates(filterTemplates(templates, query), order, nowMs)
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize))
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pageCount)
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageCount, total: matching.length, order }
}

export function categoryRow(templates: readonly GalleryTemplate[], category: GalleryCategory, limit: number, nowMs: number): GalleryTemplate[] {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), 48)
  return galleryPage(templates, { ...DEFAULT_GALLERY_QUERY, category }, nowMs, size).items
}

// The first spelling met of each value.
export function tagOptions(templates: readonly GalleryTemplate[]): Record<TagCategoryName, string[]> {
  const options = Object.fromEntries(TAG_CATEGORY_NAMES.map((name) => [name, new Map<string, string>()])) as Record<TagCategoryName, Map<string, string>>
  for (const template of templates) {
    if (!isApproved(template.statusCode)) continue
    for (const tag of template.tags) {
      const name = tagCategoryName(tag.category)
      const value = tag.value.trim()
      if (name && value && !options[name].has(tagKey(value))) options[name].set(tagKey(value), value)
    }
  }
  const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })
  return Object.fromEntries(
    TAG_CATEGORY_NAMES.map((name) => {
      const values = [...options[name].values()]
      return [name, name === 'teamSize' ? values.sort((a, b) => teamSizeRank(a) - teamSizeRank(b) || alphabetical(a, b)) : values.sort(alphabetical)]
    }),
  ) as Record<TagCategoryName, string[]>
}

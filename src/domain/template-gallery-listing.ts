/**
 * The community template gallery's lists (issue 8): what it knows of a template, which templates
 * a view shows, in which order, page by page, and the tag values to filter by. Only approved
 * templates (SPEC §4: statuses 1, 3, 5) are ever listed. Pure: no framework, no I/O.
 */
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
} from './template-gallery-query'
import type { Counters } from './template-interactions'
import { trendingScore, type TrendingState } from './template-trending'
import { isApproved, TAG_CATEGORIES, TEMPLATE_STATUS, type ScoreType, type TemplateStatus } from './templates'

/** The approved statuses as a list, for a `where … in` filter. */
export const APPROVED_STATUS_CODES: readonly TemplateStatus[] = Object.values(TEMPLATE_STATUS).filter(isApproved)

/** Tags compare without regard to case or surrounding space: `Marketing ` is `marketing`. */
const tagKey = (value: string) => value.trim().toLocaleLowerCase('en')

// ------------------------------------------------------------------------------------------------
// What the gallery knows about a template
// ------------------------------------------------------------------------------------------------

export type GalleryImage = {
  url: string
  alt: string
  width?: number
  height?: number
  /** Smaller renditions, narrowest first, for `srcSet`. */
  sizes?: readonly { url: string; width: number }[]
}

/** A template as the gallery lists it: enough for a card and for every order and filter. */
export type GalleryTemplate = {
  id: number
  title: string
  /** ISO time the template was shared: Latest, and the age Trending starts from. */
  createdAt: string
  statusCode: number
  authorName: string | undefined
  excerpt: string
  tags: readonly TemplateTag[]
  /** The moderators' scores and the counted ones, by type, as the template holds them. */
  scores: Partial<Record<ScoreType, number>>
  /** The site's own counts (src/cms/gallery), when the template has been counted at all. */
  counters: Counters | undefined
  trending: TrendingState | undefined
  boardId: string | undefined
  /** The board screenshot, else the selfie: the card's picture. */
  image: GalleryImage | undefined
}

/** Numbers from the CMS come as numbers or numeric text; anything else is no value. */
function finite(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

/** The scores array (`[{ type, value }]`) as a map; a repeated type keeps its first value. */
export function scoresByType(scores: readonly { type?: string | null; value?: unknown }[] | null | undefined): Partial<Record<ScoreType, number>> {
  const byType: Partial<Record<string, number>> = {}
  for (const score of scores ?? []) {
    const value = finite(score.value)
    if (score.type && value !== undefined && !(score.type in byType)) byType[score.type] = value
  }
  return byType as Partial<Record<ScoreType, number>>
}

/**
 * Likes, views and uses: the site's counters once it has counted the template (they started
 * from the scores it had), else the scores as moderators or the seed set them.
 */
export function countsOf(template: Pick<GalleryTemplate, 'scores' | 'counters'>): Counters {
  if (template.counters) return template.counters
  const { likes = 0, views = 0, usage = 0 } = template.scores
  return { likes: Math.max(0, likes), views: Math.max(0, views), uses: Math.max(0, usage) }
}

/** Editor's choice: the moderators gave it an editor's choice score, or featured it. */
export function isEditorsChoice(template: Pick<GalleryTemplate, 'scores'>): boolean {
  return (template.scores.editor_choice ?? 0) > 0 || (template.scores.featured ?? 0) > 0
}

/** Paid placements (approved paid) are labelled as such wherever they are shown. */
export function isSponsored(template: Pick<GalleryTemplate, 'statusCode'>): boolean {
  return template.statusCode === TEMPLATE_STATUS.APPROVED_PAID
}

/** The template's team-size tag (category 3), if it has one. */
export function teamSizeOf(tags: readonly TemplateTag[]): string | undefined {
  return tags.find((tag) => tag.category === TAG_CATEGORIES.teamSize)?.value
}

/**
 * Where a team size sorts: by the first number in it, so `1-10` < `11-50` < `51-200` < `500+`
 * whatever their text says; a size without a number comes after every numbered one.
 */
export function teamSizeRank(value: string | undefined): number {
  const match = value === undefined ? null : /\d[\d,.]*/.exec(value)
  if (!match) return Number.POSITIVE_INFINITY
  const number = Number(match[0].replace(/[,.](?=\d{3}\b)/g, '').replace(',', '.'))
  return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY
}

/** A plain-text teaser of a story: whole words, at most `max` characters and an ellipsis. */
export function excerptOf(text: string | null | undefined, max = 180): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}…`
}

// ------------------------------------------------------------------------------------------------
// Order, filters, pages
// ------------------------------------------------------------------------------------------------

/** How a list is ordered: a sort type, or the editor's choice category's own order. */
export type GalleryOrder = GallerySort | 'editors-choice'

/** The sort asked for, else the one the category implies. */
export function orderOf(query: Pick<GalleryQuery, 'category' | 'sort'>): GalleryOrder {
  return query.sort ?? query.category
}

const time = (iso: string) => {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : 0
}

/** Newest first, then the higher id: every order ends with this, so pages never overlap. */
const newestFirst = (a: GalleryTemplate, b: GalleryTemplate) => time(b.createdAt) - time(a.createdAt) || b.id - a.id

/** Bigger first, ties to the newest. */
function byDescending(value: (template: GalleryTemplate) => number) {
  return (a: GalleryTemplate, b: GalleryTemplate) => value(b) - value(a) || newestFirst(a, b)
}

/** A stable copy of `templates` in `order` at `nowMs`. */
export function sortTemplates(templates: readonly GalleryTemplate[], order: GalleryOrder, nowMs: number): GalleryTemplate[] {
  switch (order) {
    case 'latest':
      return [...templates].sort(newestFirst)
    case 'most-used':
      return [...templates].sort(byDescending((template) => countsOf(template).uses))
    case 'editors-choice':
      // The moderators' pick first: the editor's choice score, then featured, then the admin score.
      return [...templates].sort(byDescending(({ scores }) => (scores.editor_choice ?? 0) * 1e6 + (scores.featured ?? 0) * 1e3 + (scores.admin ?? 0)))
    case 'team-size':
      // Smallest teams first; templates without a team size last.
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

/** Whether a template carries `value` in tag category `name`. */
export function hasTag(template: Pick<GalleryTemplate, 'tags'>, name: TagCategoryName, value: string): boolean {
  const wanted = tagKey(value)
  return template.tags.some((tag) => tag.category === TAG_CATEGORIES[name] && tagKey(tag.value) === wanted)
}

/** The templates of a category and tag filters: online ones only, whatever the input holds. */
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
  /** The page shown: the one asked for, or the last there is. */
  page: number
  pageCount: number
  total: number
  order: GalleryOrder
}

/** One page of the gallery for `query` at `nowMs`. A page past the end shows the last one. */
export function galleryPage(templates: readonly GalleryTemplate[], query: GalleryQuery, nowMs: number, pageSize: number = GALLERY_PAGE_SIZE): GalleryPage {
  const order = orderOf(query)
  const matching = sortTemplates(filterTemplates(templates, query), order, nowMs)
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize))
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pageCount)
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageCount, total: matching.length, order }
}

/** The first `limit` templates of a main page category: a CMS block's row. */
export function categoryRow(templates: readonly GalleryTemplate[], category: GalleryCategory, limit: number, nowMs: number): GalleryTemplate[] {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), 48)
  return galleryPage(templates, { ...DEFAULT_GALLERY_QUERY, category }, nowMs, size).items
}

/**
 * The values to filter by, per tag category, from the listed templates: each once (the first
 * spelling met), team sizes smallest first, the others alphabetically.
 */
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

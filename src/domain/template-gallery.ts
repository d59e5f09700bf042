/**
 * The public gallery of community templates (issue 8): which templates it lists, in which order,
 * the query in its address, Trending, and what counting a view, a like or a use means. Only
 * approved templates (SPEC §4: statuses 1, 3, 5) are ever listed. Pure: no framework, no I/O.
 */
import { z } from 'zod'

import { isApproved, MAIN_PAGE_CATEGORIES, SORT_TYPES, TAG_CATEGORIES, TEMPLATE_STATUS, type ScoreType, type TemplateStatus } from './templates'

// ------------------------------------------------------------------------------------------------
// Addresses
// ------------------------------------------------------------------------------------------------

/**
 * The gallery and one template's page: app pages of their own, in every locale. `/templates`
 * stays the marketers' CMS page; its template-gallery blocks show rows of the gallery and link here.
 */
export const TEMPLATE_GALLERY_PATH = '/templates/community'

/** Ids are Payload's serial ids: digits, no leading zero, within a Postgres integer. */
const TEMPLATE_ID_SEGMENT = /^[1-9]\d{0,9}$/
const MAX_TEMPLATE_ID = 2_147_483_647

/** `/templates/community/{id}`: the shape of a template page's path, for the proxy's list of app pages. */
export const TEMPLATE_PAGE_PATTERN = /^\/templates\/community\/[1-9]\d{0,9}$/

/** A template id from a path segment or a request; undefined for anything but a plausible id. */
export function parseTemplateId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !TEMPLATE_ID_SEGMENT.test(text)) return undefined
  const id = Number(text)
  return id <= MAX_TEMPLATE_ID ? id : undefined
}

export function templatePagePath(id: number): string {
  return `${TEMPLATE_GALLERY_PATH}/${id}`
}

/** The approved statuses as a list, for a `where … in` filter. */
export const APPROVED_STATUS_CODES: readonly TemplateStatus[] = Object.values(TEMPLATE_STATUS).filter(isApproved)

// ------------------------------------------------------------------------------------------------
// Categories, sort types and tag filters
// ------------------------------------------------------------------------------------------------

export type MainPageCategory = (typeof MAIN_PAGE_CATEGORIES)[number]
export type SortType = (typeof SORT_TYPES)[number]

/** SPEC §3's main page categories as the address spells them. */
export const GALLERY_CATEGORIES = {
  Trending: 'trending',
  'Most used': 'most-used',
  "Editor's choice": 'editors-choice',
  Latest: 'latest',
} as const satisfies Record<MainPageCategory, string>

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[MainPageCategory]

/** SPEC §3's sort types as the address spells them. */
export const GALLERY_SORTS = {
  Latest: 'latest',
  'Most used': 'most-used',
  Trending: 'trending',
  'Team size': 'team-size',
} as const satisfies Record<SortType, string>

export type GallerySort = (typeof GALLERY_SORTS)[SortType]

const CATEGORY_SLUGS = Object.values(GALLERY_CATEGORIES) as [GalleryCategory, ...GalleryCategory[]]
const SORT_SLUGS = Object.values(GALLERY_SORTS) as [GallerySort, ...GallerySort[]]

/** The gallery opens on what is trending. */
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'trending'

/**
 * The CMS block stores a category as `trending`, `mostUsed`, `editorsChoice` or `latest`
 * (src/cms/blocks/TemplateGallery); the address spells it with dashes. Unknown: the default.
 */
export function categoryFromBlock(value: unknown): GalleryCategory {
  const slug = typeof value === 'string' ? value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : ''
  return (CATEGORY_SLUGS as readonly string[]).includes(slug) ? (slug as GalleryCategory) : DEFAULT_GALLERY_CATEGORY
}

export type TagCategoryName = keyof typeof TAG_CATEGORIES

/** The query parameter of each tag category (SPEC §3: tools 1, industry 2, team size 3, board usage 4, categories 5). */
export const TAG_FILTER_PARAMS = {
  tools: 'tools',
  industry: 'industry',
  teamSize: 'team_size',
  boardUsage: 'board_usage',
  categories: 'categories',
} as const satisfies Record<TagCategoryName, string>

export const TAG_CATEGORY_NAMES = Object.keys(TAG_CATEGORIES) as TagCategoryName[]

/** A tag as stored on a template; the category comes as its number (or its number as text). */
export type TemplateTag = { category: number; value: string }

const TAG_MAX_LENGTH = 60

export function tagCategoryName(code: number): TagCategoryName | undefined {
  return TAG_CATEGORY_NAMES.find((name) => TAG_CATEGORIES[name] === code)
}

/** Tags compare without regard to case or surrounding space: `Marketing ` is `marketing`. */
const tagKey = (value: string) => value.trim().toLocaleLowerCase('en')

// ------------------------------------------------------------------------------------------------
// The query in the address
// ------------------------------------------------------------------------------------------------

export const GALLERY_PAGE_SIZE = 12
/** Past this a page number is not a mistake worth a database's time: it reads as the first page. */
const MAX_PAGE_NUMBER = 10_000

export type GalleryQuery = {
  category: GalleryCategory
  /** Undefined: the order the category implies. */
  sort: GallerySort | undefined
  /** One value per tag category at most; all must match. */
  tags: Partial<Record<TagCategoryName, string>>
  page: number
}

export const DEFAULT_GALLERY_QUERY: GalleryQuery = { category: DEFAULT_GALLERY_CATEGORY, sort: undefined, tags: {}, page: 1 }

type SearchInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

/** The first value of a query parameter, as Next.js or URLSearchParams hands it over. */
function firstValue(search: SearchInput, name: string): string | undefined {
  if (search instanceof URLSearchParams) return search.get(name) ?? undefined
  const value = search[name]
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined
}

const tagValue = z
  .string()
  .trim()
  .min(1)
  .max(TAG_MAX_LENGTH)
  // Control characters never belong in a tag.
  .regex(/^[^\p{Cc}]+$/u)
  .optional()
  .catch(undefined)

/** Each part of the query on its own: a bad sort leaves a good tag filter standing. */
const querySchema = z.object({
  category: z.enum(CATEGORY_SLUGS).catch(DEFAULT_GALLERY_CATEGORY),
  sort: z.enum(SORT_SLUGS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).catch(1),
  tools: tagValue,
  industry: tagValue,
  teamSize: tagValue,
  boardUsage: tagValue,
  categories: tagValue,
})

/**
 * The gallery's query from the address, checked part by part: whatever is missing, repeated or
 * malformed falls back to its default, never an error.
 */
export function parseGalleryQuery(search: SearchInput): GalleryQuery {
  const raw = {
    category: firstValue(search, 'category') ?? undefined,
    sort: firstValue(search, 'sort') ?? undefined,
    page: firstValue(search, 'page') ?? undefined,
    ...Object.fromEntries(TAG_CATEGORY_NAMES.map((name) => [name, firstValue(search, TAG_FILTER_PARAMS[name])])),
  }
  const parsed = querySchema.parse(raw)
  const tags: GalleryQuery['tags'] = {}
  for (const name of TAG_CATEGORY_NAMES) {
    const value = parsed[name]
    if (value !== undefined) tags[name] = value
  }
  return { category: parsed.category, sort: parsed.sort, tags, page: parsed.page }
}

/**
 * The query string of a gallery address, defaults left out so that one view has one address:
 * `?category=latest&industry=marketing&page=2`, or '' for the default view.
 */
export function galleryQueryString(query: GalleryQuery): string {
  const params = new URLSearchParams()
  if (query.category !== DEFAULT_GALLERY_CATEGORY) params.set('category', query.category)
  if (query.sort !== undefined) params.set('sort', query.sort)
  for (const name of TAG_CATEGORY_NAMES) {
    const value = query.tags[name]
    if (value !== undefined) params.set(TAG_FILTER_PARAMS[name], value)
  }
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The gallery address (without locale prefix) of a query. */
export function galleryHref(query: GalleryQuery): string {
  return `${TEMPLATE_GALLERY_PATH}${galleryQueryString(query)}`
}

/** Whether the view is narrowed or paged: such addresses are not the gallery search engines should list. */
export function isFilteredQuery(query: GalleryQuery): boolean {
  return query.page > 1 || query.sort !== undefined || Object.keys(query.tags).length > 0
}

// ------------------------------------------------------------------------------------------------
// What the gallery knows about a template
// ------------------------------------------------------------------------------------------------

/** What the site counts itself; each feeds the score of the same meaning (`uses` feeds `usage`). */
export type Counters = { likes: number; views: number; uses: number }

/** Trending's running state: a score decayed to `at` (see `trendingScore`). */
export type TrendingState = { score: number; at: string }

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
// Trending
// ------------------------------------------------------------------------------------------------

const HOUR_MS = 36e5 // SPEC §9: one hour is 36e5 ms

/**
 * Trending is a decayed counter. Each view, like and use adds its weight, and every weight loses
 * half its worth every `halfLifeHours`; a new template starts with `newTemplateBoost`, decaying
 * the same way from the moment it was shared, so it gets its chance to be seen.
 *
 *   trending(now) = boost · ½^(age / H) + Σ weight(event) · ½^((now − t_event) / H)
 *
 * Why this and not a Hacker-News score (points / (age + 2)^1.5): the HN score divides *lifetime*
 * counts by the template's age, so a year-old template that suddenly gets shared around can
 * never trend again, and a new one trends on its first handful of views. A decayed counter
 * measures recent activity whatever the template's age, needs no log of events (the sum is kept
 * as one number and the time it was last brought up to date, updated atomically in SQL by the
 * same formula, see src/cms/gallery/counters.ts), and two templates compare the same at any time.
 *
 * Weights: a use (someone signs up to start from it) is worth more than a like, a like more than
 * a view, in roughly the ratio the HN-style example gave (0.2 : 3 : 5). A like counts towards
 * Trending once per visitor ever, so liking and unliking in a loop gains nothing.
 */
export const TRENDING = {
  halfLifeHours: 72,
  newTemplateBoost: 20,
  weights: { view: 1, like: 15, use: 25 },
} as const

export type CountedAction = keyof (typeof TRENDING)['weights']

/** How much a value kept since `fromMs` is still worth at `nowMs` (never more than it was). */
export function decayFactor(fromMs: number, nowMs: number, halfLifeHours: number = TRENDING.halfLifeHours): number {
  if (!Number.isFinite(fromMs) || !Number.isFinite(nowMs)) return 0
  const elapsedHours = Math.max(0, nowMs - fromMs) / HOUR_MS
  return 0.5 ** (elapsedHours / halfLifeHours)
}

/** The running state after one more event of `weight` at `nowMs`: the old sum decayed to now, plus the weight. */
export function addToTrending(state: TrendingState | undefined, weight: number, nowMs: number): TrendingState {
  const carried = state ? state.score * decayFactor(Date.parse(state.at), nowMs) : 0
  return { score: carried + weight, at: new Date(nowMs).toISOString() }
}

/** A template's Trending score at `nowMs` (see TRENDING). */
export function trendingScore(template: Pick<GalleryTemplate, 'createdAt' | 'trending'>, nowMs: number): number {
  const boost = TRENDING.newTemplateBoost * decayFactor(Date.parse(template.createdAt), nowMs)
  const activity = template.trending ? Math.max(0, template.trending.score) * decayFactor(Date.parse(template.trending.at), nowMs) : 0
  return boost + activity
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

// ------------------------------------------------------------------------------------------------
// Using a template
// ------------------------------------------------------------------------------------------------

/** The sign-up parameter that carries the template's board into the new account. */
export const TEMPLATE_BOARD_PARAM = 'template_board_id'

/** A board id the product made: letters, digits, `_` and `-`, at most 40 (the field's length). */
const BOARD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

export function isBoardId(value: unknown): value is string {
  return typeof value === 'string' && BOARD_ID_PATTERN.test(value)
}

/** The sign-up address that starts the new account from the template's board. */
export function signUpWithTemplateUrl(signUpUrl: string, boardId: string): string {
  try {
    const url = new URL(signUpUrl)
    url.searchParams.set(TEMPLATE_BOARD_PARAM, boardId)
    return url.toString()
  } catch {
    const separator = signUpUrl.includes('?') ? '&' : '?'
    return `${signUpUrl}${separator}${TEMPLATE_BOARD_PARAM}=${encodeURIComponent(boardId)}`
  }
}

// ------------------------------------------------------------------------------------------------
// Counting: POST /api/templates/{id}
// ------------------------------------------------------------------------------------------------

/** What the gallery's endpoint takes: `{ "action": "view" | "like" | "unlike" | "use" }` and nothing else. */
export const interactionBody = z.strictObject({ action: z.enum(['view', 'like', 'unlike', 'use']) })

export type Interaction = z.output<typeof interactionBody>['action']

/** The body is a few bytes; anything near this is not ours. */
export const MAX_INTERACTION_BODY_BYTES = 256

/**
 * Views and uses count once per visitor, template and day; a like once per visitor and template.
 * The key of "once" for views and uses (a visitor, a template, a day) is made by the endpoint.
 */
export const COUNT_ONCE_PER_MS = 24 * HOUR_MS

/** The counter an action moves, and by how much. */
export function counterChange(action: Interaction): { counter: keyof Counters; delta: 1 | -1 } {
  switch (action) {
    case 'view':
      return { counter: 'views', delta: 1 }
    case 'use':
      return { counter: 'uses', delta: 1 }
    case 'like':
      return { counter: 'likes', delta: 1 }
    case 'unlike':
      return { counter: 'likes', delta: -1 }
  }
}

/** The score type each counter feeds (SPEC §3's score types). */
export const COUNTER_SCORES = { likes: 'likes', views: 'views', uses: 'usage' } as const satisfies Record<keyof Counters, ScoreType>

/** The visitor key a like is stored under: a random id of the like cookie's shape (see COOKIE_NAMES.templateLikeKey). */
const LIKE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isLikeKey(value: unknown): value is string {
  return typeof value === 'string' && LIKE_KEY_PATTERN.test(value)
}

import { z } from 'zod'

import { MAIN_PAGE_CATEGORIES, SORT_TYPES, TAG_CATEGORIES } from './templates'

// `/templates` stays the marketers' CMS page; its template-gallery blocks link here.
export const TEMPLATE_GALLERY_PATH = '/templates/community'

// Payload's serial ids: digits, no leading zero, within a Postgres integer.
const TEMPLATE_ID_SEGMENT = /^[1-9]\d{0,9}$/
const MAX_TEMPLATE_ID = 2_147_483_647

export const TEMPLATE_PAGE_PATTERN = /^\/templates\/community\/[1-9]\d{0,9}$/

export function parseTemplateId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !TEMPLATE_ID_SEGMENT.test(text)) return undefined
  const id = Number(text)
  return id <= MAX_TEMPLATE_ID ? id : undefined
}

export function templatePagePath(id: number): string {
  return `${TEMPLATE_GALLERY_PATH}/${id}`
}

export type MainPageCategory = (typeof MAIN_PAGE_CATEGORIES)[number]
export type SortType = (typeof SORT_TYPES)[number]

// SPEC §3
export const GALLERY_CATEGORIES = {
  Trending: 'trending',
  'Most used': 'most-used',
  "Editor's choice": 'editors-choice',
  Latest: 'latest',
} as const satisfies Record<MainPageCategory, string>

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[MainPageCategory]

// SPEC §3
export const GALLERY_SORTS = {
  Latest: 'latest',
  'Most used': 'most-used',
  Trending: 'trending',
  'Team size': 'team-size',
} as const satisfies Record<SortType, string>

export type GallerySort = (typeof GALLERY_SORTS)[SortType]

const CATEGORY_SLUGS = Object.values(GALLERY_CATEGORIES) as [GalleryCategory, ...GalleryCategory[]]
const SORT_SLUGS = Object.values(GALLERY_SORTS) as [GallerySort, ...GallerySort[]]

export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'trending'

// The CMS block (src/cms/blocks/TemplateGallery) stores camelCase; the address spells it with dashes.
export function categoryFromBlock(value: unknown): GalleryCategory {
  const slug = typeof value === 'string' ? value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : ''
  return (CATEGORY_SLUGS as readonly string[]).includes(slug) ? (slug as GalleryCategory) : DEFAULT_GALLERY_CATEGORY
}

export type TagCategoryName = keyof typeof TAG_CATEGORIES

// SPEC §3
export const TAG_FILTER_PARAMS = {
  tools: 'tools',
  industry: 'industry',
  teamSize: 'team_size',
  boardUsage: 'board_usage',
  categories: 'categories',
} as const satisfies Record<TagCategoryName, string>

export const TAG_CATEGORY_NAMES = Object.keys(TAG_CATEGORIES) as TagCategoryName[]

export type TemplateTag = { category: number; value: string }

const TAG_MAX_LENGTH = 60

export function tagCategoryName(code: number): TagCategoryName | undefined {
  return TAG_CATEGORY_NAMES.find((name) => TAG_CATEGORIES[name] === code)
}

export const GALLERY_PAGE_SIZE = 12
// Past this a page number is not a mistake worth a database's time.
const MAX_PAGE_NUMBER = 10_000

export type GalleryQuery = {
  category: GalleryCategory
  // Undefined: the order the category implies.
  sort: GallerySort | undefined
  tags: Partial<Record<TagCategoryName, string>>
  page: number
}

export const DEFAULT_GALLERY_QUERY: GalleryQuery = { category: DEFAULT_GALLERY_CATEGORY, sort: undefined, tags: {}, page: 1 }

type SearchInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

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
  .regex(/^[^\p{Cc}]+$/u)
  .optional()
  .catch(undefined)

// Each part on its own: a bad sort leaves a good tag filter standing.
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

// Whatever is missing, repeated or malformed falls back to its default, never an error.
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

// Defaults left out so that one view has one address.
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

export function galleryHref(query: GalleryQuery): string {
  return `${TEMPLATE_GALLERY_PATH}${galleryQueryString(query)}`
}

// Narrowed or paged views are not the gallery search engines should list.
export function isFilteredQuery(query: GalleryQuery): boolean {
  return query.page > 1 || query.sort !== undefined || Object.keys(query.tags).length > 0
}

// Errors are codes with values; src/i18n/community-text.ts gives them words in every locale.
import { countWords, MIN_PARAGRAPH_WORDS, TAG_CATEGORIES, TEMPLATE_IMAGE_MAX_BYTES, type TemplateImageType } from '../templates/templates'

export const TEMPLATE_TITLE_MAX_LENGTH = 120
export const PARAGRAPH_MAX_LENGTH = 5000
export const MAX_PARAGRAPHS = 10
export const TAG_VALUE_MAX_LENGTH = 60
export const BOARD_ID_MAX_LENGTH = 40

// Enough to describe a board, few enough to stay meaningful filters.
export const MAX_TAGS_PER_CATEGORY = 5

// Team size (3) is a choice of its own.
export const FREE_TAG_CATEGORIES = ['tools', 'industry', 'boardUsage', 'categories'] as const
export type FreeTagCategory = (typeof FREE_TAG_CATEGORIES)[number]

// The gallery sorts team sizes by their first number, so each starts with one.
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type TeamSize = (typeof TEAM_SIZES)[number]

// The server's allow-list is the Media collection's (no SVG, HTML or XML); the browser checks
// first only to say so at once.
export const COMMUNITY_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

export const IMAGE_MAX_MEGABYTES = TEMPLATE_IMAGE_MAX_BYTES / (1024 * 1024)

// Images travel apart (files, then ids).
export type SubmissionDraft = {
  title: string
  language: string
  paragraphs: readonly string[]
  tags: Readonly<Record<FreeTagCategory, string>>
  teamSize: string
  boardLink: string
  termsAccepted: boolean
}

export type SubmissionField =
  | 'title'
  | `paragraph-${number}`
  | 'paragraphs'
  | `image-${TemplateImageType}`
  | 'images'
  | `tags-${FreeTagCategory}`
  | 'teamSize'
  | 'boardLink'
  | 'termsAccepted'
  | 'form'

export const SUBMISSION_ERROR_CODES = [
  'required',
  'tooLong',
  'paragraphTooShort',
  'tooManyParagraphs',
  'imageMissing',
  'imageType',
  'imageTooLarge',
  'imageNotOwn',
  'tooManyTags',
  'tagTooLong',
  'chooseTeamSize',
  'boardLinkInvalid',
  'termsRequired',
] as const
export type SubmissionErrorCode = (typeof SUBMISSION_ERROR_CODES)[number]

export type SubmissionError = { code: SubmissionErrorCode; values?: Readonly<Record<string, number>> } | { code: 'serverMessage'; message: string }

export type SubmissionErrors = Partial<Record<SubmissionField, SubmissionError>>

export function paragraphWordStatus(text: string): { count: number; enough: boolean; error?: SubmissionError } {
  const count = countWords(text)
  const enough = count >= MIN_PARAGRAPH_WORDS
  return enough ? { count, enough } : { count, enough, error: { code: 'paragraphTooShort', values: { min: MIN_PARAGRAPH_WORDS, count } } }
}

export function parseTagList(typed: string): string[] {
  const seen = new Set<string>()
  const values: string[] = []
  for (const part of typed.split(/[,،、，\n]/u)) {
    const value = part
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    const key = value.toLocaleLowerCase()
    if (value === '' || seen.has(key)) continue
    seen.add(key)
    values.push(value)
  }
  return values
}

const BOARD_ID = /^[A-Za-z0-9_-]{1,40}$/

// An id, or a product board address whose segment after `boards` is the id.
export function boardIdFromLink(typed: string): string | undefined {
  const value = typed.trim()
  if (BOARD_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const segments = url.pathname.split('/').filter(Boolean)
  const index = segments.findIndex((segment) => segment.toLowerCase() === 'boards' || segment.toLowerCase() === 'board')
  const id = index === -1 ? undefined : segments[index + 1]
  return id !== undefined && BOARD_ID.test(id) ? id : undefined
}

export function imageFileProblem(file: { type: string; size: number }): SubmissionError | undefined {
  if (!(COMMUNITY_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return { code: 'imageType' }
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return { code: 'imageTooLarge', values: { mb: IMAGE_MAX_MEGABYTES } }
  return undefined
}

// The first field with an error takes the focus.
export function fieldOrder(paragraphCount: number): SubmissionField[] {
  return [
    'title',
    ...Array.from({ length: paragraphCount }, (_, index) => `paragraph-${index}` as const),
    'paragraphs',
    'image-selfie',
    'image-board',
    'images',
    ...FREE_TAG_CATEGORIES.map((category) => `tags-${category}` as const),
    'teamSize',
    'boardLink',
    'termsAccepted',
    'form',
  ]
}

export function firstErroredSubmissionField(errors: SubmissionErrors, paragraphCount: number): SubmissionField | undefined {
  return fieldOrder(paragraphCount).find((field) => errors[field] !== undefined)
}

// `images`: which image types have a file chosen or already stored.
export function validateDraft(draft: SubmissionDraft, images: Readonly<Record<TemplateImageType, boolean>>): SubmissionErrors {
  const errors: SubmissionErrors = {}
  const title = draft.title.trim()
  if (title === '') errors.title = { code: 'required' }
  else if (title.length > TEMPLATE_TITLE_MAX_LENGTH) errors.title = { code: 'tooLong', values: { max: TEMPLATE_TITLE_MAX_LENGTH } }

  if (draft.paragraphs.length > MAX_PARAGRAPHS) errors.paragraphs = { code: 'tooManyParagraphs', values: { max: MAX_PARAGRAPHS } }
  draft.paragraphs.forEach((text, index) => {
    const field = `paragraph-${index}` as const
    if (text.length > PARAGRAPH_MAX_LENGTH) errors[field] = { code: 'tooLong', values: { max: PARAGRAPH_MAX_LENGTH } }
    else {
      const { error } = paragraphWordStatus(text)
      if (error) errors[field] = error
    }
  })

  for (const type of ['selfie', 'board'] as const) {
    if (!images[type]) errors[`image-${type}`] = { code: 'imageMissing' }
  }

  for (const category of FREE_TAG_CATEGORIES) {
    const values = parseTagList(draft.tags[category])
    if (values.length > MAX_TAGS_PER_CATEGORY) errors[`tags-${category}`] = { code: 'tooManyTags', values: { max: MAX_TAGS_PER_CATEGORY } }
    else if (values.some((value) => value.length > TAG_VALUE_MAX_LENGTH)) {
      errors[`tags-${category}`] = { code: 'tagTooLong', values: { max: TAG_VALUE_MAX_LENGTH } }
    }
  }

  if (!(TEAM_SIZES as readonly string[]).includes(draft.teamSize)) errors.teamSize = { code: 'chooseTeamSize' }
  if (draft.boardLink.trim() === '') errors.boardLink = { code: 'required' }
  else if (!boardIdFromLink(draft.boardLink)) errors.boardLink = { code: 'boardLinkInvalid' }
  if (!draft.termsAccepted) errors.termsAccepted = { code: 'termsRequired' }
  return errors
}

export type TemplateTagRow = { category: '1' | '2' | '3' | '4' | '5'; value: string }

export function tagRows(draft: Pick<SubmissionDraft, 'tags' | 'teamSize'>): TemplateTagRow[] {
  const rows: TemplateTagRow[] = []
  for (const category of FREE_TAG_CATEGORIES) {
    const code = String(TAG_CATEGORIES[category]) as TemplateTagRow['category']
    for (const value of parseTagList(draft.tags[category]).slice(0, MAX_TAGS_PER_CATEGORY)) rows.push({ category: code, value })
  }
  if (draft.teamSize) rows.push({ category: String(TAG_CATEGORIES.teamSize) as TemplateTagRow['category'], value: draft.teamSize })
  return rows
}

export function submissionBody(draft: SubmissionDraft, imageIds: Readonly<Record<TemplateImageType, number>>) {
  return {
    title: draft.title.trim(),
    language: draft.language,
    paragraphs: draft.paragraphs.map((text) => ({ text: text.trim() })),
    images: (['selfie', 'board'] as const).map((type) => ({ type, image: imageIds[type] })),
    tags: tagRows(draft),
    boardId: boardIdFromLink(draft.boardLink) ?? '',
    termsAccepted: draft.termsAccepted,
  }
}

export function draftTagsOf(tags: readonly { category?: unknown; value?: unknown }[] | null | undefined): {
  tags: Record<FreeTagCategory, string>
  teamSize: string
} {
  const byCategory = (category: FreeTagCategory) =>
    (tags ?? [])
      .filter((tag) => String(tag.category) === String(TAG_CATEGORIES[category]) && typeof tag.value === 'string')
      .map((tag) => tag.value as string)
      .join(', ')
  const teamSize = (tags ?? []).find((tag) => String(tag.category) === String(TAG_CATEGORIES.teamSize))?.value
  return {
    tags: { tools: byCategory('tools'), industry: byCategory('industry'), boardUsage: byCategory('boardUsage'), categories: byCategory('categories') },
    teamSize: typeof teamSize === 'string' ? teamSize : '',
  }
}

type ApiFieldError = { path?: unknown; message?: unknown }

const TAG_CATEGORY_BY_CODE: Record<string, FreeTagCategory | 'teamSize'> = {
  [TAG_CATEGORIES.tools]: 'tools',
  [TAG_CATEGORIES.industry]: 'industry',
  [TAG_CATEGORIES.teamSize]: 'teamSize',
  [TAG_CATEGORIES.boardUsage]: 'boardUsage',
  [TAG_CATEGORIES.categories]: 'categories',
}

function fieldOfPath(path: string, sentTags: readonly TemplateTagRow[]): SubmissionField {
  const paragraph = /^paragraphs\.(\d+)(?:\.text)?$/.exec(path)
  if (paragraph) return `paragraph-${Number(paragraph[1])}`
  if (path === 'paragraphs') return 'paragraphs'
  if (path === 'images' || path.startsWith('images.')) return 'images'
  const tag = /^tags\.(\d+)/.exec(path)
  if (tag) {
    const category = TAG_CATEGORY_BY_CODE[sentTags[Number(tag[1])]?.category ?? '']
    return category === undefined ? 'form' : category === 'teamSize' ? 'teamSize' : `tags-${category}`
  }
  if (path === 'tags') return 'form'
  if (path === 'title') return 'title'
  if (path === 'boardId') return 'boardLink'
  if (path === 'termsAccepted') return 'termsAccepted'
  return 'form'
}

// What the browser can say in the member's language it says; any other refusal keeps the server's sentence.
export function submissionErrorsFromApi(errors: readonly ApiFieldError[], sent: SubmissionDraft): SubmissionErrors {
  const result: SubmissionErrors = {}
  const sentTags = tagRows(sent)
  for (const error of errors) {
    const path = typeof error.path === 'string' ? error.path : ''
    const message = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : undefined
    const field = fieldOfPath(path, sentTags)
    if (result[field]) continue
    if (field.startsWith('paragraph-')) {
      const text = sent.paragraphs[Number(field.slice('paragraph-'.length))] ?? ''
      const { count, error: short } = paragraphWordStatus(text)
      // The same count as the server's, unless the server counted otherwise: then its words stand.
      if (short && (!message || message.includes(String(count)))) {
        result[field] = short
        continue
      }
    }
    if (field === 'termsAccepted') result[field] = { code: 'termsRequired' }
    else if (field === 'images' && message && /uploaded yourself/i.test(message)) result[field] = { code: 'imageNotOwn' }
    else if (field === 'images' && (!message || /^Add /.test(message))) result[field] = { code: 'imageMissing' }
    else result[field] = message ? { code: 'serverMessage', message } : { code: 'required' }
  }
  return result
}

/** The field errors in a REST error body (Payload's `{ errors: [{ data: { errors: [...] } }] }`). */
export function apiFieldErrors(body: unknown): ApiFieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return []
  return errors.flatMap((error: unknown) => {
    const inner = (error as { data?: { errors?: unknown } } | null)?.data?.errors
    if (Array.isArray(inner)) return inner as ApiFieldError[]
    const message = (error as { message?: unknown } | null)?.message
    return typeof message === 'string' ? [{ path: '', message }] : []
  })
}

// SPEC §3's stories_template_type cookie: the first category tag, else what the board is used for.
export function storiesTemplateType(draft: Pick<SubmissionDraft, 'tags'>): string | undefined {
  return parseTagList(draft.tags.categories)[0] ?? parseTagList(draft.tags.boardUsage)[0]
}

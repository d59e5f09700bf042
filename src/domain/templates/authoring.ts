import { isTemplateStatus, TEMPLATE_IMAGE_TYPES, TEMPLATE_STATUS, type TemplateImageType, type TemplateStatus, templateStatusText } from './templates'

const { PENDING, REJECTED, PENDING_USER_TO_APPROVE, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

// Everything else belongs to the moderators (scores, reject reason) or to the server (history, author, terms date).
export const AUTHOR_CONTENT_FIELDS = ['title', 'language', 'paragraphs', 'images', 'tags', 'boardId', 'termsAccepted'] as const

export type AuthorContentField = (typeof AUTHOR_CONTENT_FIELDS)[number]

// While no moderator has approved it and no moderator's edits wait for the author's answer.
export const AUTHOR_EDITABLE_STATUSES = [PENDING, REJECTED, REJECTED_BY_USER] as const satisfies readonly TemplateStatus[]

export function authorMayEditContent(status: number): boolean {
  return (AUTHOR_EDITABLE_STATUSES as readonly number[]).includes(status)
}

// Saving a template that needs changes resubmits it (REJECTED → PENDING, REJECTED_BY_USER → PENDING);
// any other request stands, and the workflow table decides whether the author may make it.
export function statusAfterAuthorSave(from: number, requested: number): number {
  if (requested === from && (from === REJECTED || from === REJECTED_BY_USER)) return PENDING
  return requested
}

export function authorEditError(status: number): string {
  if (status === PENDING_USER_TO_APPROVE) {
    return 'A moderator has proposed changes to this template: approve or reject them before you edit it.'
  }
  if (status === DUPLICATED) return 'This template was marked as a duplicate of another one and can no longer be edited.'
  if (status === DELETED) return 'This template was deleted and can no longer be edited.'
  if (isTemplateStatus(status) && !authorMayEditContent(status)) {
    return `This template is ${templateStatusText(status)}: it can no longer be edited. Delete it and share a new one to change it.`
  }
  return 'This template cannot be edited.'
}

type ImageRow = { type?: unknown; image?: unknown } | null | undefined
type Row = Record<string, unknown> | null | undefined

export type TemplateContent = Partial<Record<AuthorContentField, unknown>>

// Whether it came populated or not.
export function relationId(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value !== null && typeof value === 'object' && 'id' in value) {
    const { id } = value as { id: unknown }
    return typeof id === 'number' || typeof id === 'string' ? id : undefined
  }
  return undefined
}

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))

// Two saves of the same content compare equal however the client sent it.
const COMPARABLE: Record<AuthorContentField, (value: unknown) => unknown> = {
  title: text,
  language: text,
  boardId: text,
  termsAccepted: (value) => value === true,
  paragraphs: (value) => rows(value).map((row) => text(row?.text)),
  images: (value) => rows(value).map((row) => `${text(row?.type)}:${text(relationId((row as ImageRow)?.image))}`),
  tags: (value) => rows(value).map((row) => `${text(row?.category)}:${text(row?.value)}`),
}

export function changedContentFields(before: TemplateContent, after: TemplateContent): AuthorContentField[] {
  return AUTHOR_CONTENT_FIELDS.filter((field) => JSON.stringify(COMPARABLE[field](before[field])) !== JSON.stringify(COMPARABLE[field](after[field])))
}

// A member's template shows a selfie and its board.
export function missingImageTypes(images: unknown): TemplateImageType[] {
  const present = new Set(rows(images).map((row) => (row as ImageRow)?.type))
  return TEMPLATE_IMAGE_TYPES.filter((type) => !present.has(type))
}

const IMAGE_NAMES: Record<TemplateImageType, string> = { selfie: 'a selfie', board: 'a screenshot of your board' }

export function missingImagesError(images: unknown): string | undefined {
  const missing = missingImageTypes(images)
  if (missing.length === 0) return undefined
  return `Add ${missing.map((type) => IMAGE_NAMES[type]).join(' and ')} to your template.`
}

export function imageIds(images: unknown): (number | string)[] {
  const ids = rows(images).map((row) => relationId((row as ImageRow)?.image))
  return [...new Set(ids.filter((id): id is number | string => id !== undefined))]
}

// A moderator's proposal (status 4): the edits are live while the author decides, and the author's
// own version is kept beside them so declining or withdrawing gives the author their text back.

// The terms are a consent, not content.
export const PROPOSAL_FIELDS = ['title', 'language', 'paragraphs', 'images', 'tags', 'boardId'] as const satisfies readonly AuthorContentField[]

export type ProposalField = (typeof PROPOSAL_FIELDS)[number]

export type AuthorVersion = {
  title: string
  // Null for older templates without one: an empty string is no language the field knows.
  language: string | null
  paragraphs: { text: string }[]
  images: { type: string; image: number | string }[]
  tags: { category: string; value: string }[]
  boardId: string
}

export const PROPOSAL_WITHOUT_EDITS_MESSAGE = 'Edit the template before sending your changes to the author.'

// `hold`: staff edit a proposal further, the first kept version stays; `restore`: declined,
// withdrawn or deleted, the author's version goes live again.
export type AuthorVersionStep = 'keep' | 'hold' | 'clear' | 'restore' | 'none'

export function authorVersionStep(from: number | undefined, to: number): AuthorVersionStep {
  if (from === undefined) return 'none'
  if (from !== PENDING_USER_TO_APPROVE) return to === PENDING_USER_TO_APPROVE ? 'keep' : 'none'
  if (to === PENDING_USER_TO_APPROVE) return 'hold'
  return to === TEMPLATE_STATUS.APPROVED_BY_USER ? 'clear' : 'restore'
}

export function authorVersionOf(doc: TemplateContent | null | undefined): AuthorVersion {
  const source = doc ?? {}
  return {
    title: text(source.title),
    language: text(source.language) || null,
    paragraphs: rows(source.paragraphs).map((row) => ({ text: text(row?.text) })),
    images: rows(source.images).flatMap((row) => {
      const image = relationId((row as ImageRow)?.image)
      return image === undefined ? [] : [{ type: text(row?.type), image }]
    }),
    tags: rows(source.tags).map((row) => ({ category: text(row?.category), value: text(row?.value) })),
    boardId: text(source.boardId),
  }
}

// A moderator may have deleted one of the author's images meanwhile: the current image of the same
// type stands in, so the template keeps its selfie and board.
export function restorableImages(kept: AuthorVersion['images'], current: unknown, existing: ReadonlySet<number | string>): AuthorVersion['images'] {
  const restored = kept.filter((row) => existing.has(row.image) || existing.has(String(row.image)))
  const fallbacks = rows(current).flatMap((row) => {
    const image = relationId((row as ImageRow)?.image)
    const type = text(row?.type)
    return image === undefined || restored.some((kept) => kept.type === type) ? [] : [{ type, image }]
  })
  return [...restored, ...fallbacks]
}

export function keptAuthorVersion(value: unknown): AuthorVersion | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  return authorVersionOf(value as TemplateContent)
}

export function proposalChanges(author: TemplateContent, proposal: TemplateContent): ProposalField[] {
  const changed = changedContentFields(author, proposal)
  return PROPOSAL_FIELDS.filter((field) => changed.includes(field))
}

// A partial update (REST PATCH) leaves out the fields it does not change.
export function contentAfterSave(data: TemplateContent, before: TemplateContent | null | undefined): TemplateContent {
  return Object.fromEntries(PROPOSAL_FIELDS.map((field) => [field, data[field] !== undefined ? data[field] : before?.[field]]))
}

// The server checks every move again (CommunityTemplates/hooks); these only decide what to offer.
import { authorMayEditContent } from '../templates/authoring'
import { allowedTransitions, isTemplateStatus, type RejectReason, TEMPLATE_STATUS, type TemplateImageType, type TemplateStatus } from '../templates/templates'

// The code's name in lower case.
export type TemplateStatusName = Lowercase<keyof typeof TEMPLATE_STATUS>

export function statusNameOfCode(code: number): TemplateStatusName | undefined {
  const entry = Object.entries(TEMPLATE_STATUS).find(([, value]) => value === code)
  return entry ? (entry[0].toLowerCase() as TemplateStatusName) : undefined
}

export function statusCodeOfName(name: unknown): TemplateStatus | undefined {
  if (typeof name !== 'string') return undefined
  const key = name.toUpperCase() as keyof typeof TEMPLATE_STATUS
  return Object.hasOwn(TEMPLATE_STATUS, key) ? TEMPLATE_STATUS[key] : undefined
}

// SPEC §4's texts, and ours for duplicated.
export const STATUS_TEXT_KEYS = {
  [TEMPLATE_STATUS.PENDING]: 'communityStatusPending',
  [TEMPLATE_STATUS.APPROVED]: 'communityStatusOnline',
  [TEMPLATE_STATUS.REJECTED]: 'communityStatusRejected',
  [TEMPLATE_STATUS.APPROVED_PAID]: 'communityStatusOnline',
  [TEMPLATE_STATUS.PENDING_USER_TO_APPROVE]: 'communityStatusPendingUser',
  [TEMPLATE_STATUS.APPROVED_BY_USER]: 'communityStatusOnline',
  [TEMPLATE_STATUS.REJECTED_BY_USER]: 'communityStatusRejectedByUser',
  [TEMPLATE_STATUS.DUPLICATED]: 'communityStatusDuplicated',
  [TEMPLATE_STATUS.DELETED]: 'communityStatusDeleted',
} as const satisfies Record<TemplateStatus, `communityStatus${string}`>

export type StatusTextKey = (typeof STATUS_TEXT_KEYS)[TemplateStatus] | 'communityStatusUnknown'

export function statusTextKey(code: number): StatusTextKey {
  return isTemplateStatus(code) ? STATUS_TEXT_KEYS[code] : 'communityStatusUnknown'
}

export function statusTone(code: number): 'waiting' | 'online' | 'action' | 'closed' {
  switch (code) {
    case TEMPLATE_STATUS.APPROVED:
    case TEMPLATE_STATUS.APPROVED_PAID:
    case TEMPLATE_STATUS.APPROVED_BY_USER:
      return 'online'
    case TEMPLATE_STATUS.REJECTED:
    case TEMPLATE_STATUS.PENDING_USER_TO_APPROVE:
      return 'action'
    case TEMPLATE_STATUS.DUPLICATED:
    case TEMPLATE_STATUS.DELETED:
      return 'closed'
    default:
      return 'waiting'
  }
}

export function rejectReasonTextKey(reason: unknown): 'communityReasonBadSelfie' | 'communityReasonBadText' | 'communityReasonBadSelfieAndText' | undefined {
  switch (reason as RejectReason) {
    case 'Bad Selfie':
      return 'communityReasonBadSelfie'
    case 'Bad Text':
      return 'communityReasonBadText'
    case 'Bad Selfie and Text':
      return 'communityReasonBadSelfieAndText'
    default:
      return undefined
  }
}

// Editing, which resubmits, is its own action.
export const AUTHOR_STATUS_ACTIONS = {
  approveEdits: TEMPLATE_STATUS.APPROVED_BY_USER,
  rejectEdits: TEMPLATE_STATUS.REJECTED_BY_USER,
  withdraw: TEMPLATE_STATUS.DELETED,
} as const satisfies Record<string, TemplateStatus>

export type AuthorStatusAction = keyof typeof AUTHOR_STATUS_ACTIONS
export type AuthorAction = AuthorStatusAction | 'edit'

export function isAuthorStatusAction(value: unknown): value is AuthorStatusAction {
  return typeof value === 'string' && Object.hasOwn(AUTHOR_STATUS_ACTIONS, value)
}

// In the order the page shows them.
export function authorActions(status: number): AuthorAction[] {
  const moves = allowedTransitions(status, 'author') as number[]
  const actions: AuthorAction[] = []
  if (authorMayEditContent(status)) actions.push('edit')
  for (const action of ['approveEdits', 'rejectEdits', 'withdraw'] as const) {
    if (moves.includes(AUTHOR_STATUS_ACTIONS[action])) actions.push(action)
  }
  return actions
}

// Anything else in `?done=` shows nothing.
export const DONE_NOTES = ['approved', 'rejected', 'withdrawn', 'failed'] as const
export type DoneNote = (typeof DONE_NOTES)[number]

export function doneNoteOf(value: unknown): DoneNote | undefined {
  return (DONE_NOTES as readonly unknown[]).includes(value) ? (value as DoneNote) : undefined
}

export const DONE_NOTE_OF_ACTION = {
  approveEdits: 'approved',
  rejectEdits: 'rejected',
  withdraw: 'withdrawn',
} as const satisfies Record<AuthorStatusAction, DoneNote>

export type MyTemplate = {
  id: number
  title: string
  status: number
  rejectReason: string | undefined
  rejectionNote?: string | undefined
  updatedAt: string
  language: string
  // Each with its row id, stable across renders.
  paragraphs: { id: string; text: string }[]
  tags: { category: string; value: string }[]
  boardId: string
  termsAccepted: boolean
  images: Partial<Record<TemplateImageType, { id: number; url: string; thumbnailUrl: string }>>
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object') : []

// An id alone has no address to show.
function imagesOf(value: unknown): MyTemplate['images'] {
  const images: MyTemplate['images'] = {}
  for (const row of list(value)) {
    const type = row.type
    const image = row.image as { id?: unknown; url?: unknown; sizes?: { thumbnail?: { url?: unknown }; card?: { url?: unknown } } } | null
    if ((type !== 'selfie' && type !== 'board') || images[type] || !image || typeof image.id !== 'number' || typeof image.url !== 'string') continue
    const smaller = image.sizes?.card?.url ?? image.sizes?.thumbnail?.url
    images[type] = { id: image.id, url: image.url, thumbnailUrl: typeof smaller === 'string' ? smaller : image.url }
  }
  return images
}

export function myTemplateOf(doc: unknown): MyTemplate | undefined {
  if (doc === null || typeof doc !== 'object') return undefined
  const record = doc as Record<string, unknown>
  const status = typeof record.statusCode === 'number' ? record.statusCode : statusCodeOfName(record.status)
  if (typeof record.id !== 'number' || status === undefined) return undefined
  return {
    id: record.id,
    title: str(record.title),
    status,
    rejectReason: typeof record.rejectReason === 'string' ? record.rejectReason : undefined,
    rejectionNote: typeof record.rejectionNote === 'string' && record.rejectionNote.trim() !== '' ? record.rejectionNote.trim() : undefined,
    updatedAt: str(record.updatedAt),
    language: str(record.language) || 'en',
    paragraphs: list(record.paragraphs).map((row, index) => ({ id: str(row.id) || `paragraph-${index}`, text: str(row.text) })),
    tags: list(record.tags).map((row) => ({ category: String(row.category ?? ''), value: str(row.value) })),
    boardId: str(record.boardId),
    termsAccepted: record.termsAccepted === true,
    images: imagesOf(record.images),
  }
}

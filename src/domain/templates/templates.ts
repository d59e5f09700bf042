export const TEMPLATE_STATUS = {
  PENDING: 0,
  APPROVED: 1,
  REJECTED: 2,
  APPROVED_PAID: 3, // online as a paid (sponsored) placement
  PENDING_USER_TO_APPROVE: 4, // a moderator edited it and waits for the author to confirm
  APPROVED_BY_USER: 5, // the author confirmed the moderator's edits: online
  REJECTED_BY_USER: 6, // the author declined the moderator's edits
  DUPLICATED: 7, // the same as a template already shared
  DELETED: 9,
} as const

export type TemplateStatus = (typeof TEMPLATE_STATUS)[keyof typeof TEMPLATE_STATUS]

const STATUSES = Object.values(TEMPLATE_STATUS) as readonly TemplateStatus[]

export function isTemplateStatus(value: unknown): value is TemplateStatus {
  return STATUSES.includes(value as TemplateStatus)
}

export const INITIAL_TEMPLATE_STATUS: TemplateStatus = TEMPLATE_STATUS.PENDING

// SPEC §4
const STATUS_TEXT: Record<TemplateStatus, string> = {
  [TEMPLATE_STATUS.PENDING]: 'Awaiting approval',
  [TEMPLATE_STATUS.APPROVED]: 'Approved (online)',
  [TEMPLATE_STATUS.REJECTED]: 'Changes required',
  [TEMPLATE_STATUS.APPROVED_PAID]: 'Approved (online)',
  [TEMPLATE_STATUS.PENDING_USER_TO_APPROVE]: 'Awaiting user approval',
  [TEMPLATE_STATUS.APPROVED_BY_USER]: 'Approved (online)',
  [TEMPLATE_STATUS.REJECTED_BY_USER]: 'Rejected by User',
  // Not in the spec: ours.
  [TEMPLATE_STATUS.DUPLICATED]: 'Duplicate of another template',
  [TEMPLATE_STATUS.DELETED]: 'Deleted',
}

export function templateStatusText(status: number): string {
  return isTemplateStatus(status) ? STATUS_TEXT[status] : 'Unknown status'
}

// SPEC §4: online, whoever approved it and whether it is paid.
export const APPROVED_STATUSES = [
  TEMPLATE_STATUS.APPROVED,
  TEMPLATE_STATUS.APPROVED_PAID,
  TEMPLATE_STATUS.APPROVED_BY_USER,
] as const satisfies readonly TemplateStatus[]

export function isApproved(status: number): boolean {
  return (APPROVED_STATUSES as readonly number[]).includes(status)
}

export const TEMPLATE_IMAGE_TYPES = ['selfie', 'board'] as const // the author's photo, the board's screenshot
export const TAG_CATEGORIES = { tools: 1, industry: 2, teamSize: 3, boardUsage: 4, categories: 5 } as const
export const SCORE_TYPES = ['admin', 'likes', 'views', 'usage', 'posts', 'featured', 'editor_choice'] as const
export const BOARD_LINK_STATUSES = ['Linked', 'Not Linked', 'Mismatch'] as const
export const REJECT_REASONS = ['None', 'Bad Selfie', 'Bad Text', 'Bad Selfie and Text'] as const
// A share link's attribution, like the site's UTM cookies.
export const CAMPAIGN_FIELDS = ['campaign', 'source', 'medium', 'content', 'campaignDate', 'slug'] as const
export const MAIN_PAGE_CATEGORIES = ['Trending', 'Most used', "Editor's choice", 'Latest'] as const
export const SORT_TYPES = ['Latest', 'Most used', 'Trending', 'Team size'] as const

export type TemplateImageType = (typeof TEMPLATE_IMAGE_TYPES)[number]
export type ScoreType = (typeof SCORE_TYPES)[number]
export type BoardLinkStatus = (typeof BOARD_LINK_STATUSES)[number]
export type RejectReason = (typeof REJECT_REASONS)[number]

export function isRejectReason(value: unknown): value is RejectReason {
  return (REJECT_REASONS as readonly unknown[]).includes(value)
}

// SPEC §9
export const MIN_PARAGRAPH_WORDS = 50

// A lone dash is not a word.
const WORDLIKE = /[\p{L}\p{N}]/u

// Scripts without spaces (Chinese, Japanese) count a run as one word; the minimum is meant for the
// languages stories are moderated in.
export function countWords(text: unknown): number {
  if (typeof text !== 'string') return 0
  return text.split(/\s+/u).filter((token) => WORDLIKE.test(token)).length
}

export function paragraphMeetsMinimum(text: unknown): boolean {
  return countWords(text) >= MIN_PARAGRAPH_WORDS
}

export function paragraphLengthError(text: unknown): string | undefined {
  const count = countWords(text)
  if (count >= MIN_PARAGRAPH_WORDS) return undefined
  return `Each story paragraph needs at least ${MIN_PARAGRAPH_WORDS} words; this one has ${count}.`
}

export const MAX_ADMIN_SCORE = 5

export function isValidAdminScore(score: unknown): boolean {
  return Number.isInteger(score) && (score as number) >= 0 && (score as number) <= MAX_ADMIN_SCORE
}

// SPEC §9: the day the sharing terms were introduced.
export const TERMS_REQUIRED_AFTER = '2018-06-14'

const TERMS_START_MS = Date.parse(`${TERMS_REQUIRED_AFTER}T00:00:00Z`) + 24 * 60 * 60 * 1000

// A creation date we cannot read asks for the terms: the safe side.
export function termsAcceptanceRequired(createdAt: Date): boolean {
  const time = createdAt instanceof Date ? createdAt.getTime() : Number.NaN
  return Number.isNaN(time) || time >= TERMS_START_MS
}

export const TERMS_REQUIRED_MESSAGE = 'Accept the template sharing terms to submit this template.'

// Below the site-wide upload limit.
export const TEMPLATE_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const ACTORS = ['author', 'moderator', 'admin'] as const

export type Actor = (typeof ACTORS)[number]

export type TemplateTransition = {
  readonly from: TemplateStatus
  readonly to: TemplateStatus
  readonly by: readonly Actor[]
}

const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

const STAFF = ['moderator', 'admin'] as const
const AUTHOR = ['author'] as const
const AUTHOR_OR_STAFF = ['author', 'moderator', 'admin'] as const

// The spec shows no workflow. Staying in the same status is an edit, always allowed; moves not listed are refused.
export const TEMPLATE_TRANSITIONS: readonly TemplateTransition[] = [
  { from: PENDING, to: APPROVED, by: STAFF }, // meets the guidelines: goes online
  { from: PENDING, to: APPROVED_PAID, by: STAFF }, // goes online as a paid placement
  { from: PENDING, to: REJECTED, by: STAFF }, // the author must change something (a reason is required)
  { from: PENDING, to: PENDING_USER_TO_APPROVE, by: STAFF }, // the moderator edited it; the author must agree
  { from: PENDING, to: DUPLICATED, by: STAFF }, // already shared under another template

  // The author answers a moderator's edits; staff cannot answer for them.
  { from: PENDING_USER_TO_APPROVE, to: APPROVED_BY_USER, by: AUTHOR }, // accepted: goes online
  { from: PENDING_USER_TO_APPROVE, to: REJECTED_BY_USER, by: AUTHOR }, // declined the edits
  { from: PENDING_USER_TO_APPROVE, to: PENDING, by: STAFF }, // the moderator withdraws the edits

  // After the author declined the edits, the moderator decides again.
  { from: REJECTED_BY_USER, to: APPROVED, by: STAFF }, // the author's own version is fine after all
  { from: REJECTED_BY_USER, to: REJECTED, by: STAFF }, // changes are still required
  { from: REJECTED_BY_USER, to: PENDING_USER_TO_APPROVE, by: STAFF }, // another edit to propose
  { from: REJECTED_BY_USER, to: PENDING, by: AUTHOR }, // the author reworked it and resubmits

  // The author's edit of a rejected template resubmits it; staff may reopen a wrong rejection.
  { from: REJECTED, to: PENDING, by: AUTHOR_OR_STAFF },

  // Paid placement starts and ends.
  { from: APPROVED, to: APPROVED_PAID, by: STAFF },
  { from: APPROVED_PAID, to: APPROVED, by: STAFF },

  // Taking an online template offline: back to review, or with the changes it needs.
  { from: APPROVED, to: PENDING, by: STAFF },
  { from: APPROVED_PAID, to: PENDING, by: STAFF },
  { from: APPROVED_BY_USER, to: PENDING, by: STAFF },
  { from: APPROVED, to: REJECTED, by: STAFF },
  { from: APPROVED_PAID, to: REJECTED, by: STAFF },
  { from: APPROVED_BY_USER, to: REJECTED, by: STAFF },

  // A template marked duplicate by mistake goes back to review.
  { from: DUPLICATED, to: PENDING, by: STAFF },

  // The author may withdraw their template at any time; staff remove spam and abuse.
  { from: PENDING, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: APPROVED, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: REJECTED, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: APPROVED_PAID, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: PENDING_USER_TO_APPROVE, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: APPROVED_BY_USER, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: REJECTED_BY_USER, to: DELETED, by: AUTHOR_OR_STAFF },
  { from: DUPLICATED, to: DELETED, by: AUTHOR_OR_STAFF },

  // Deleted is final, except that an admin can restore a template deleted by mistake.
  { from: DELETED, to: PENDING, by: ['admin'] },
]

function rowFor(from: number, to: number): TemplateTransition | undefined {
  return TEMPLATE_TRANSITIONS.find((row) => row.from === from && row.to === to)
}

export function canTransition(from: number, to: number, actor: Actor): boolean {
  if (!isTemplateStatus(from) || !isTemplateStatus(to)) return false
  if (from === to) return true
  return rowFor(from, to)?.by.includes(actor) ?? false
}

export function allowedTransitions(from: number, actor: Actor): TemplateStatus[] {
  return STATUSES.filter((to) => to !== from && canTransition(from, to, actor))
}

// The three online statuses share one display text; messages name which one is meant.
const STATUS_NAME_IN_MESSAGES: Partial<Record<TemplateStatus, string>> = {
  [APPROVED_PAID]: 'Approved (online, paid)',
  [APPROVED_BY_USER]: 'Approved by the author (online)',
}

function statusName(status: number): string {
  return (isTemplateStatus(status) && STATUS_NAME_IN_MESSAGES[status]) || templateStatusText(status)
}

const WHO: Record<Actor, string> = {
  author: 'the template’s author',
  moderator: 'a moderator',
  admin: 'an admin',
}

export function transitionError(from: number, to: number, actor: Actor): string | undefined {
  if (canTransition(from, to, actor)) return undefined
  if (!isTemplateStatus(from)) return `${from} is not a template status.`
  if (!isTemplateStatus(to)) return `${to} is not a template status.`
  const move = `a template that is ${statusName(from)} to ${statusName(to)}`
  const row = rowFor(from, to)
  // Admins can do what moderators can, so "a moderator" is named first.
  const who = row && ACTORS.find((other) => row.by.includes(other))
  if (who) return `Only ${WHO[who]} can move ${move}.`
  return `A template that is ${statusName(from)} cannot be moved to ${statusName(to)}.`
}

// The author must learn what to change.
export function rejectReasonRequired(to: number): boolean {
  return to === REJECTED
}

export function rejectReasonError(to: number, reason: unknown): string | undefined {
  if (!rejectReasonRequired(to)) return undefined
  if (isRejectReason(reason) && reason !== 'None') return undefined
  return `Choose a reason (${REJECT_REASONS.filter((r) => r !== 'None').join(', ')}) so the author knows what to change.`
}

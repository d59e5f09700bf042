import { describe, expect, it } from 'vitest'

import {
  ACTORS,
  allowedTransitions,
  APPROVED_STATUSES,
  BOARD_LINK_STATUSES,
  CAMPAIGN_FIELDS,
  canTransition,
  countWords,
  INITIAL_TEMPLATE_STATUS,
  isApproved,
  isTemplateStatus,
  isValidAdminScore,
  MAIN_PAGE_CATEGORIES,
  MAX_ADMIN_SCORE,
  MIN_PARAGRAPH_WORDS,
  paragraphLengthError,
  paragraphMeetsMinimum,
  REJECT_REASONS,
  rejectReasonError,
  rejectReasonRequired,
  SCORE_TYPES,
  SORT_TYPES,
  TAG_CATEGORIES,
  TEMPLATE_IMAGE_TYPES,
  TEMPLATE_STATUS,
  TEMPLATE_TRANSITIONS,
  type TemplateStatus,
  templateStatusText,
  termsAcceptanceRequired,
  transitionError,
} from '@/domain/templates/templates'

const STATUSES = Object.values(TEMPLATE_STATUS) as TemplateStatus[]
const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

describe('template statuses', () => {
  it('have the spec’s numeric codes', () => {
    expect(TEMPLATE_STATUS).toEqual({
      PENDING: 0,
      APPROVED: 1,
      REJECTED: 2,
      APPROVED_PAID: 3,
      PENDING_USER_TO_APPROVE: 4,
      APPROVED_BY_USER: 5,
      REJECTED_BY_USER: 6,
      DUPLICATED: 7,
      DELETED: 9,
    })
    expect(INITIAL_TEMPLATE_STATUS).toBe(PENDING)
  })

  it('recognise only those codes', () => {
    for (const status of STATUSES) expect(isTemplateStatus(status)).toBe(true)
    for (const bad of [8, 10, -1, 1.5, '1', null, undefined, Number.NaN]) expect(isTemplateStatus(bad)).toBe(false)
  })

  it.each([
    [PENDING, 'Awaiting approval'],
    [APPROVED, 'Approved (online)'],
    [REJECTED, 'Changes required'],
    [APPROVED_PAID, 'Approved (online)'],
    [PENDING_USER_TO_APPROVE, 'Awaiting user approval'],
    [APPROVED_BY_USER, 'Approved (online)'],
    [REJECTED_BY_USER, 'Rejected by User'],
    [DUPLICATED, 'Duplicate of another template'],
    [DELETED, 'Deleted'],
  ])('status %i reads %j', (status, text) => expect(templateStatusText(status)).toBe(text))

  it('reads an unknown code as unknown instead of failing', () => {
    expect(templateStatusText(8)).toBe('Unknown status')
  })

  it.each(STATUSES.map((status) => [status, [1, 3, 5].includes(status)] as const))('status %i approved: %s', (status, approved) =>
    expect(isApproved(status)).toBe(approved),
  )

  it('lists the approved statuses once', () => {
    expect([...APPROVED_STATUSES].sort()).toEqual([1, 3, 5])
  })

  it('is not approved for unknown codes', () => {
    expect(isApproved(8)).toBe(false)
    expect(isApproved(-1)).toBe(false)
  })
})

describe('template lists', () => {
  it('are the spec’s', () => {
    expect(TEMPLATE_IMAGE_TYPES).toEqual(['selfie', 'board'])
    expect(TAG_CATEGORIES).toEqual({ tools: 1, industry: 2, teamSize: 3, boardUsage: 4, categories: 5 })
    expect(SCORE_TYPES).toEqual(['admin', 'likes', 'views', 'usage', 'posts', 'featured', 'editor_choice'])
    expect(BOARD_LINK_STATUSES).toEqual(['Linked', 'Not Linked', 'Mismatch'])
    expect(REJECT_REASONS).toEqual(['None', 'Bad Selfie', 'Bad Text', 'Bad Selfie and Text'])
    expect(CAMPAIGN_FIELDS).toEqual(['campaign', 'source', 'medium', 'content', 'campaignDate', 'slug'])
    expect(MAIN_PAGE_CATEGORIES).toEqual(['Trending', 'Most used', "Editor's choice", 'Latest'])
    expect(SORT_TYPES).toEqual(['Latest', 'Most used', 'Trending', 'Team size'])
  })
})

describe('paragraph word count', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('needs 50 words', () => {
    expect(MIN_PARAGRAPH_WORDS).toBe(50)
    expect(paragraphMeetsMinimum(words(49))).toBe(false)
    expect(paragraphMeetsMinimum(words(50))).toBe(true)
    expect(paragraphMeetsMinimum(words(51))).toBe(true)
  })

  it('splits on any white space and skips punctuation-only tokens', () => {
    expect(countWords('  one\ttwo\nthree  ')).toBe(3)
    expect(countWords('one - two — three !!! ...')).toBe(3)
    expect(countWords("it's well-known, isn't it?")).toBe(4)
    expect(countWords(`${words(49)} — !`)).toBe(49)
  })

  it('counts words in other scripts', () => {
    expect(countWords('Größe für Привет мир 東京 2024')).toBe(6)
  })

  it('says how many words a short paragraph has', () => {
    expect(paragraphLengthError(words(49))).toBe('Each story paragraph needs at least 50 words; this one has 49.')
    expect(paragraphLengthError('')).toBe('Each story paragraph needs at least 50 words; this one has 0.')
    expect(paragraphLengthError(words(50))).toBeUndefined()
  })

  it('counts nothing in empty or non-text input', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   ')).toBe(0)
    expect(countWords(undefined)).toBe(0)
    expect(countWords(42)).toBe(0)
    expect(paragraphMeetsMinimum(null)).toBe(false)
  })
})

describe('admin score', () => {
  it.each([0, 1, 2, 3, 4, 5])('accepts %i', (score) => expect(isValidAdminScore(score)).toBe(true))

  it.each([-1, 6, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined])('refuses %j', (score) => expect(isValidAdminScore(score)).toBe(false))

  it('tops out at 5', () => expect(MAX_ADMIN_SCORE).toBe(5))
})

describe('terms acceptance', () => {
  it.each([
    ['2018-06-13T12:00:00Z', false],
    ['2018-06-14T00:00:00Z', false],
    ['2018-06-14T23:59:59.999Z', false],
    ['2018-06-15T00:00:00Z', true],
    ['2024-01-01T00:00:00Z', true],
  ])('created %s: required %s', (createdAt, required) => {
    expect(termsAcceptanceRequired(new Date(createdAt))).toBe(required)
  })

  it('asks for the terms when the creation date cannot be read', () => {
    expect(termsAcceptanceRequired(new Date('not a date'))).toBe(true)
  })
})

describe('status workflow', () => {
  const inTable = (from: TemplateStatus, to: TemplateStatus, actor: (typeof ACTORS)[number]) =>
    TEMPLATE_TRANSITIONS.some((row) => row.from === from && row.to === to && row.by.includes(actor))

  it('has no duplicate or no-op rows', () => {
    const keys = TEMPLATE_TRANSITIONS.map((row) => `${row.from}->${row.to}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const row of TEMPLATE_TRANSITIONS) expect(row.from).not.toBe(row.to)
  })

  it('lets admins do everything moderators can', () => {
    for (const row of TEMPLATE_TRANSITIONS) {
      if (row.by.includes('moderator')) expect(row.by).toContain('admin')
    }
  })

  it.each(TEMPLATE_TRANSITIONS.flatMap((row) => row.by.map((actor) => [row.from, row.to, actor] as const)))('allows %i → %i by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true)
    expect(transitionError(from, to, actor)).toBeUndefined()
    expect(allowedTransitions(from, actor)).toContain(to)
  })

  const forbidden = STATUSES.flatMap((from) =>
    STATUSES.flatMap((to) => ACTORS.filter((actor) => from !== to && !inTable(from, to, actor)).map((actor) => [from, to, actor] as const)),
  )

  it.each(forbidden)('refuses %i → %i by %s with a sentence', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false)
    expect(allowedTransitions(from, actor)).not.toContain(to)
    expect(transitionError(from, to, actor)).toMatch(/^(A template that is .+ cannot be moved to .+|Only .+ can move .+)\.$/)
  })

  it('refuses something for every actor', () => {
    for (const actor of ACTORS) expect(forbidden.some(([, , who]) => who === actor)).toBe(true)
  })

  it('always allows staying in the same status', () => {
    for (const status of STATUSES) {
      for (const actor of ACTORS) {
        expect(canTransition(status, status, actor)).toBe(true)
        expect(transitionError(status, status, actor)).toBeUndefined()
        expect(allowedTransitions(status, actor)).not.toContain(status)
      }
    }
  })

  it('gives the author the answer to a moderator’s edits, and only the author', () => {
    expect(allowedTransitions(PENDING_USER_TO_APPROVE, 'author')).toEqual([APPROVED_BY_USER, REJECTED_BY_USER, DELETED])
    expect(canTransition(PENDING_USER_TO_APPROVE, APPROVED_BY_USER, 'moderator')).toBe(false)
    expect(transitionError(PENDING_USER_TO_APPROVE, APPROVED_BY_USER, 'admin')).toBe(
      'Only the template’s author can move a template that is Awaiting user approval to Approved by the author (online).',
    )
  })

  it('does not let authors approve their own templates', () => {
    for (const to of [APPROVED, APPROVED_PAID]) expect(canTransition(PENDING, to, 'author')).toBe(false)
    expect(transitionError(PENDING, APPROVED, 'author')).toBe('Only a moderator can move a template that is Awaiting approval to Approved (online).')
  })

  it('resubmits a rejected template when its author edits it', () => {
    expect(canTransition(REJECTED, PENDING, 'author')).toBe(true)
  })

  it('keeps deleted templates deleted, except for an admin’s restore', () => {
    expect(allowedTransitions(DELETED, 'author')).toEqual([])
    expect(allowedTransitions(DELETED, 'moderator')).toEqual([])
    expect(allowedTransitions(DELETED, 'admin')).toEqual([PENDING])
    expect(transitionError(DELETED, APPROVED, 'moderator')).toBe('A template that is Deleted cannot be moved to Approved (online).')
    expect(transitionError(DELETED, PENDING, 'moderator')).toBe('Only an admin can move a template that is Deleted to Awaiting approval.')
  })

  it('lets an author delete their template from any status', () => {
    for (const from of STATUSES.filter((status) => status !== DELETED)) {
      expect(canTransition(from, DELETED, 'author')).toBe(true)
    }
  })

  it('refuses unknown statuses', () => {
    expect(canTransition(8, PENDING, 'admin')).toBe(false)
    expect(canTransition(PENDING, 8, 'admin')).toBe(false)
    expect(canTransition(8, 8, 'admin')).toBe(false)
    expect(allowedTransitions(8, 'admin')).toEqual([])
    expect(transitionError(PENDING, 8, 'admin')).toBe('8 is not a template status.')
  })
})

describe('reject reason', () => {
  it('is required only for a move to Changes required', () => {
    expect(rejectReasonRequired(REJECTED)).toBe(true)
    for (const status of STATUSES.filter((s) => s !== REJECTED)) expect(rejectReasonRequired(status)).toBe(false)
  })

  it('must be a real reason, not None', () => {
    expect(rejectReasonError(REJECTED, 'Bad Text')).toBeUndefined()
    expect(rejectReasonError(REJECTED, 'None')).toMatch(/^Choose a reason/)
    expect(rejectReasonError(REJECTED, undefined)).toMatch(/^Choose a reason/)
    expect(rejectReasonError(REJECTED, 'Too short')).toMatch(/^Choose a reason/)
    expect(rejectReasonError(APPROVED, undefined)).toBeUndefined()
  })
})

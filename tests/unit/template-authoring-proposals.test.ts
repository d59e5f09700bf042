/** A moderator's proposal and the author's kept version: what each move does with it, and which content is the author's. */
import { describe, expect, it } from 'vitest'

import {
  authorVersionOf,
  authorVersionStep,
  contentAfterSave,
  keptAuthorVersion,
  PROPOSAL_FIELDS,
  proposalChanges,
  restorableImages,
} from '@/domain/templates/authoring'
import { TEMPLATE_STATUS, TEMPLATE_TRANSITIONS } from '@/domain/templates/templates'

const { PENDING, APPROVED, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DELETED } = TEMPLATE_STATUS

const stored = {
  id: 7,
  title: 'Our sprint board',
  language: 'en',
  paragraphs: [{ id: 'a1', text: 'We plan every sprint on it.' }],
  images: [
    { id: 'r1', type: 'selfie', image: { id: 11, url: '/media/selfie.png' } },
    { id: 'r2', type: 'board', image: 12 },
  ],
  tags: [{ id: 't1', category: '2', value: 'Retail' }],
  boardId: '123',
  termsAccepted: true,
  rejectReason: 'None',
}

describe('authorVersionStep', () => {
  it('keeps the author’s version on every move into awaiting the author’s approval', () => {
    expect(authorVersionStep(PENDING, PENDING_USER_TO_APPROVE)).toBe('keep')
    expect(authorVersionStep(REJECTED_BY_USER, PENDING_USER_TO_APPROVE)).toBe('keep')
  })

  it('holds the first kept version while staff edit the proposal further', () => {
    expect(authorVersionStep(PENDING_USER_TO_APPROVE, PENDING_USER_TO_APPROVE)).toBe('hold')
  })

  it('clears it when the author accepts, and restores it on every other way out', () => {
    expect(authorVersionStep(PENDING_USER_TO_APPROVE, APPROVED_BY_USER)).toBe('clear')
    expect(authorVersionStep(PENDING_USER_TO_APPROVE, REJECTED_BY_USER)).toBe('restore')
    expect(authorVersionStep(PENDING_USER_TO_APPROVE, PENDING)).toBe('restore')
    expect(authorVersionStep(PENDING_USER_TO_APPROVE, DELETED)).toBe('restore')
  })

  it('decides every move out of awaiting the author’s approval that the workflow allows', () => {
    const out = TEMPLATE_TRANSITIONS.filter((row) => row.from === PENDING_USER_TO_APPROVE)
    for (const row of out) expect(authorVersionStep(row.from, row.to), `${row.from} → ${row.to}`).toMatch(/^(clear|restore)$/)
  })

  it('does nothing elsewhere, nor on creation', () => {
    expect(authorVersionStep(PENDING, APPROVED)).toBe('none')
    expect(authorVersionStep(REJECTED_BY_USER, APPROVED)).toBe('none')
    expect(authorVersionStep(PENDING, PENDING)).toBe('none')
    expect(authorVersionStep(undefined, PENDING)).toBe('none')
  })
})

describe('authorVersionOf', () => {
  it('picks the author’s content: rows without their ids, uploads as ids, nothing of the moderators’ or the terms', () => {
    expect(authorVersionOf(stored)).toEqual({
      title: 'Our sprint board',
      language: 'en',
      paragraphs: [{ text: 'We plan every sprint on it.' }],
      images: [
        { type: 'selfie', image: 11 },
        { type: 'board', image: 12 },
      ],
      tags: [{ category: '2', value: 'Retail' }],
      boardId: '123',
    })
    expect(Object.keys(authorVersionOf(stored)).sort()).toEqual([...PROPOSAL_FIELDS].sort())
  })

  it('turns missing or odd values into empty ones and drops image rows without an image', () => {
    expect(authorVersionOf(null)).toEqual({ title: '', language: null, paragraphs: [], images: [], tags: [], boardId: '' })
    expect(authorVersionOf({ paragraphs: 'text', images: [{ type: 'board', image: null }], boardId: null }).images).toEqual([])
  })
})

describe('keptAuthorVersion', () => {
  it('reads a stored version and nothing else', () => {
    expect(keptAuthorVersion(authorVersionOf(stored))).toEqual(authorVersionOf(stored))
    for (const value of [null, undefined, 'text', 3, [stored]]) expect(keptAuthorVersion(value)).toBeUndefined()
  })
})

describe('proposalChanges', () => {
  const author = authorVersionOf(stored)

  it('names the fields a proposal changes, however the rows came', () => {
    expect(proposalChanges(author, stored)).toEqual([])
    expect(proposalChanges(author, { ...stored, title: 'Sprint board', tags: [] })).toEqual(['title', 'tags'])
    expect(proposalChanges(author, { ...stored, images: [stored.images[1], stored.images[0]] })).toEqual(['images'])
  })

  it('leaves the terms out: accepting them is the author’s consent, not content', () => {
    expect(proposalChanges(author, { ...stored, termsAccepted: false })).toEqual([])
  })
})

describe('contentAfterSave', () => {
  it('lays what a save sends over what the document held', () => {
    const content = contentAfterSave({ title: 'New title' }, stored)
    expect(content.title).toBe('New title')
    expect(content.paragraphs).toBe(stored.paragraphs)
    expect(proposalChanges(authorVersionOf(stored), content)).toEqual(['title'])
    expect(proposalChanges(authorVersionOf(stored), contentAfterSave({}, stored))).toEqual([])
  })
})

describe('restorableImages', () => {
  const kept = [
    { type: 'selfie', image: 1 },
    { type: 'board', image: 2 },
  ]
  const current = [
    { id: 'r1', type: 'selfie', image: 11 },
    { id: 'r2', type: 'board', image: { id: 2, filename: 'board.png' } },
  ]

  it('puts the author’s images back while they exist', () => {
    expect(restorableImages(kept, current, new Set([1, 2]))).toEqual(kept)
  })

  it('replaces one deleted meanwhile by the current image of its type', () => {
    expect(restorableImages(kept, current, new Set([2]))).toEqual([
      { type: 'board', image: 2 },
      { type: 'selfie', image: 11 },
    ])
  })

  it('matches ids however they come (a number or the string of one)', () => {
    expect(restorableImages(kept, [], new Set(['1', '2']))).toEqual(kept)
  })
})

describe('an author version without a language', () => {
  it('keeps none rather than an empty string, which the language field refuses', () => {
    expect(authorVersionOf({ ...stored, language: null }).language).toBeNull()
    expect(authorVersionOf({ ...stored, language: '' }).language).toBeNull()
  })
})

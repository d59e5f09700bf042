import { describe, expect, it } from 'vitest'

import {
  AUTHOR_CONTENT_FIELDS,
  AUTHOR_EDITABLE_STATUSES,
  authorEditError,
  authorMayEditContent,
  changedContentFields,
  imageIds,
  missingImagesError,
  missingImageTypes,
  relationId,
  statusAfterAuthorSave,
} from '@/domain/templates/authoring'
import { canTransition, TEMPLATE_STATUS, type TemplateStatus } from '@/domain/templates/templates'

const STATUSES = Object.values(TEMPLATE_STATUS) as TemplateStatus[]
const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

describe('what an author may edit', () => {
  it('is the content while awaiting approval or needing changes, and nothing else', () => {
    expect([...AUTHOR_EDITABLE_STATUSES].sort()).toEqual([PENDING, REJECTED, REJECTED_BY_USER].sort())
    for (const status of STATUSES) expect(authorMayEditContent(status)).toBe([PENDING, REJECTED, REJECTED_BY_USER].includes(status as never))
  })

  it('never includes the moderators’ or the server’s fields', () => {
    for (const field of ['status', 'statusCode', 'scores', 'boardLinkStatus', 'rejectReason', 'history', 'author', 'campaign', 'creator', 'termsAcceptedAt']) {
      expect(AUTHOR_CONTENT_FIELDS).not.toContain(field)
    }
  })

  it.each([
    [PENDING_USER_TO_APPROVE, /approve or reject them before you edit it/],
    [DUPLICATED, /duplicate .* can no longer be edited/],
    [DELETED, /deleted and can no longer be edited/],
    [APPROVED, /^This template is Approved \(online\): it can no longer be edited\. Delete it and share a new one/],
    [APPROVED_PAID, /Approved \(online\)/],
    [APPROVED_BY_USER, /Approved \(online\)/],
  ])('explains why status %i cannot be edited', (status, message) => {
    expect(authorEditError(status)).toMatch(message)
  })
})

describe('an author’s save', () => {
  it('resubmits a template that needs changes', () => {
    expect(statusAfterAuthorSave(REJECTED, REJECTED)).toBe(PENDING)
    expect(statusAfterAuthorSave(REJECTED_BY_USER, REJECTED_BY_USER)).toBe(PENDING)
  })

  it('keeps any other request as asked, for the table to judge', () => {
    expect(statusAfterAuthorSave(PENDING, PENDING)).toBe(PENDING)
    expect(statusAfterAuthorSave(REJECTED, DELETED)).toBe(DELETED)
    expect(statusAfterAuthorSave(PENDING_USER_TO_APPROVE, APPROVED_BY_USER)).toBe(APPROVED_BY_USER)
    expect(statusAfterAuthorSave(PENDING, APPROVED)).toBe(APPROVED)
  })

  it('only ever resubmits through moves the table gives the author', () => {
    for (const from of STATUSES) {
      const to = statusAfterAuthorSave(from, from)
      if (to !== from) expect(canTransition(from, to, 'author')).toBe(true)
    }
  })
})

describe('changed content', () => {
  const doc = {
    title: 'Launch plan',
    language: 'en',
    boardId: '42',
    termsAccepted: true,
    paragraphs: [{ id: 'row1', text: 'First paragraph' }],
    images: [{ id: 'row2', type: 'selfie', image: { id: 7, filename: 'me.png' } }],
    tags: [{ id: 'row3', category: '2', value: 'Retail' }],
  }

  it('is nothing when the same content comes back, with or without row ids, populated or not', () => {
    const resent = {
      ...doc,
      paragraphs: [{ text: 'First paragraph' }],
      images: [{ type: 'selfie', image: 7 }],
      tags: [{ category: '2', value: 'Retail' }],
    }
    expect(changedContentFields(doc, resent)).toEqual([])
    expect(changedContentFields({ ...doc, boardId: null }, { ...doc, boardId: '' })).toEqual([])
  })

  it('names each field that differs', () => {
    expect(changedContentFields(doc, { ...doc, title: 'Launch plan v2', images: [{ type: 'board', image: 7 }] })).toEqual(['title', 'images'])
    expect(changedContentFields(doc, { ...doc, paragraphs: [{ text: 'First paragraph' }, { text: 'Second' }] })).toEqual(['paragraphs'])
    expect(changedContentFields(doc, { ...doc, termsAccepted: false })).toEqual(['termsAccepted'])
    expect(changedContentFields({}, doc)).toEqual([...AUTHOR_CONTENT_FIELDS])
  })
})

describe('images', () => {
  it('a submission needs a selfie and a board image', () => {
    expect(missingImageTypes([])).toEqual(['selfie', 'board'])
    expect(missingImageTypes([{ type: 'board', image: 1 }])).toEqual(['selfie'])
    expect(
      missingImageTypes([
        { type: 'selfie', image: 1 },
        { type: 'board', image: 2 },
      ]),
    ).toEqual([])
    expect(missingImagesError(undefined)).toBe('Add a selfie and a screenshot of your board to your template.')
    expect(missingImagesError([{ type: 'selfie', image: 1 }])).toBe('Add a screenshot of your board to your template.')
    expect(
      missingImagesError([
        { type: 'selfie', image: 1 },
        { type: 'board', image: 2 },
      ]),
    ).toBeUndefined()
  })

  it('are referred to by id, once each', () => {
    expect(imageIds([{ image: 3 }, { image: { id: 4 } }, { image: 3 }, { image: null }, null])).toEqual([3, 4])
    expect(relationId({ id: 'abc' })).toBe('abc')
    expect(relationId({ relationTo: 'members' })).toBeUndefined()
    expect(relationId(undefined)).toBeUndefined()
  })
})

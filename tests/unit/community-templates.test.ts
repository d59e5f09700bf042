import { describe, expect, it } from 'vitest'

import { STATUS_OPTIONS, statusCodeOf } from '@/cms/collections/CommunityTemplates/statuses'
import {
  AUTHOR_STATUS_ACTIONS,
  authorActions,
  doneNoteOf,
  myTemplateOf,
  rejectReasonTextKey,
  statusCodeOfName,
  statusNameOfCode,
  statusTextKey,
} from '@/domain/community/my-templates'
import { communityText, type CommunityTextKey } from '@/i18n/community-text'
import { interfaceText, type InterfaceTextKey } from '@/i18n/interface-text'
import { LOCALE_CODES } from '@/domain/locales'
import { canTransition, REJECT_REASONS, TEMPLATE_STATUS, templateStatusText } from '@/domain/templates/templates'

const STATUSES = Object.values(TEMPLATE_STATUS)

describe('a template’s status on the member’s pages', () => {
  it('reads as the spec’s text in English (SPEC §4), duplicated with its own', () => {
    const en = communityText('en')
    for (const status of STATUSES) expect(en[statusTextKey(status)], String(status)).toBe(templateStatusText(status))
    expect(en[statusTextKey(TEMPLATE_STATUS.DUPLICATED)]).toBe('Duplicate of another template')
    expect(en[statusTextKey(42)]).toBe('Unknown status')
  })

  it('has words in every locale', () => {
    for (const locale of LOCALE_CODES) {
      const text = communityText(locale)
      for (const status of STATUSES) expect(text[statusTextKey(status)].trim(), `${locale} ${status}`).not.toBe('')
    }
  })

  it('goes to the API by the names the collection takes', () => {
    for (const option of STATUS_OPTIONS) {
      const code = statusCodeOf(option.value)!
      expect(statusNameOfCode(code)).toBe(option.value)
      expect(statusCodeOfName(option.value)).toBe(code)
    }
    expect(statusCodeOfName('toString')).toBeUndefined()
    expect(statusCodeOfName(3)).toBeUndefined()
    expect(statusNameOfCode(8)).toBeUndefined()
  })
})

describe('what the author may do', () => {
  it('follows the workflow table for each status', () => {
    const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS
    expect(authorActions(PENDING)).toEqual(['edit', 'withdraw'])
    expect(authorActions(REJECTED)).toEqual(['edit', 'withdraw'])
    expect(authorActions(REJECTED_BY_USER)).toEqual(['edit', 'withdraw'])
    expect(authorActions(PENDING_USER_TO_APPROVE)).toEqual(['approveEdits', 'rejectEdits', 'withdraw'])
    for (const online of [APPROVED, APPROVED_PAID, APPROVED_BY_USER]) expect(authorActions(online)).toEqual(['withdraw'])
    expect(authorActions(DUPLICATED)).toEqual(['withdraw'])
    expect(authorActions(DELETED)).toEqual([])
  })

  it('offers only buttons the server would allow', () => {
    for (const status of STATUSES) {
      for (const action of authorActions(status)) {
        if (action === 'edit') continue
        expect(canTransition(status, AUTHOR_STATUS_ACTIONS[action], 'author'), `${status} ${action}`).toBe(true)
      }
    }
  })

  it('is told what a rejection asks for', () => {
    expect(REJECT_REASONS.filter((reason) => reason !== 'None').map(rejectReasonTextKey)).toEqual([
      'communityReasonBadSelfie',
      'communityReasonBadText',
      'communityReasonBadSelfieAndText',
    ])
    expect(rejectReasonTextKey('None')).toBeUndefined()
    expect(rejectReasonTextKey(undefined)).toBeUndefined()
  })

  it('sees only the notes the pages know after a move', () => {
    expect(doneNoteOf('approved')).toBe('approved')
    expect(doneNoteOf('<script>')).toBeUndefined()
  })
})

describe('a stored template as the pages show it', () => {
  it('keeps what the member wrote and the populated images', () => {
    const doc = {
      id: 5,
      title: 'Board',
      status: 'pending_user_to_approve',
      statusCode: 4,
      rejectReason: 'None',
      updatedAt: '2026-11-21T10:00:00.000Z',
      language: 'de',
      paragraphs: [{ id: 'a1', text: 'One' }, { text: 'Two' }, null],
      tags: [{ category: '3', value: '1-10' }],
      boardId: '77',
      termsAccepted: true,
      images: [
        { type: 'selfie', image: { id: 1, url: '/api/template-images/file/s.png', sizes: { card: { url: '/api/template-images/file/s-768.png' } } } },
        { type: 'board', image: 2 },
      ],
    }
    expect(myTemplateOf(doc)).toEqual({
      id: 5,
      title: 'Board',
      status: 4,
      rejectReason: 'None',
      updatedAt: '2026-11-21T10:00:00.000Z',
      language: 'de',
      paragraphs: [
        { id: 'a1', text: 'One' },
        { id: 'paragraph-1', text: 'Two' },
      ],
      tags: [{ category: '3', value: '1-10' }],
      boardId: '77',
      termsAccepted: true,
      images: { selfie: { id: 1, url: '/api/template-images/file/s.png', thumbnailUrl: '/api/template-images/file/s-768.png' } },
    })
    expect(myTemplateOf({ id: 1, status: 'rejected' })?.status).toBe(TEMPLATE_STATUS.REJECTED)
    expect(myTemplateOf({ id: 1 })).toBeUndefined()
    expect(myTemplateOf(null)).toBeUndefined()
  })
})

describe('the community words', () => {
  it('are given to the browser for one locale only, every community key', () => {
    const keys = (Object.keys(interfaceText('en')) as InterfaceTextKey[]).filter((key): key is CommunityTextKey => key.startsWith('community'))
    expect(Object.keys(communityText('pl')).sort()).toEqual([...keys].sort())
    expect(communityText('pl').communityLogOut).toBe(interfaceText('pl').communityLogOut)
  })
})

/** What the member is shown of a moderator's proposal: the fields that differ from their version, in the page's order. */
import { describe, expect, it } from 'vitest'

import type { MyTemplate } from '@/domain/community/my-templates'
import { proposalDiffRows } from '@/site/community/proposal-diff'

const mine: MyTemplate = {
  id: 1,
  title: 'My board',
  status: 4,
  rejectReason: 'None',
  updatedAt: '2026-11-21T10:00:00.000Z',
  language: 'en',
  paragraphs: [
    { id: 'a', text: 'First, as I wrote it.' },
    { id: 'b', text: 'Second.' },
  ],
  tags: [
    { category: '2', value: 'Retail' },
    { category: '3', value: '11-50' },
  ],
  boardId: '42',
  termsAccepted: true,
  images: {
    selfie: { id: 11, url: '/s.png', thumbnailUrl: '/s-card.png' },
    board: { id: 12, url: '/b.png', thumbnailUrl: '/b-card.png' },
  },
}

const name = (code: string) => ({ en: 'English', de: 'Deutsch' })[code] ?? code

describe('proposalDiffRows', () => {
  it('shows nothing when the proposal is the member’s version', () => {
    expect(proposalDiffRows(mine, { ...mine, paragraphs: mine.paragraphs.map((row) => ({ ...row, id: `x-${row.id}` })) }, name)).toEqual([])
  })

  it('lists each changed field with both sides: title, language, each paragraph, images, each tag group, the board', () => {
    const proposal: MyTemplate = {
      ...mine,
      title: 'Our board',
      language: 'de',
      paragraphs: [{ id: 'c', text: 'First, as edited.' }, mine.paragraphs[1]!, { id: 'd', text: 'A third.' }],
      tags: [{ category: '2', value: 'Retail, Food' }, mine.tags[1]!],
      boardId: '',
      images: { selfie: mine.images.selfie, board: { id: 99, url: '/n.png', thumbnailUrl: '/n-card.png' } },
    }
    expect(proposalDiffRows(mine, proposal, name)).toEqual([
      { kind: 'text', id: 'title', label: { key: 'communityTemplateTitle' }, mine: 'My board', proposal: 'Our board' },
      { kind: 'text', id: 'language', label: { key: 'communityTemplateLanguage' }, mine: 'English', proposal: 'Deutsch' },
      { kind: 'text', id: 'paragraph-0', label: { key: 'communityParagraph', number: 1 }, mine: 'First, as I wrote it.', proposal: 'First, as edited.' },
      { kind: 'text', id: 'paragraph-2', label: { key: 'communityParagraph', number: 3 }, mine: '', proposal: 'A third.' },
      { kind: 'image', id: 'image-board', label: { key: 'communityBoard' }, mine: '/b-card.png', proposal: '/n-card.png' },
      { kind: 'text', id: 'tags-2', label: { key: 'communityTagIndustry' }, mine: 'Retail', proposal: 'Retail, Food' },
      { kind: 'text', id: 'board', label: { key: 'communityBoardLink' }, mine: '42', proposal: '' },
    ])
  })

  it('shows a removed paragraph or image as missing on the proposal’s side', () => {
    const rows = proposalDiffRows(mine, { ...mine, paragraphs: [mine.paragraphs[0]!], images: { board: mine.images.board } }, name)
    expect(rows).toEqual([
      { kind: 'text', id: 'paragraph-1', label: { key: 'communityParagraph', number: 2 }, mine: 'Second.', proposal: '' },
      { kind: 'image', id: 'image-selfie', label: { key: 'communitySelfie' }, mine: '/s-card.png', proposal: undefined },
    ])
  })
})

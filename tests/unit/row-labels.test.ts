import { describe, expect, it } from 'vitest'

import { ROW_LABEL_MAX_LENGTH, rowLabelText } from '@/cms/admin/row-labels/row-label-text'

describe('row labels', () => {
  it('show the first configured field that holds words', () => {
    expect(rowLabelText({ name: '', tier: 'pro' }, 0, { singular: 'Plan', fields: ['name', 'tier'] })).toEqual({ number: null, kind: null, text: 'pro' })
    expect(rowLabelText({ name: 'Pro  plan ' }, 0, { singular: 'Plan', fields: ['name', 'tier'] }).text).toBe('Pro plan')
  })

  it('read nested fields such as a link’s text', () => {
    expect(rowLabelText({ link: { text: 'Pricing', url: '/pricing' } }, 2, { singular: 'Menu item', fields: ['link.text'] }).text).toBe('Pricing')
    const richText = { content: { root: { children: [{ children: [{ text: 'Why teams switch' }] }] } } }
    expect(rowLabelText(richText, 0, { singular: 'Rich text', fields: ['content.root.children.0.children.0.text'] }).text).toBe('Why teams switch')
  })

  it('fall back to the kind and the row number, never "Untitled"', () => {
    expect(rowLabelText({ question: '   ' }, 3, { singular: 'Question', fields: ['question'] })).toEqual({ number: null, kind: 'Question 4', text: null })
    expect(rowLabelText(undefined, undefined, { singular: 'Question', fields: ['question'] })).toEqual({ number: null, kind: 'Question', text: null })
    expect(rowLabelText({ link: null }, 0, { singular: 'Link', fields: ['link.text'] }).kind).toBe('Link 1')
  })

  it('give blocks their number and kind beside the heading', () => {
    expect(rowLabelText({ heading: 'Work without limits' }, 0, { singular: 'Hero', fields: ['heading'], showKind: true })).toEqual({
      number: '01',
      kind: 'Hero',
      text: 'Work without limits',
    })
    expect(rowLabelText({}, 11, { singular: 'FAQ', fields: ['heading'], showKind: true })).toEqual({ number: '12', kind: 'FAQ', text: null })
  })

  it('cut long texts at a word', () => {
    const long = 'word '.repeat(40)
    const { text } = rowLabelText({ text: long }, 0, { singular: 'Paragraph', fields: ['text'] })
    expect(text!.length).toBeLessThanOrEqual(ROW_LABEL_MAX_LENGTH)
    expect(text).toMatch(/word…$/)
  })
})

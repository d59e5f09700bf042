import type { RichTextBlock } from '@/payload-types'

export type RichTextDocument = RichTextBlock['content']
type Node = RichTextDocument['root']['children'][number]

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })
const element = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

export const p = (value: string): Node => ({ type: 'paragraph', ...element, textFormat: 0, textStyle: '', children: [text(value)] })

export const h2 = (value: string): Node => ({ type: 'heading', tag: 'h2', ...element, children: [text(value)] })

/** Rich text starts at h3, after the page title and block headings. */
export const h3 = (value: string): Node => ({ type: 'heading', tag: 'h3', ...element, children: [text(value)] })

export const ul = (...items: string[]): Node => ({
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  ...element,
  children: items.map((item, index) => ({ type: 'listitem', value: index + 1, ...element, children: [text(item)] })),
})

export function richText(...children: Node[]): RichTextDocument {
  return { root: { type: 'root', ...element, children } }
}

export function paragraphs(...texts: string[]): RichTextDocument {
  return richText(...texts.map(p))
}

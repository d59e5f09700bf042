import type { RichTextBlock } from '@/payload-types'

export type RichTextDocument = RichTextBlock['content']
type Node = RichTextDocument['root']['children'][number]

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })
const element = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

/** A paragraph node. */
export const p = (value: string): Node => ({ type: 'paragraph', ...element, textFormat: 0, textStyle: '', children: [text(value)] })

/** A section heading, for text that follows the page title directly (a legal page's sections). */
export const h2 = (value: string): Node => ({ type: 'heading', tag: 'h2', ...element, children: [text(value)] })

/** A sub-heading: rich text starts at h3, after the page title and block headings. */
export const h3 = (value: string): Node => ({ type: 'heading', tag: 'h3', ...element, children: [text(value)] })

/** A bulleted list. */
export const ul = (...items: string[]): Node => ({
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  ...element,
  children: items.map((item, index) => ({ type: 'listitem', value: index + 1, ...element, children: [text(item)] })),
})

/** A Lexical document of the given nodes, for seed content. */
export function richText(...children: Node[]): RichTextDocument {
  return { root: { type: 'root', ...element, children } }
}

/** A Lexical document of plain paragraphs, for seed content. */
export function paragraphs(...texts: string[]): RichTextDocument {
  return richText(...texts.map(p))
}

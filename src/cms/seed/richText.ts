import type { RichTextBlock } from '@/payload-types'

export type RichTextDocument = RichTextBlock['content']

/** A Lexical document of plain paragraphs, for seed content. */
export function paragraphs(...texts: string[]): RichTextDocument {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: texts.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}

import type { DocPageCopy, DocPart } from '../../english-pages'
import { h2, p, richText, ul } from '../../rich-text'
import type { LayoutBlock } from '../build'

type Brand = { name: string; slug: string }

/** Lexical's code format: the site draws such text in <code>. */
const CODE_FORMAT = 16

/** A code sample as one paragraph of code-formatted lines; typography keeps its indentation. */
function code(lines: string[]) {
  const children = lines.flatMap((line, index) => [
    ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
    ...(line === '' ? [] : [{ type: 'text', version: 1, text: line, format: CODE_FORMAT, detail: 0, mode: 'normal', style: '' }]),
  ])
  return { ...p(''), children } as ReturnType<typeof p>
}

/** A documentation page: its lead, then each section's paragraphs, lists and code samples. */
export function docLayout({ lead, sections }: DocPageCopy, brand: Brand): LayoutBlock[] {
  const fill = (text: string) => text.replaceAll('{brand}', brand.name).replaceAll('{slug}', brand.slug)
  const part = (value: DocPart) => (typeof value === 'string' ? p(fill(value)) : 'list' in value ? ul(...value.list.map(fill)) : code(value.code.map(fill)))
  return [
    {
      blockType: 'richText',
      content: richText(p(fill(lead)), ...sections.flatMap((section) => [h2(fill(section.heading)), ...section.body.map(part)])),
    },
  ]
}

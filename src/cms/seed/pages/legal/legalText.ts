import { formatText } from '@/i18n/format'
import type { LegalPageCopy, LegalPart } from '@/i18n/legal-page-copy'

import { h2, p, richText, ul } from '../../richText'
import type { LayoutBlock } from '../build'

/** A legal page's body in the words of one language: its text under headings, no sales pitch. */
export function legalText(copy: LegalPageCopy, brand: string): LayoutBlock[] {
  const fill = (text: string) => formatText(text, { brand })
  const part = (value: LegalPart) => (typeof value === 'string' ? p(fill(value)) : ul(...value.map(fill)))
  return [
    {
      blockType: 'richText',
      content: richText(...copy.intro.map(part), ...copy.sections.flatMap((section) => [h2(fill(section.heading)), ...section.body.map(part)])),
    },
  ]
}

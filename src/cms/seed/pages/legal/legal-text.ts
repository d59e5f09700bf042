import { formatText } from '@/i18n/format'
import type { LegalPageCopy, LegalPart } from '../../copy'

import { h2, p, richText, ul } from '../../rich-text'
import type { LayoutBlock } from '../build'

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

import type { RichTextBlock } from '@/payload-types'
import { RichText } from '@/site/components/RichText'

/** Free text from the editor, in the reading column. */
export function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="block block-rich-text">
      <div className="block__inner">
        <RichText data={block.content} className="block-rich-text__body" />
      </div>
    </section>
  )
}

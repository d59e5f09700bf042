import type { FaqBlock } from '@/payload-types'
import { RichText } from '@/site/components/RichText'

/** Questions that open to their answers, with no script: the browser's own <details>. */
export function FaqSection({ block }: { block: FaqBlock }) {
  return (
    <section className="block block-faq">
      <div className="block__inner block-faq__inner">
        <h2 className="block__heading">{block.heading}</h2>
        <ul className="block-faq__list">
          {block.items.map((item) => (
            <li key={item.id ?? item.question} className="block-faq__item">
              <details className="block-faq__details">
                <summary className="block-faq__question">{item.question}</summary>
                <RichText data={item.answer} className="block-faq__answer" />
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

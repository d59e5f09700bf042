import type { CallToActionBlock } from '@/payload-types'
import { CmsLink } from '@/site/components/CmsLink'
import type { PageContext } from '@/site/pages/pageContext'

/** A band that asks the visitor to act. */
export function CallToActionSection({ block, context }: { block: CallToActionBlock; context: PageContext }) {
  return (
    <section className="block block-cta">
      <div className="block__inner block-cta__inner">
        <div className="block-cta__text">
          <h2 className="block__heading">{block.heading}</h2>
          {block.text ? <p className="block-cta__body">{block.text}</p> : null}
        </div>
        <div className="block-actions">
          <CmsLink locale={context.locale} link={block.primaryLink} appearance="primary" />
          {block.hasSecondaryLink ? <CmsLink locale={context.locale} link={block.secondaryLink} appearance="secondary" /> : null}
        </div>
      </div>
    </section>
  )
}

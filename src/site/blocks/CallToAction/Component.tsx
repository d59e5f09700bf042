import type { CallToActionBlock } from '@/payload-types'
import { ConversionCmsLink } from '@/site/ab/ConversionCmsLink'
import type { PageContext } from '@/site/pages/page-context'

/** A band that asks the visitor to act; a sign-up link in it counts as the A/B tests' sign-up conversion. */
export function CallToActionSection({ block, context }: { block: CallToActionBlock; context: PageContext }) {
  return (
    <section className="block block-cta">
      <div className="block__inner block-cta__inner">
        <div className="block-cta__text">
          <h2 className="block__heading">{block.heading}</h2>
          {block.text ? <p className="block-cta__body">{block.text}</p> : null}
        </div>
        <div className="block-actions">
          <ConversionCmsLink locale={context.locale} link={block.primaryLink} appearance="primary" context={context} />
          {block.hasSecondaryLink ? <ConversionCmsLink locale={context.locale} link={block.secondaryLink} appearance="secondary" context={context} /> : null}
        </div>
      </div>
    </section>
  )
}

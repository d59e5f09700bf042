import type { CustomerStoryBlock } from '@/payload-types'

import { CmsLink } from '@/site/components/CmsLink'
import type { PageContext } from '@/site/pages/page-context'
import { isShownMedia, MediaImage } from '../MediaBlock/Component'

/** A customer's words, who said them, and a link to the whole story. */
export function CustomerStorySection({ block, context }: { block: CustomerStoryBlock; context: PageContext }) {
  const withImage = isShownMedia(block.image)
  const attribution = [block.role, block.company].filter(Boolean).join(', ')
  return (
    <section className={`block block-customer-story${withImage ? ' block-customer-story--with-image' : ''}`}>
      <div className="block__inner block-customer-story__inner">
        {withImage ? <MediaImage media={block.image} sizes="(min-width: 60rem) 24rem, 100vw" className="block-customer-story__image" /> : null}
        <figure className="block-customer-story__figure">
          <MediaImage media={block.logo} sizes="10rem" className="block-customer-story__logo" />
          <blockquote className="block-customer-story__quote">
            <p>{block.quote}</p>
          </blockquote>
          <figcaption className="block-customer-story__caption">
            <span className="block-customer-story__person">{block.person}</span>
            {attribution ? <span className="block-customer-story__role">{attribution}</span> : null}
          </figcaption>
        </figure>
        {block.hasLink ? <CmsLink locale={context.locale} link={block.link} appearance="text" className="block-customer-story__link" /> : null}
      </div>
    </section>
  )
}

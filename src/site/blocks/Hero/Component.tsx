import type { HeroBlock } from '@/payload-types'

import { ConversionCmsLink } from '@/site/ab/ConversionCmsLink'
import type { PageContext } from '@/site/pages/page-context'
import { isShownMedia, MediaImage } from '../MediaBlock/Component'

type Props = {
  block: HeroBlock
  /** The hero opens the page: its heading is the page's h1 and its image loads first. */
  leading: boolean
  context: PageContext
}

/** The opening of a page: heading, a sentence or two, buttons and an image. */
export function HeroSection({ block, leading, context }: Props) {
  const Heading = leading ? 'h1' : 'h2'
  const links = block.links ?? []
  const withImage = isShownMedia(block.image)
  return (
    <section className={`block block-hero${withImage ? ' block-hero--with-image' : ''}`}>
      <div className="block__inner block-hero__inner">
        <div className="block-hero__text">
          <Heading className="block-hero__heading">{block.heading}</Heading>
          {block.subheading ? <p className="block-hero__subheading">{block.subheading}</p> : null}
          {links.length > 0 ? (
            <div className="block-actions">
              {links.map((link, position) => (
                <ConversionCmsLink
                  key={link.id ?? link.url}
                  locale={context.locale}
                  link={link}
                  appearance={position === 0 ? 'primary' : 'secondary'}
                  context={context}
                />
              ))}
            </div>
          ) : null}
        </div>
        {withImage ? <MediaImage media={block.image} priority={leading} sizes="(min-width: 60rem) 36rem, 100vw" className="block-hero__image" /> : null}
      </div>
    </section>
  )
}

import { localizeHref } from '@/domain/paths'
import type { TemplateGalleryBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'

const TEMPLATES_PATH = '/templates'

/**
 * A row of community templates. The templates themselves come with the gallery's data; until
 * then the block leads to the gallery, and carries its category and size as data attributes.
 */
export function TemplateGallerySection({ block, context }: { block: TemplateGalleryBlock; context: PageContext }) {
  return (
    <section className="block block-template-gallery" data-category={block.category} data-limit={block.limit}>
      <div className="block__inner">
        <header className="block__header">
          <h2 className="block__heading">{block.heading}</h2>
        </header>
        <a href={localizeHref(TEMPLATES_PATH, context.locale)} className="block-link block-link--secondary">
          {block.linkText}
        </a>
      </div>
    </section>
  )
}

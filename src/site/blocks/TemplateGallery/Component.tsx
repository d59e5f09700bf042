import { localizeHref } from '@/domain/paths'
import { categoryRow } from '@/domain/template-gallery-listing'
import { categoryFromBlock, DEFAULT_GALLERY_QUERY, galleryHref } from '@/domain/template-gallery-query'
import type { TemplateGalleryBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'
import { TemplateCard } from '@/site/templates/TemplateCard'

/**
 * A row of community templates from one of the gallery's main page categories (Trending, Most
 * used, Editor's choice, Latest), as many as the block asks for, then the link to the whole
 * category in the gallery. The page loads the online templates for it (PageContext.templates);
 * without them, or with none in the category, the block is its heading and the link.
 */
export function TemplateGallerySection({ block, context }: { block: TemplateGalleryBlock; context: PageContext }) {
  const category = categoryFromBlock(block.category)
  // A server component: the time of this render, which the cached page keeps until it is refreshed.
  // eslint-disable-next-line react-hooks/purity
  const row = context.templates ? categoryRow(context.templates, category, block.limit, Date.now()) : []
  return (
    <section className="block block-template-gallery" data-category={block.category} data-limit={block.limit}>
      <div className="block__inner">
        <header className="block__header">
          <h2 className="block__heading">{block.heading}</h2>
        </header>
        {row.length > 0 ? (
          <ul className="template-gallery__grid block-template-gallery__grid">
            {row.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} locale={context.locale} />
              </li>
            ))}
          </ul>
        ) : null}
        <a href={localizeHref(galleryHref({ ...DEFAULT_GALLERY_QUERY, category }), context.locale)} className="block-link block-link--secondary">
          {block.linkText}
        </a>
      </div>
    </section>
  )
}

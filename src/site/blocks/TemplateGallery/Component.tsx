import { localizeHref } from '@/domain/routing/paths'
import { categoryRow } from '@/domain/templates/gallery-listing'
import { categoryFromBlock, DEFAULT_GALLERY_QUERY, galleryHref } from '@/domain/templates/gallery-query'
import type { TemplateGalleryBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'
import { TemplateCard } from '@/site/templates/TemplateCard'
import { BlockHeader } from '@/site/components/BlockHeader'

/** Without the page's templates, or none in the category, the block is its heading and the link. */
export function TemplateGallerySection({ block, context }: { block: TemplateGalleryBlock; context: PageContext }) {
  const category = categoryFromBlock(block.category)
  // A server component: the time of this render, which the cached page keeps until it is refreshed.
  // eslint-disable-next-line react-hooks/purity
  const row = context.templates ? categoryRow(context.templates, category, block.limit, Date.now()) : []
  return (
    <section className="block block-template-gallery" data-category={block.category} data-limit={block.limit}>
      <div className="block__inner">
        <BlockHeader heading={block.heading} />
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

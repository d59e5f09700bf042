import Link from 'next/link'

import type { TemplateGalleryBlock } from '@/payload-types'

const TEMPLATES_PATH = '/templates'

/**
 * A row of community templates. The templates themselves come with the gallery's data; until
 * then the block leads to the gallery, and carries its category and size as data attributes.
 */
export function TemplateGallerySection({ block }: { block: TemplateGalleryBlock }) {
  return (
    <section className="block block-template-gallery" data-category={block.category} data-limit={block.limit}>
      <div className="block__inner">
        <header className="block__header">
          <h2 className="block__heading">{block.heading}</h2>
        </header>
        <Link href={TEMPLATES_PATH} className="block-link block-link--secondary">
          {block.linkText}
        </Link>
      </div>
    </section>
  )
}

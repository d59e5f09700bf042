import type { Page } from '@/payload-types'
import { opensWithHero, RenderBlocks } from '@/site/blocks/registry'

type Props = { page: Page }

/** A CMS page: its title as the heading (unless a hero opens the layout), then its blocks. */
export function PageView({ page }: Props) {
  const blocks = page.layout ?? []
  return (
    <article className="page-view">
      {opensWithHero(blocks) ? null : (
        <header className="block block-page-title">
          <div className="block__inner">
            <h1 className="block-page-title__heading">{page.title}</h1>
          </div>
        </header>
      )}
      <RenderBlocks blocks={blocks} />
    </article>
  )
}

import { Fragment, type ComponentType } from 'react'

import type { Page } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'
import { PREVIEW_BLOCK_ATTRIBUTE } from '@/domain/preview/messages'
import '@/site/styles/blocks.css'
import '@/site/styles/grids.css'
import '@/site/styles/pricing.css'

import { ArticleListSection } from './ArticleList/Component'
import { CallToActionSection } from './CallToAction/Component'
import { CookieTableSection } from './CookieTable/Component'
import { CustomerStorySection } from './CustomerStory/Component'
import { FaqSection } from './Faq/Component'
import { FeatureGridSection } from './FeatureGrid/Component'
import { FormSection } from './FormBlock/Component'
import { HeroSection } from './Hero/Component'
import { LogoWallSection } from './LogoWall/Component'
import { MediaSection } from './MediaBlock/Component'
import { OpenPositionsSection } from './OpenPositions/Component'
import { PricingTableSection } from './PricingTable/Component'
import { groupPricingTables, PricingProducts } from './PricingTable/PricingProducts'
import { ProductCardsSection } from './ProductCards/Component'
import { RichTextSection } from './RichText/Component'
import { TeamPickerSection } from './TeamPicker/Component'
import { TemplateGallerySection } from './TemplateGallery/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>

export type BlockProps<K extends BlockType> = {
  block: BlockOf<K>
  leading: boolean
  context: PageContext
}

/** A block added to `pageBlocks` without a renderer here fails the type check. */
const renderers: { [K in BlockType]: ComponentType<BlockProps<K>> } = {
  hero: HeroSection,
  richText: RichTextSection,
  featureGrid: FeatureGridSection,
  productCards: ProductCardsSection,
  teamPicker: TeamPickerSection,
  pricingTable: PricingTableSection,
  logoWall: LogoWallSection,
  customerStory: CustomerStorySection,
  callToAction: CallToActionSection,
  faq: FaqSection,
  mediaBlock: MediaSection,
  templateGallery: TemplateGallerySection,
  formBlock: FormSection,
  cookieTable: CookieTableSection,
  openPositions: OpenPositionsSection,
  articleList: ArticleListSection,
}

export function opensWithHero(blocks: readonly LayoutBlock[]): boolean {
  return blocks[0]?.blockType === 'hero'
}

function BlockView<K extends BlockType>({ type, block, leading, context }: { type: K } & BlockProps<K>) {
  // A block type removed from the schema may linger in old data: show nothing rather than fail.
  if (!Object.hasOwn(renderers, type)) return null
  const Renderer: ComponentType<BlockProps<K>> = renderers[type]
  return <Renderer block={block} leading={leading} context={context} />
}

/** Pricing tables for several products in a row share one product switch. */
export function RenderBlocks({ blocks, context }: { blocks: readonly LayoutBlock[]; context: PageContext }) {
  if (blocks.length === 0) return null
  const first = blocks[0]
  const one = (block: LayoutBlock, index: number) => {
    const view = <BlockView type={block.blockType} block={block} leading={block === first} context={context} />
    const key = block.id ?? `${block.blockType}-${index}`
    // The preview's click-to-edit wrapper takes no box of its own, so the page lays out as visitors see it.
    return context.preview ? (
      <div key={key} {...{ [PREVIEW_BLOCK_ATTRIBUTE]: index }} style={{ display: 'contents' }}>
        {view}
      </div>
    ) : (
      <Fragment key={key}>{view}</Fragment>
    )
  }
  return (
    <div className="blocks">
      {groupPricingTables(blocks).map((run) =>
        run.kind === 'block' ? (
          one(run.block, run.index)
        ) : (
          <PricingProducts
            key={`products-${run.tables[0]!.index}`}
            tables={run.tables.flatMap(({ block }) => (block.blockType === 'pricingTable' ? [block] : []))}
            context={context}
          >
            {run.tables.map(({ block, index }) => one(block, index))}
          </PricingProducts>
        ),
      )}
    </div>
  )
}

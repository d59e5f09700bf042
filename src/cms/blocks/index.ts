import type { Block } from 'payload'

import { ArticleList } from './ArticleList/config'
import { CallToAction } from './CallToAction/config'
import { CookieTable } from './CookieTable/config'
import { CustomerStory } from './CustomerStory/config'
import { Faq } from './Faq/config'
import { FeatureGrid } from './FeatureGrid/config'
import { FormBlock } from './FormBlock/config'
import { Hero } from './Hero/config'
import { LogoWall } from './LogoWall/config'
import { MediaBlock } from './MediaBlock/config'
import { OpenPositions } from './OpenPositions/config'
import { PricingTable } from './PricingTable/config'
import { ProductCards } from './ProductCards/config'
import { RichText } from './RichText/config'
import { TeamPicker } from './TeamPicker/config'
import { TemplateGallery } from './TemplateGallery/config'

/** Every block here needs a renderer in src/site/blocks/registry.tsx, or the type check fails. */
export const pageBlocks: Block[] = [
  Hero,
  RichText,
  FeatureGrid,
  TeamPicker,
  ProductCards,
  PricingTable,
  LogoWall,
  CustomerStory,
  CallToAction,
  Faq,
  MediaBlock,
  TemplateGallery,
  FormBlock,
  CookieTable,
  OpenPositions,
  ArticleList,
]

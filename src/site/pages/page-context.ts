import type { ArticleListing } from '@/cms/queries/article-listing'
import type { PublishedSolution } from '@/cms/queries/published-solutions'
import type { OpenPosition } from '@/domain/pages/careers'
import type { PriceCurrency } from '@/domain/pricing/currency'
import type { Locale } from '@/domain/locales'
import type { InvalidMiniSiteReport } from '@/domain/minisite/mini-site'
import type { ProductId, Reporter } from '@/domain/products'
import type { GalleryTemplate } from '@/domain/templates/gallery-listing'
import type { TeamCluster } from '@/domain/personalisation/team-choice'
import type { CookieDefinition, Pricing, SiteSetting } from '@/payload-types'
import type { LeadFormAction } from '@/site/forms/state'

export type PageContext = {
  locale: Locale
  currency: PriceCurrency
  path: string
  pricing?: Pricing
  cookieDefinitions?: CookieDefinition[]
  openPositions?: OpenPosition[]
  solutions?: PublishedSolution[]
  templates?: readonly GalleryTemplate[]
  /** The article lists the page shows, by `listingKey(kind, perPage)`, at the page of `listing`. */
  articleListings?: Readonly<Record<string, ArticleListing>>
  /** A page listing articles: its own path and which of its pages this is (`/blog/page/2` is /blog, page 2). */
  listing?: { path: string; page: number }
  settings: SiteSetting
  languageSuggestion?: Locale
  reportInvalidMiniSite?: InvalidMiniSiteReport
  knownVisitor?: boolean
  /** The team the visitor picked, whose examples the page shows first (team-choice.ts). */
  team?: TeamCluster
  report?: Reporter
  product?: ProductId
  /** Test name → variant; read with `abVariant`, a test not listed shows its control. */
  ab?: Readonly<Record<string, string>>
  /** Staff preview of drafts only; never set for visitors. */
  preview?: boolean
  leadFormAction?: LeadFormAction
}

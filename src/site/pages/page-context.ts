import type { PublishedSolution } from '@/cms/queries/published-solutions'
import type { OpenPosition } from '@/domain/pages/careers'
import type { PriceCurrency } from '@/domain/pricing/currency'
import type { Locale } from '@/domain/locales'
import type { InvalidMiniSiteReport } from '@/domain/minisite/mini-site'
import type { ProductId, Reporter } from '@/domain/products'
import type { GalleryTemplate } from '@/domain/templates/gallery-listing'
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
  settings: SiteSetting
  languageSuggestion?: Locale
  reportInvalidMiniSite?: InvalidMiniSiteReport
  knownVisitor?: boolean
  report?: Reporter
  product?: ProductId
  /** Test name → variant; read with `abVariant`, a test not listed shows its control. */
  ab?: Readonly<Record<string, string>>
  /** Staff preview of drafts only; never set for visitors. */
  preview?: boolean
  leadFormAction?: LeadFormAction
}

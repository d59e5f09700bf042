import type { PublishedSolution } from '@/cms/queries/publishedSolutions'
import type { OpenPosition } from '@/domain/careers'
import type { PriceCurrency } from '@/domain/currency'
import type { Locale } from '@/domain/locales'
import type { InvalidMiniSiteReport } from '@/domain/mini-site'
import type { ProductId, Reporter } from '@/domain/products'
import type { GalleryTemplate } from '@/domain/template-gallery-listing'
import type { CookieDefinition, Pricing, SiteSetting } from '@/payload-types'
import type { LeadFormAction } from '@/site/forms/state'

/** What a page's parts need to know besides their own content: who the HTML is cached for. */
export type PageContext = {
  locale: Locale
  /** The currency of this cached variant (see domain/site-routing). */
  currency: PriceCurrency
  /** The page's path without locale prefix, normalised: `/pricing`. */
  path: string
  /** Loaded only for pages that show prices. */
  pricing?: Pricing
  /** Loaded only for pages with a cookie table (the cookie policy), in the page's locale. */
  cookieDefinitions?: CookieDefinition[]
  /** Loaded only for pages with an open-positions block (careers), in the page's locale. */
  openPositions?: OpenPosition[]
  /** Loaded only for product pages rendered for product_solutions' variant, in the page's locale. */
  solutions?: PublishedSolution[]
  /** The online community templates, loaded only for pages with a template-gallery block. */
  templates?: readonly GalleryTemplate[]
  settings: SiteSetting
  /** The language an English page offers the visitor to switch to (their country's), if any. */
  languageSuggestion?: Locale
  /** Reports a page's invalid mini-site to the tracking store (the route's); without one it is only logged. */
  reportInvalidMiniSite?: InvalidMiniSiteReport
  /** A visitor the product knows (logged in or paying): their account instead of sign-up offers. */
  knownVisitor?: boolean
  /**
   * Reports a problem met while rendering (an unknown product's sign-up): the route hands in the
   * server's error reporter; without one, problems are only logged (see problemReporter).
   */
  report?: Reporter
  /** The product whose pages these are (a mini-site's): every sign-up link on them signs up for it. */
  product?: ProductId
  /**
   * The A/B variants this HTML is rendered for: test name → variant. Ask with `abVariant`
   * (src/domain/ab-assignment.ts); a test not listed shows its control.
   */
  ab?: Readonly<Record<string, string>>
  /** A staff preview of drafts (draft mode): each block is marked for click-to-edit. Never set for visitors. */
  preview?: boolean
  /** The server action lead forms post to without JavaScript; pages that embed a form get it. */
  leadFormAction?: LeadFormAction
}

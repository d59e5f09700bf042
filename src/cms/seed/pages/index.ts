import type { Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'
import type { Messages } from '@/i18n/messages-shape'
import type { LegalPageCopy } from '@/i18n/legal-page-copy'
import type { ProductPageCopy } from '@/i18n/product-page-copy'

import { productLayout, type LayoutBlock, type PageContext } from './build'
import { imprint } from './legal/imprint'
import { legalText } from './legal/legalText'
import { resourcePages } from './resources'

/** The product and use-case pages written in every translated language: their words, by path, from a language's texts. */
const PRODUCT_COPY: Record<string, (t: Messages) => ProductPageCopy> = {
  '/w/work-management': (t) => t.productPages.workManagement,
  '/crm': (t) => t.salesPages.crm,
  '/w/dev': (t) => t.productPages.dev,
  '/w/service': (t) => t.productPages.service,
  '/w/crm/campaigns': (t) => t.salesPages.emailCampaigns,
  '/use-cases/hr': (t) => t.useCasePages.hr,
  '/use-cases/team-management': (t) => t.useCasePages.teamManagement,
  '/use-cases/creative-agencies': (t) => t.useCasePages.creativeAgencies,
  '/use-cases/client-project-management': (t) => t.useCasePages.clientProjectManagement,
  '/use-cases/product-management': (t) => t.useCasePages.productManagement,
  '/use-cases/agile': (t) => t.useCasePages.agile,
  '/use-cases/production-management': (t) => t.useCasePages.productionManagement,
}

/** The paths of the product and use-case pages whose words every translated language has. */
export const TRANSLATED_PRODUCT_PAGES = Object.keys(PRODUCT_COPY)

/** A product or use-case page's words in `locale` (its title and summary included); `undefined` for any other page. */
export function productCopy(path: string, locale: Locale): ProductPageCopy | undefined {
  return PRODUCT_COPY[path]?.(messages(locale))
}

/** The legal pages written in every translated language: their words, by path, from a language's texts. */
const LEGAL_COPY: Record<string, (t: Messages) => LegalPageCopy> = {
  '/l/privacy-policy': (t) => t.legalPages.privacy,
  '/l/terms-of-service': (t) => t.legalPages.terms,
  '/accessibility-statement': (t) => t.legalPages.accessibility,
}

/** The paths of the legal pages whose words every translated language has. */
export const TRANSLATED_LEGAL_PAGES = Object.keys(LEGAL_COPY)

/** A legal page's words in `locale` (its title and summary included); `undefined` for any other page. */
export function legalCopy(path: string, locale: Locale): LegalPageCopy | undefined {
  return LEGAL_COPY[path]?.(messages(locale))
}

/** Pages that say what they are in one language only (the German imprint): no sales pitch under them. */
const TEXT_PAGES: Record<string, (brand: string) => LayoutBlock[]> = {
  '/l/impressum': imprint,
}

/**
 * A page's body after its hero (and its form, if it has one): a product or use-case page, a
 * legal text, or a list of entries; `undefined` for a page that still has the first-version
 * body. `closes` says whether the body ends with its own call to action.
 */
export function pageBody(path: string, context: PageContext, locale: Locale = 'en'): { blocks: LayoutBlock[]; closes: boolean } | undefined {
  const product = productCopy(path, locale)
  if (product) return { blocks: productLayout(product, context, locale), closes: true }
  const legal = legalCopy(path, locale)
  if (legal) return { blocks: legalText(legal, context.brand), closes: true }
  const text = TEXT_PAGES[path]
  if (text) return { blocks: text(context.brand), closes: true }
  const resources = resourcePages(context.brand)[path]
  if (resources) return { blocks: resources, closes: false }
  return undefined
}

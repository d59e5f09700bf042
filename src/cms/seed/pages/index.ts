import type { Locale } from '@/domain/locales'

import { type LegalPageCopy, type ProductPageCopy, type SeedCopy, seedCopy } from '../copy'
import { englishPages } from '../english-pages'
import { productLayout, type LayoutBlock, type PageContext } from './build'
import { docLayout } from './developers/doc-page'
import { infoLayout } from './info-page'
import { imprint } from './legal/imprint'
import { legalText } from './legal/legal-text'
import { resourcePages } from './resources'

const PRODUCT_COPY: Record<string, (t: SeedCopy) => ProductPageCopy> = {
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

export const TRANSLATED_PRODUCT_PAGES = Object.keys(PRODUCT_COPY)

export function productCopy(path: string, locale: Locale): ProductPageCopy | undefined {
  return PRODUCT_COPY[path]?.(seedCopy(locale))
}

const LEGAL_COPY: Record<string, (t: SeedCopy) => LegalPageCopy> = {
  '/l/privacy-policy': (t) => t.legalPages.privacy,
  '/l/terms-of-service': (t) => t.legalPages.terms,
  '/accessibility-statement': (t) => t.legalPages.accessibility,
}

export const TRANSLATED_LEGAL_PAGES = Object.keys(LEGAL_COPY)

export function legalCopy(path: string, locale: Locale): LegalPageCopy | undefined {
  return LEGAL_COPY[path]?.(seedCopy(locale))
}

/** Pages in one language only (the German imprint): no sales pitch under them. */
const TEXT_PAGES: Record<string, (brand: string) => LayoutBlock[]> = {
  '/l/impressum': imprint,
}

/** The legal texts, in every language or in one. */
export const LEGAL_PAGE_PATHS: readonly string[] = [...TRANSLATED_LEGAL_PAGES, ...Object.keys(TEXT_PAGES)]

/** `undefined` for a page that still has the first-version body; `closes` says whether it ends with its own call to action. */
export function pageBody(path: string, context: PageContext, locale: Locale = 'en'): { blocks: LayoutBlock[]; closes: boolean } | undefined {
  const product = productCopy(path, locale)
  if (product) return { blocks: productLayout(product, context, locale), closes: true }
  const legal = legalCopy(path, locale)
  if (legal) return { blocks: legalText(legal, context.brand), closes: true }
  const text = TEXT_PAGES[path]
  if (text) return { blocks: text(context.brand), closes: true }
  const english = englishPages()
  const key = (written: string) => written.replaceAll('{slug}', context.slug)
  // The documentation ends with its next steps: no sales pitch under it.
  const doc = Object.entries(english.docs).find(([written]) => key(written) === path)?.[1]
  if (doc) return { blocks: docLayout(doc, { name: context.brand, slug: context.slug }), closes: true }
  const info = Object.entries(english.info).find(([written]) => key(written) === path)?.[1]
  if (info) return { blocks: infoLayout(info, context), closes: false }
  const resources = resourcePages(context.brand)[path]
  if (resources) return { blocks: resources, closes: false }
  return undefined
}

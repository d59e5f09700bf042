import { productLayout, type LayoutBlock, type PageContext, type ProductPageContent } from './build'
import { accessibilityStatement } from './legal/accessibility'
import { imprint } from './legal/imprint'
import { privacyPolicy } from './legal/privacy'
import { termsOfService } from './legal/terms'
import { crm } from './products/crm'
import { dev } from './products/dev'
import { emailCampaigns } from './products/emailCampaigns'
import { service } from './products/service'
import { workManagement } from './products/workManagement'
import { resourcePages } from './resources'
import { deliveryUseCases } from './use-cases/delivery'
import { teamUseCases } from './use-cases/teams'

const PRODUCT_PAGES: Record<string, ProductPageContent> = {
  '/w/work-management': workManagement,
  '/crm': crm,
  '/w/dev': dev,
  '/w/service': service,
  '/w/crm/campaigns': emailCampaigns,
  ...teamUseCases,
  ...deliveryUseCases,
}

/** Pages that say what they are (legal texts): no sales pitch under them. */
const TEXT_PAGES: Record<string, (brand: string) => LayoutBlock[]> = {
  '/l/privacy-policy': privacyPolicy,
  '/l/terms-of-service': termsOfService,
  '/accessibility-statement': accessibilityStatement,
  '/l/impressum': imprint,
}

/**
 * A page's body after its hero (and its form, if it has one): a product or use-case page, a
 * legal text, or a list of entries; `undefined` for a page that still has the first-version
 * body. `closes` says whether the body ends with its own call to action.
 */
export function pageBody(path: string, context: PageContext): { blocks: LayoutBlock[]; closes: boolean } | undefined {
  const product = PRODUCT_PAGES[path]
  if (product) return { blocks: productLayout(product, context), closes: true }
  const text = TEXT_PAGES[path]
  if (text) return { blocks: text(context.brand), closes: true }
  const resources = resourcePages(context.brand)[path]
  if (resources) return { blocks: resources, closes: false }
  return undefined
}

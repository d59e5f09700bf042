import { formatPrice } from '@/domain/currency'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { languageEntry } from '@/domain/locales'
import { lowestPaidPrice } from '@/domain/pricing'
import type { ProductId } from '@/domain/products'
import type { PageContext } from '@/site/pages/pageContext'

import { priceFromText } from './variants'

/**
 * "From $10 per user / month": the lowest price a product's plans are sold for, from the
 * Pricing global (which the page route loads for pages with product cards). The wording is
 * homepage_price_per_seat's: per user in control, per seat in its variant. Rendered on the
 * server like the rest of the card; nothing when the product has no public price.
 */
export function PriceFrom({ product, context, className }: { product: ProductId; context: PageContext; className?: string }) {
  const plans = context.pricing?.products?.find((entry) => entry.product === product)?.plans
  const lowest = plans ? lowestPaidPrice(plans, context.currency) : undefined
  if (!lowest) return null
  const text = interfaceText(context.locale)
  const price = formatPrice(lowest.amount, lowest.currency, languageEntry(context.locale).htmlLang)
  return <p className={className}>{formatText(priceFromText(text, context.ab), { price })}</p>
}

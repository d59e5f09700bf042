import { formatPrice } from '@/domain/pricing/currency'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { languageEntry } from '@/domain/locales'
import { lowestPaidPrice } from '@/domain/pricing/pricing'
import type { ProductId } from '@/domain/products'
import type { PageContext } from '@/site/pages/page-context'

import { priceFromText } from './variants'

/** homepage_price_per_seat: per user in control, per seat in its variant. */
export function PriceFrom({ product, context, className }: { product: ProductId; context: PageContext; className?: string }) {
  const plans = context.pricing?.products?.find((entry) => entry.product === product)?.plans
  const lowest = plans ? lowestPaidPrice(plans, context.currency) : undefined
  if (!lowest) return null
  const text = interfaceText(context.locale)
  const price = formatPrice(lowest.amount, lowest.currency, languageEntry(context.locale).htmlLang)
  return <p className={className}>{formatText(priceFromText(text, context.ab), { price })}</p>
}

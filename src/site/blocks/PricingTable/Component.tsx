import { PRODUCTS } from '@/domain/products'
import type { PricingTableBlock } from '@/payload-types'

/**
 * Where a product's plans go. The plans come from the Pricing global and are not drawn here
 * yet; the product and billing period ride along as data attributes for that step.
 */
export function PricingTableSection({ block }: { block: PricingTableBlock }) {
  return (
    <section className="block block-pricing-table" data-product={block.product} data-billing={block.billing}>
      <div className="block__inner">
        <header className="block__header">
          <h2 className="block__heading">{block.heading}</h2>
          <p className="block__intro">Plans and prices for {PRODUCTS[block.product].displayName}</p>
        </header>
      </div>
    </section>
  )
}

import { signUpUrl } from '@/domain/auth-links'
import { formatText, interfaceText } from '@/domain/interface-text'
import { languageEntry } from '@/domain/locales'
import { localizeHref } from '@/domain/paths'
import { announcedCurrency, planOffer, tableYearlySavingPercent } from '@/domain/pricing'
import type { PricingTableBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'

import { PlanCard } from './PlanCard'

/** Where a plan without a public price sends the visitor; `from` tells sales which page it was. */
const CONTACT_SALES_PATH = '/sales/contact-us?from=pricing'

/** A link to a product that is not known cannot reach this block (the field is a select); still, say so. */
const reportToServerLog = (message: string) => console.error(message)

/**
 * A product's plans from the Pricing global, priced in the page's currency. Both billing
 * periods are in the HTML; two radio buttons before the plan list switch between them with
 * CSS alone (see blocks.css), so the switch works without JavaScript and from the keyboard.
 */
export function PricingTableSection({ block, context }: { block: PricingTableBlock; context: PageContext }) {
  const plans = context.pricing?.products?.find((entry) => entry.product === block.product)?.plans ?? []
  if (plans.length === 0) return null

  const text = interfaceText(context.locale)
  const priced = plans.map((plan) => ({ plan, offer: planOffer(plan, context.currency) }))
  const offers = priced.map(({ offer }) => offer)
  const tableCurrency = announcedCurrency(offers, context.currency)
  const saving = tableYearlySavingPercent(offers)
  const hasPrices = offers.some((offer) => offer.kind === 'priced')
  // Payload gives every block an id; the product is unique enough for hand-made data.
  const id = `pricing-${block.id ?? block.product}`
  const signUpHref = signUpUrl(context.settings.hosts.auth, block.product, reportToServerLog)
  const contactSalesHref = localizeHref(CONTACT_SALES_PATH, context.locale)

  return (
    <section className="block block-pricing-table" aria-labelledby={`${id}-heading`} data-product={block.product}>
      <div className="block__inner pricing-table">
        <header className="block__header">
          <h2 className="block__heading" id={`${id}-heading`}>
            {block.heading}
          </h2>
        </header>
        {hasPrices ? (
          <>
            <input
              className="pricing-table__choice pricing-table__choice--monthly"
              type="radio"
              name={id}
              id={`${id}-monthly`}
              value="monthly"
              defaultChecked={block.billing !== 'yearly'}
            />
            <input
              className="pricing-table__choice pricing-table__choice--yearly"
              type="radio"
              name={id}
              id={`${id}-yearly`}
              value="yearly"
              defaultChecked={block.billing === 'yearly'}
            />
          </>
        ) : null}
        <div className="pricing-table__controls">
          {hasPrices ? (
            <div className="pricing-table__switch">
              <label className="pricing-table__option pricing-table__option--monthly" htmlFor={`${id}-monthly`}>
                {text.pricingMonthly}
              </label>
              <label className="pricing-table__option pricing-table__option--yearly" htmlFor={`${id}-yearly`}>
                {text.pricingYearly}
                {saving > 0 ? <span className="pricing-table__saving">{formatText(text.pricingSave, { percent: saving })}</span> : null}
              </label>
            </div>
          ) : null}
          {hasPrices ? <p className="pricing-table__currency">{formatText(text.pricingPricesIn, { currency: tableCurrency })}</p> : null}
        </div>
        <ul className="pricing-table__plans">
          {priced.map(({ plan, offer }) => (
            <PlanCard
              key={plan.id ?? plan.tier}
              plan={plan}
              offer={offer}
              tableCurrency={tableCurrency}
              text={text}
              languageTag={languageEntry(context.locale).htmlLang}
              signUpHref={signUpHref}
              contactSalesHref={contactSalesHref}
            />
          ))}
        </ul>
      </div>
    </section>
  )
}

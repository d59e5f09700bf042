import { formatPrice, type PriceCurrency } from '@/domain/pricing/currency'
import { type InterfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { type PlanAction, type PlanOffer, seatRange } from '@/domain/pricing/pricing'
import type { Pricing } from '@/payload-types'
import { GetQuoteButton } from './islands'
import { SIGN_UP_CONVERSION } from '@/site/ab/sign-up'

export type Plan = NonNullable<NonNullable<NonNullable<Pricing['products']>[number]['plans']>[number]>

type Props = {
  plan: Plan
  offer: PlanOffer
  tableCurrency: PriceCurrency
  text: InterfaceText
  languageTag: string
  action: PlanAction
}

function PlanButton({ plan, action, text }: { plan: Plan; action: PlanAction; text: InterfaceText }) {
  switch (action.kind) {
    case 'signUp':
      return (
        <a
          className={`block-link block-link--${plan.highlighted ? 'primary' : 'secondary'} pricing-plan__action`}
          href={action.href}
          data-ab-conversion={SIGN_UP_CONVERSION}
        >
          {action.startFree ? text.pricingStartFreeNoLimit : formatText(text.pricingChoosePlan, { plan: plan.name })}
        </a>
      )
    case 'contactSales':
      return action.enterprise ? (
        <a className="block-link block-link--primary pricing-plan__action" href={action.path}>
          {text.pricingTalkToSales}
        </a>
      ) : (
        <a className="block-link block-link--secondary pricing-plan__action" href={action.path}>
          {text.pricingContactSales}
        </a>
      )
    case 'getQuote':
      return (
        <GetQuoteButton
          className="block-link block-link--secondary pricing-plan__action"
          href={action.path}
          quoteHref={action.quotePath}
          text={{
            button: text.pricingGetQuote,
            title: formatText(text.pricingQuoteTitle, { plan: plan.name }),
            body: text.pricingQuoteBody,
            request: text.pricingQuoteRequest,
            close: text.pricingDialogClose,
          }}
        />
      )
  }
}

function PeriodPrice({
  period,
  amount,
  offer,
  text,
  languageTag,
}: {
  period: 'monthly' | 'yearly'
  amount: number
  offer: Extract<PlanOffer, { kind: 'priced' }>
  text: InterfaceText
  languageTag: string
}) {
  const saving = period === 'yearly' ? offer.yearlySavingPercent : 0
  return (
    <div className={`pricing-plan__period pricing-plan__period--${period}`}>
      <p className="pricing-plan__amount">
        <span className="pricing-plan__figure">{formatPrice(amount, offer.currency, languageTag)}</span>{' '}
        <span className="pricing-plan__unit">{text.pricingPerSeatMonth}</span>
      </p>
      <p className="pricing-plan__billing">
        {period === 'yearly' ? text.pricingBilledYearly : text.pricingBilledMonthly}
        {saving > 0 ? <span className="pricing-plan__saving">{formatText(text.pricingSave, { percent: saving })}</span> : null}
      </p>
    </div>
  )
}

export function PlanCard({ plan, offer, tableCurrency, text, languageTag, action }: Props) {
  const seats = seatRange(plan.minSeats, plan.maxSeats)
  const features = plan.features ?? []
  return (
    <li className={`pricing-plan${plan.highlighted ? ' pricing-plan--highlighted' : ''}`}>
      {plan.highlighted ? <p className="pricing-plan__badge">{text.pricingMostPopular}</p> : null}
      <h3 className="pricing-plan__name">{plan.name}</h3>
      {plan.description ? <p className="pricing-plan__description">{plan.description}</p> : null}
      <div className="pricing-plan__price">
        {offer.kind === 'priced' ? (
          <>
            <PeriodPrice period="monthly" amount={offer.monthlyPerSeat} offer={offer} text={text} languageTag={languageTag} />
            <PeriodPrice period="yearly" amount={offer.yearlyPerSeat} offer={offer} text={text} languageTag={languageTag} />
            {offer.currency !== tableCurrency ? (
              <p className="pricing-plan__currency">{formatText(text.pricingPricesIn, { currency: offer.currency })}</p>
            ) : null}
          </>
        ) : offer.kind === 'free' ? (
          <p className="pricing-plan__amount">
            <span className="pricing-plan__figure">{text.pricingFree}</span>
          </p>
        ) : (
          // No public price: the figure says so, and the button below leads to sales.
          <p className="pricing-plan__amount">
            <span className="pricing-plan__figure">{text.pricingCustomPricing}</span>
          </p>
        )}
      </div>
      <p className="pricing-plan__seats">
        {seats.max === undefined ? formatText(text.pricingSeatsFrom, { min: seats.min }) : formatText(text.pricingSeats, { min: seats.min, max: seats.max })}
      </p>
      <PlanButton plan={plan} action={action} text={text} />
      {features.length > 0 ? (
        <>
          <p className="pricing-plan__includes">{text.pricingIncludes}</p>
          <ul className="pricing-plan__features">
            {features.map((feature) => (
              <li key={feature.id ?? feature.text}>{feature.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  )
}

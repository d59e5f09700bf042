import { signUpUrl } from '@/domain/auth-links'
import { type InterfaceText, interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { languageEntry } from '@/domain/locales'
import { localizeHref } from '@/domain/routing/paths'
import {
  announcedCurrency,
  freeTierLine,
  offersFreeForever,
  type PlanAction,
  planAction,
  planOffer,
  pricingTablePlans,
  tableYearlySavingPercent,
} from '@/domain/pricing/pricing'
import type { PricingTableBlock } from '@/payload-types'
import { DeferredExitSurvey } from '@/site/ab/pricing/DeferredExitSurvey'
import type { ExitSurveyTexts } from '@/site/ab/pricing/ExitSurvey'
import { crmNewPlanNames, pricingVariants } from '@/site/ab/pricing/variants'
import { SIGN_UP_CONVERSION, signUpLinkProps } from '@/site/ab/sign-up'
import type { PageContext } from '@/site/pages/page-context'
import { BlockHeader } from '@/site/components/BlockHeader'

import { ComparisonTable } from './islands'
import { comparisonGroups } from './comparison-rows'
import { PlanCard } from './PlanCard'

const reportToServerLog = (message: string) => console.error(message)

function forPage(action: PlanAction, context: PageContext): PlanAction {
  switch (action.kind) {
    case 'signUp':
      return { ...action, href: signUpLinkProps(action.href, context.ab).href }
    case 'contactSales':
      return { ...action, path: localizeHref(action.path, context.locale) }
    case 'getQuote':
      return { ...action, path: localizeHref(action.path, context.locale), quotePath: localizeHref(action.quotePath, context.locale) }
  }
}

const exitSurveyTexts = (text: InterfaceText): ExitSurveyTexts => ({
  title: text.exitSurveyTitle,
  intro: text.exitSurveyIntro,
  close: text.pricingDialogClose,
  answers: {
    price: text.exitSurveyPrice,
    missing_feature: text.exitSurveyMissingFeature,
    just_browsing: text.exitSurveyJustBrowsing,
    need_team: text.exitSurveyNeedTeam,
  },
})

/**
 * The pricing A/B variants are applied on the server (src/domain/pricing/pricing.ts): the HTML is
 * cached per combination, so a visitor never sees one table turn into another.
 */
export function PricingTableSection({ block, context }: { block: PricingTableBlock; context: PageContext }) {
  const product = context.pricing?.products?.find((entry) => entry.product === block.product)
  const stored = product?.plans ?? []
  const text = interfaceText(context.locale)
  const variants = pricingVariants(context.ab)
  const plans = pricingTablePlans(stored, block.product, variants.table, crmNewPlanNames(text))
  if (plans.length === 0) return null

  const priced = plans.map((plan) => ({ plan, offer: planOffer(plan, context.currency) }))
  const offers = priced.map(({ offer }) => offer)
  const tableCurrency = announcedCurrency(offers, context.currency)
  const saving = tableYearlySavingPercent(offers)
  const hasPrices = offers.some((offer) => offer.kind === 'priced')
  const id = `pricing-${block.id ?? block.product}`
  const signUpHref = signUpUrl(context.settings.hosts.auth, block.product, reportToServerLog)
  const actionFor = (plan: { tier: (typeof plans)[number]['tier'] }, offer: (typeof offers)[number]) => {
    const action = forPage(planAction(plan, offer, signUpHref, variants.buttons), context)
    return action.kind === 'signUp' && offersFreeForever(plan, variants.table.freeTier) ? { ...action, startFree: true } : action
  }
  // free_tier_2022 `b`: the free plan as a line under the cards instead of a card.
  const freeLine = freeTierLine(stored, variants.table.freeTier)
  const freeLineAction = freeLine ? actionFor({ tier: 'free' }, { kind: 'free' }) : undefined
  // Decided here, so a product without one loads no table code.
  const comparison = comparisonGroups(
    product?.comparison ?? [],
    plans.map((plan) => plan.tier),
  )

  return (
    <section className="block block-pricing-table" aria-labelledby={`${id}-heading`} data-product={block.product}>
      <div className="block__inner pricing-table">
        <BlockHeader heading={block.heading} id={`${id}-heading`} />
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
              action={actionFor(plan, offer)}
            />
          ))}
        </ul>
        {freeLine && freeLineAction?.kind === 'signUp' ? (
          <p className="pricing-table__free">
            <a className="pricing-table__free-link" href={freeLineAction.href} data-ab-conversion={SIGN_UP_CONVERSION}>
              {freeLine.maxSeats === undefined ? text.pricingStartFreeNoLimit : formatText(text.pricingStartFree, { seats: freeLine.maxSeats })}
            </a>
          </p>
        ) : null}
        {comparison.length > 0 ? (
          <ComparisonTable
            id={id}
            caption={formatText(text.pricingCompareCaption, { product: block.heading })}
            columns={plans.map((plan) => plan.name)}
            groups={comparison}
            labels={{ feature: text.pricingFeature, included: text.pricingIncluded, notIncluded: text.pricingNotIncluded }}
          />
        ) : null}
        {variants.exitSurvey ? <DeferredExitSurvey text={exitSurveyTexts(text)} /> : null}
      </div>
    </section>
  )
}

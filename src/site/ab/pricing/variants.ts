import { abVariant } from '@/domain/ab/assignment'
import type { CrmNewPlanTier, PlanButtonVariants, PricingTableVariants } from '@/domain/pricing/pricing'
import type { InterfaceText } from '@/i18n/interface-text'

type Shown = Readonly<Record<string, string>> | undefined

/** Read on the server, so each combination is its own cached page and nothing swaps in the browser. */
export function pricingVariants(shown: Shown): { table: PricingTableVariants; buttons: PlanButtonVariants; exitSurvey: boolean } {
  return {
    table: {
      freeTier: abVariant(shown, 'freeTier2022'),
      hideBasic: abVariant(shown, 'hideBasicTier') === 'no_basic',
      crmNew: abVariant(shown, 'crmPricingNew') === 'new_pricing',
      crmNoBasic: abVariant(shown, 'crmPricingNoBasic') === 'no_basic',
      crmIncrease: abVariant(shown, 'crmPricingIncrease') === 'increased',
    },
    buttons: {
      skipPlanStep: abVariant(shown, 'pricingSkipSignupStep') === 'skip_step',
      enterpriseContactSales: abVariant(shown, 'enterpriseContactSales') === 'contact_sales',
      getQuote: abVariant(shown, 'getQuoteTextAndModal') === 'quote_modal',
    },
    exitSurvey: abVariant(shown, 'exitPopupSurvey') === 'survey',
  }
}

export function crmNewPlanNames(text: InterfaceText): Record<CrmNewPlanTier, string> {
  return { basic: text.pricingCrmPlanEssential, standard: text.pricingCrmPlanAdvanced, pro: text.pricingCrmPlanPremium }
}

export function priceFromText(text: InterfaceText, shown: Shown): string {
  return abVariant(shown, 'homepagePricePerSeat') === 'per_seat' ? text.homePriceFromPerSeat : text.homePriceFromPerUser
}

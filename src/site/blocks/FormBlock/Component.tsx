import { abVariant } from '@/domain/ab/assignment'
import { contactCountryOptions } from '@/domain/forms/countries'
import { formText, offeredProductOptions } from '@/i18n/form-text'
import { localizeHref } from '@/domain/routing/paths'
import { REGIONAL_FORM_COUNTRIES, type RegionalFormRegion } from '@/domain/forms/sales-regions'
import type { FormBlock } from '@/payload-types'
import { DeferredLeadForm } from '@/site/forms/DeferredLeadForm'
import type { PageContext } from '@/site/pages/page-context'
import { BlockHeader } from '@/site/components/BlockHeader'

const FORM_PATHS = {
  contactSales: '/sales/contact-us',
  support: '/helpcenter/contact-support',
  crm: '/crm',
} as const satisfies Record<FormBlock['form'], string>

const PRIVACY_POLICY_PATH = '/l/privacy-policy'

export function FormSection({ block, context }: { block: FormBlock; context: PageContext }) {
  // A page rendered without the action (a preview, say) shows the button instead of a dead form.
  const embedded = block.display === 'form' && context.leadFormAction !== undefined
  return (
    <section className="block block-form" id={embedded ? 'form' : undefined}>
      <div className="block__inner block-form__inner">
        <BlockHeader heading={block.heading} intro={block.intro} />
        {embedded ? (
          <LeadFormOnPage block={block} context={context} />
        ) : (
          <div className="block-actions">
            <a href={localizeHref(FORM_PATHS[block.form], context.locale)} className="block-link block-link--primary">
              {block.linkText}
            </a>
          </div>
        )}
      </div>
    </section>
  )
}

/** contact_sales_form_emea and _anz, shown only to visitors of that region. */
function regionalForm(block: FormBlock, context: PageContext): RegionalFormRegion | undefined {
  if (block.form !== 'contactSales') return undefined
  if (abVariant(context.ab, 'contactSalesFormEmea') === 'regional_form') return 'emea'
  if (abVariant(context.ab, 'contactSalesFormAnz') === 'regional_form') return 'anz'
  return undefined
}

const REGIONAL_TEAM_TEXT = { emea: 'regionalTeamEmea', anz: 'regionalTeamAnz' } as const

function LeadFormOnPage({ block, context }: { block: FormBlock; context: PageContext }) {
  const text = formText(context.locale)
  const region = regionalForm(block, context)
  return (
    <>
      {region ? <p className="lead-form__region">{text[REGIONAL_TEAM_TEXT[region]]}</p> : null}
      <DeferredLeadForm
        form={block.form}
        locale={context.locale}
        page={context.path}
        text={text}
        countries={contactCountryOptions(context.locale, region ? REGIONAL_FORM_COUNTRIES[region] : undefined)}
        products={offeredProductOptions(text)}
        privacyHref={localizeHref(PRIVACY_POLICY_PATH, context.locale)}
        action={context.leadFormAction!}
        permalink={localizeHref(context.path, context.locale)}
      />
    </>
  )
}

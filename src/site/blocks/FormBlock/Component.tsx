import { localizeHref } from '@/domain/paths'
import type { FormBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'

/** The page each form lives on. */
const FORM_PATHS = {
  contactSales: '/sales/contact-us',
  support: '/helpcenter/contact-support',
  crm: '/crm',
} as const satisfies Record<FormBlock['form'], string>

/** An invitation to one of the site's forms, leading to the page that holds it. */
export function FormSection({ block, context }: { block: FormBlock; context: PageContext }) {
  return (
    <section className="block block-form">
      <div className="block__inner block-form__inner">
        <header className="block__header">
          <h2 className="block__heading">{block.heading}</h2>
          {block.intro ? <p className="block__intro">{block.intro}</p> : null}
        </header>
        <div className="block-actions">
          <a href={localizeHref(FORM_PATHS[block.form], context.locale)} className="block-link block-link--primary">
            {block.linkText}
          </a>
        </div>
      </div>
    </section>
  )
}

import { productSignupUrl, SIGNUP_DROPDOWN_PRODUCTS } from '@/domain/products'
import { formText, PRODUCT_INTEREST_TEXT } from '@/i18n/form-text'
import { interfaceText } from '@/i18n/interface-text'
import { SignUpLink } from '@/site/ab/SignUpLink'
import type { PageContext } from '@/site/pages/pageContext'
import { problemReporter } from '@/site/pages/problemReporter'

/**
 * The sign-up dropdown (SPEC §3): beside the header's sign-up button on pages that belong to no
 * product, the products a visitor can open an account for straight away. A <details> element,
 * so it opens with a click, a tap or the keyboard and needs no script; each link counts as a
 * sign-up conversion like the button.
 */
export function SignUpMenu({ context }: { context: Pick<PageContext, 'ab' | 'locale' | 'settings' | 'report'> }) {
  const text = interfaceText(context.locale)
  const names = formText(context.locale)
  const report = problemReporter(context)
  return (
    <details className="signup-menu">
      <summary aria-label={text.signUpChooseProduct} title={text.signUpChooseProduct}>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="signup-menu__list">
        {SIGNUP_DROPDOWN_PRODUCTS.map((product) => (
          <li key={product}>
            <SignUpLink url={productSignupUrl(product, context.settings.hosts.auth, report)} ab={context.ab}>
              {names[PRODUCT_INTEREST_TEXT[product]]}
            </SignUpLink>
          </li>
        ))}
      </ul>
    </details>
  )
}

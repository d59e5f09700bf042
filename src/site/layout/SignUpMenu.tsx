import { verifyEmailUrl } from '@/domain/auth-links'
import { productSignupUrl, SIGNUP_DROPDOWN_PRODUCTS } from '@/domain/products'
import { formText, PRODUCT_INTEREST_TEXT } from '@/i18n/form-text'
import { interfaceText } from '@/i18n/interface-text'
import { SignUpLink } from '@/site/ab/SignUpLink'
import type { PageContext } from '@/site/pages/page-context'
import { problemReporter } from '@/site/pages/problem-reporter'

/** SPEC §3, and the auth host's verify_email page. A <details> element, so it needs no script. */
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
        {/* Where a prospect who signed up comes back: the auth host's page sends the confirmation again. */}
        <li className="signup-menu__verify">
          <a href={verifyEmailUrl(context.settings.hosts.auth)}>{text.signUpConfirmEmail}</a>
        </li>
      </ul>
    </details>
  )
}

import { abVariant } from '@/domain/ab/assignment'
import { signUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import type { PageContext } from '@/site/pages/page-context'
import { problemReporter } from '@/site/pages/problem-reporter'

import { SignUpLink } from './SignUpLink'
import { signUpButtonText } from './sign-up'

import './ab.css'

/** Laid out by CSS alone (ab.css); wide screens use display: none, so no screen reader finds it. */
export function StickySignUp({ context }: { context: Pick<PageContext, 'ab' | 'locale' | 'settings' | 'product' | 'knownVisitor' | 'report'> }) {
  if (context.knownVisitor) return null
  if (abVariant(context.ab, 'mobileStickySignup') !== 'sticky') return null
  const text = interfaceText(context.locale)
  return (
    <aside className="sticky-signup" aria-label={text.stickySignUpLabel}>
      <div className="sticky-signup__bar">
        <p className="sticky-signup__text">{text.stickySignUpText}</p>
        <SignUpLink
          url={signUpUrl(context.settings.hosts.auth, context.product, problemReporter(context))}
          ab={context.ab}
          className="block-link block-link--primary sticky-signup__button"
        >
          {signUpButtonText(text, context.ab)}
        </SignUpLink>
      </div>
    </aside>
  )
}

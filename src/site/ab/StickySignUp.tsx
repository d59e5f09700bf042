import { abVariant } from '@/domain/ab-assignment'
import { signUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import type { PageContext } from '@/site/pages/pageContext'
import { problemReporter } from '@/site/pages/problemReporter'

import { SignUpLink } from './SignUpLink'
import { signUpButtonText } from './signUp'

import './ab.css'

/**
 * mobile_sticky_signup's variant: on small screens a sign-up bar stays at the bottom of the
 * screen. Server-rendered and laid out by CSS alone (sticky at the end of the page, see ab.css):
 * it covers nothing when scrolled to the bottom and nothing moves when it appears; wide screens
 * do not show it at all (display: none, so no screen reader finds it).
 */
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

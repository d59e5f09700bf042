import { abVariant } from '@/domain/ab/assignment'
import { googleSignUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import type { PageContext } from '@/site/pages/page-context'
import { problemReporter } from '@/site/pages/problem-reporter'

import { SignUpLink } from './SignUpLink'

import './ab.css'

/**
 * Google's One Tap script is not loaded: it needs accounts.google.com in the CSP, relies on
 * third-party cookies, and would talk to Google before consent on a page cached for everyone.
 */
export function OneTapGoogleSignUp({ context }: { context: Pick<PageContext, 'ab' | 'locale' | 'path' | 'settings' | 'knownVisitor' | 'product' | 'report'> }) {
  if (context.knownVisitor) return null
  if (abVariant(context.ab, 'crmOneTapGoogleSignup') !== 'one_tap') return null
  const text = interfaceText(context.locale)
  // The test runs on the CRM pages: the account opened is a CRM account.
  const url = googleSignUpUrl(context.settings.hosts.auth, { value: context.product ?? 'crm', report: problemReporter(context) })
  return (
    <section className="one-tap" aria-labelledby="one-tap-title">
      <div className="one-tap__card">
        <span className="one-tap__mark" aria-hidden="true">
          G
        </span>
        <div className="one-tap__text">
          <p className="one-tap__title" id="one-tap-title">
            {text.oneTapTitle}
          </p>
          <p className="one-tap__body">{text.oneTapBody}</p>
        </div>
        <SignUpLink url={url} ab={context.ab} className="one-tap__button">
          {text.continueWithGoogle}
        </SignUpLink>
      </div>
    </section>
  )
}

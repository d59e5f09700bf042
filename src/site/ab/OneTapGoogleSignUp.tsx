import { abVariant } from '@/domain/ab-assignment'
import { googleSignUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import type { PageContext } from '@/site/pages/pageContext'

import { SignUpLink } from './SignUpLink'

import './ab.css'

/**
 * crm_one_tap_google_signup's variant on the CRM page: a card in the manner of Google's One Tap
 * prompt whose button opens an account with Google on the auth host (its Google OAuth sign-up),
 * counted as a sign-up conversion. Google's own One Tap script is not loaded: it would need
 * accounts.google.com in the pages' Content-Security-Policy (scripts and frames), it relies on
 * third-party cookies that browsers block more and more, and it would set Google's cookies and
 * talk to Google before the visitor consents, on a page cached for everyone. The card is plain
 * server-rendered HTML, so the variant shows without a swap and works without JavaScript.
 */
export function OneTapGoogleSignUp({ context }: { context: Pick<PageContext, 'ab' | 'locale' | 'path' | 'settings' | 'knownVisitor'> }) {
  if (context.knownVisitor) return null
  if (abVariant(context.ab, 'crmOneTapGoogleSignup') !== 'one_tap') return null
  const text = interfaceText(context.locale)
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
        <SignUpLink url={googleSignUpUrl(context.settings.hosts.auth)} ab={context.ab} className="one-tap__button">
          {text.continueWithGoogle}
        </SignUpLink>
      </div>
    </section>
  )
}

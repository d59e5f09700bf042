import { abVariant } from '@/domain/ab/assignment'
import { loginUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import { pathFor } from '@/domain/routing/paths'
import type { PageContext } from '@/site/pages/page-context'

import './ab.css'

export const PRICING_PATH = '/pricing'

/** The proxy assigns only returning visitors; the HTML is the same for all of them. */
export function WelcomeBack({ context }: { context: Pick<PageContext, 'ab' | 'locale' | 'path' | 'settings' | 'knownVisitor'> }) {
  if (context.knownVisitor) return null
  if (abVariant(context.ab, 'welcomeBackPage') !== 'welcome_back') return null
  const text = interfaceText(context.locale)
  return (
    <section className="welcome-back" aria-labelledby="welcome-back-title">
      <div className="welcome-back__inner">
        <div className="welcome-back__text">
          <p className="welcome-back__title" id="welcome-back-title">
            {text.welcomeBackTitle}
          </p>
          <p className="welcome-back__body">{text.welcomeBackBody}</p>
        </div>
        <div className="welcome-back__actions">
          <a className="block-link block-link--primary" href={loginUrl(context.settings.hosts.auth)}>
            {text.logIn}
          </a>
          <a className="block-link block-link--secondary" href={pathFor({ path: PRICING_PATH }, context.locale)}>
            {text.welcomeBackPricing}
          </a>
        </div>
      </div>
    </section>
  )
}

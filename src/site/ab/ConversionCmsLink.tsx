import type { ComponentProps } from 'react'

import { accountUrl, isSignUpUrl, signUpUrlForProduct } from '@/domain/auth-links'
import { interfaceText, sharedButton } from '@/i18n/interface-text'
import { CmsLink } from '@/site/components/CmsLink'
import type { PageContext } from '@/site/pages/page-context'

import { SignUpLink } from './SignUpLink'

type Props = ComponentProps<typeof CmsLink> & { context: Pick<PageContext, 'ab' | 'settings' | 'product' | 'knownVisitor' | 'locale'> }

/** A sign-up link becomes a `SignUpLink`, counted as the A/B tests' conversion; any other stays a `CmsLink`. */
export function ConversionCmsLink({ context, ...props }: Props) {
  const { link, appearance = 'primary', className } = props
  if (!link?.url || !link.text || !isSignUpUrl(link.url, context.settings.hosts.auth)) return <CmsLink {...props} />
  const classes = [appearance === 'plain' ? undefined : `block-link block-link--${appearance}`, className].filter(Boolean).join(' ') || undefined
  if (context.knownVisitor) {
    return (
      <a href={accountUrl(context.settings.hosts.auth)} className={classes}>
        {interfaceText(context.locale).goToMyAccount}
      </a>
    )
  }
  const { text, lang } = sharedButton(context.locale, link.text)
  return (
    <SignUpLink
      url={signUpUrlForProduct(link.url, context.settings.hosts.auth, context.product)}
      ab={context.ab}
      className={classes}
      newTab={link.newTab}
      lang={lang}
    >
      {text}
    </SignUpLink>
  )
}

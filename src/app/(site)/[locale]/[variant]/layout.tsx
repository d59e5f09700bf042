import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { CONSENT_ATTRIBUTES, COOKIE_POLICY_PATH, DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent/consent'
import {
  COOKIE_DEFINITIONS_ELEMENT_ID,
  embeddableDefinitions,
  settableDefinitions,
  UNAPPROVED_COOKIES_ATTRIBUTE,
  unapprovedCookiePolicyOrDefault,
} from '@/domain/consent/cookie-policy'
import { interfaceText } from '@/i18n/interface-text'
import { languageEntry, localeOrDefault } from '@/domain/locales'
import { localizeHref, pathFor } from '@/domain/routing/paths'
import { consentRegionOf, readVariantSegment } from '@/domain/routing/site-routing'
import { env } from '@/infrastructure/env'
import { ConsentBootstrap } from '@/site/consent/ConsentBootstrap'
import { ConsentManager } from '@/site/consent/ConsentManager'
import { consentTexts } from '@/site/consent/texts'
import { SiteTextProvider } from '@/site/i18n/SiteText'
import { TrackerBoot } from '@/site/tracking/TrackerBoot'
import { AB_VARIANTS_ATTRIBUTE, formatShownVariants } from '@/analytics/ab/experiments'
import { trackerConfig } from '@/analytics/tracker/config'
import { abVariantsOfRenderVariant } from '@/domain/ab/assignment'
import { experimentsFor } from './experiments'
import '@/site/styles/global.css'
import '@/site/styles/typography.css'
import { typefaceClassName } from '@/site/styles/typeface'

import { cachedCookieDefinitions, cachedSiteChrome } from '@/server/content/published'

type Props = { children: ReactNode; params: Promise<{ locale: string; variant: string }> }

const { brand, serverUrl } = env()

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl),
  title: { default: brand.name, template: `%s · ${brand.name}` },
  icons: { icon: { url: '/nhp/favicon.svg', type: 'image/svg+xml' } },
}

/** The head starts with the consent bootstrap, which reads the region and policy version from <html>. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale: localeParam, variant } = await params
  const locale = localeOrDefault(localeParam)
  const language = languageEntry(locale)
  const text = interfaceText(locale)
  const renderVariant = readVariantSegment(variant)?.variant ?? {}
  const region = consentRegionOf(renderVariant)
  const abShown = formatShownVariants(abVariantsOfRenderVariant(renderVariant, await experimentsFor(variant)) ?? {})
  const [{ settings }, cookieDefinitions] = await Promise.all([cachedSiteChrome(locale), cachedCookieDefinitions(locale)])
  const policyVersion = settings.cookiePolicyVersion ?? DEFAULT_COOKIE_POLICY_VERSION
  const consentAttributes = {
    [CONSENT_ATTRIBUTES.region]: region,
    [CONSENT_ATTRIBUTES.policyVersion]: policyVersion,
    [UNAPPROVED_COOKIES_ATTRIBUTE]: unapprovedCookiePolicyOrDefault(settings.unapprovedCookies),
    ...(abShown ? { [AB_VARIANTS_ATTRIBUTE]: abShown } : {}),
  }
  return (
    // The bootstrap marks <html data-consent-pending> before React hydrates: not a mismatch.
    <html className={typefaceClassName} lang={language.htmlLang} dir={language.rtl ? 'rtl' : 'ltr'} {...consentAttributes} suppressHydrationWarning>
      <head>
        <ConsentBootstrap />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {text.skipToContent}
        </a>
        <ConsentManager
          withBanner={region === 'required'}
          locale={locale}
          text={consentTexts(locale)}
          cookiePolicyHref={localizeHref(COOKIE_POLICY_PATH, locale)}
        />
        <SiteTextProvider
          value={{
            locale,
            homeHref: pathFor({ path: '/' }, locale),
            notFoundTitle: text.notFoundTitle,
            notFoundBody: text.notFoundBody,
            notFoundHome: text.notFoundHome,
            errorTitle: text.errorTitle,
            errorBody: text.errorBody,
            errorRetry: text.errorRetry,
          }}
        >
          {children}
        </SiteTextProvider>
        {/* The cookie setter's definitions, as marketers keep them in the CMS (a data block: never run). */}
        <script
          type="application/json"
          id={COOKIE_DEFINITIONS_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: embeddableDefinitions(settableDefinitions(cookieDefinitions)) }}
        />
        <TrackerBoot config={{ ...trackerConfig(env()), locale }} />
      </body>
    </html>
  )
}

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { interfaceText } from '@/domain/interface-text'
import { languageEntry, localeOrDefault } from '@/domain/locales'
import { pathFor } from '@/domain/paths'
import { env } from '@/server/env'
import { SiteTextProvider } from '@/site/i18n/SiteText'
import { TrackerBoot } from '@/site/tracking/TrackerBoot'
import { trackerConfig } from '@/analytics/tracker/config'
import '@/site/styles/global.css'

type Props = { children: ReactNode; params: Promise<{ locale: string; variant: string }> }

const { brand, serverUrl } = env()

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl),
  title: { default: brand.name, template: `%s · ${brand.name}` },
  icons: { icon: { url: '/nhp/favicon.svg', type: 'image/svg+xml' } },
}

/** The document of every public page: its language and direction come from the locale in the URL. */
export default async function SiteLayout({ children, params }: Props) {
  const locale = localeOrDefault((await params).locale)
  const language = languageEntry(locale)
  const text = interfaceText(locale)
  return (
    <html lang={language.htmlLang} dir={language.rtl ? 'rtl' : 'ltr'}>
      <body>
        <a className="skip-link" href="#main">
          {text.skipToContent}
        </a>
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
        <TrackerBoot config={trackerConfig(env())} />
      </body>
    </html>
  )
}

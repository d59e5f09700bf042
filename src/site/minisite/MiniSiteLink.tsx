import type { ReactNode } from 'react'

import { isUnsafeLinkTarget } from '@/domain/routing/links'
import type { Locale } from '@/domain/locales'
import { hasDomain } from '@/domain/minisite/mini-site'
import { localizeHref } from '@/domain/routing/paths'
import { interfaceText } from '@/i18n/interface-text'

type Props = {
  url: string
  locale: Locale
  className?: string
  current?: boolean
  /** It would sit on the picture. */
  withArrow?: boolean
  children: ReactNode
}

/** A link to another host (SPEC §5's hasDomain) opens in a new tab without a handle on this page, and says so. */
export function MiniSiteLink({ url, locale, className, current, withArrow = true, children }: Props) {
  const ariaCurrent = current ? ('page' as const) : undefined
  // Saves refuse unsafe targets (src/cms/fields/link.ts); one stored before is not followed.
  if (isUnsafeLinkTarget(url)) return <span className={className}>{children}</span>
  if (hasDomain(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        {withArrow ? (
          <span className="external-link-mark" aria-hidden="true">
            ↗
          </span>
        ) : null}
        <span className="visually-hidden"> {interfaceText(locale).opensInNewTab}</span>
      </a>
    )
  }
  return (
    <a href={url.startsWith('/') ? localizeHref(url, locale) : url} className={className} aria-current={ariaCurrent}>
      {children}
    </a>
  )
}

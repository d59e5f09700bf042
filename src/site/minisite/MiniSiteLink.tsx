import type { ReactNode } from 'react'

import type { Locale } from '@/domain/locales'
import { hasDomain } from '@/domain/mini-site'
import { localizeHref } from '@/domain/paths'
import { interfaceText } from '@/i18n/interface-text'

type Props = {
  url: string
  locale: Locale
  className?: string
  current?: boolean
  /** Logos leave the arrow out: it would sit on the picture. */
  withArrow?: boolean
  children: ReactNode
}

/**
 * A mini-site link. One to another host (SPEC §5's hasDomain) opens in a new tab, without giving
 * that site a handle on this page, and says so to everyone: an arrow for the eye, words for a
 * screen reader. A site path stays in the page's locale.
 */
export function MiniSiteLink({ url, locale, className, current, withArrow = true, children }: Props) {
  const ariaCurrent = current ? ('page' as const) : undefined
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

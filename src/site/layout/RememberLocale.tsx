'use client'

import type { ReactNode } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import { COOKIE_NAMES } from '@/domain/cookies'

/**
 * Remembers the language a visitor picks (the locale cookie, 7 days) as they follow one of
 * the switcher's links; the links work as plain links without it.
 */
export function RememberLocale({ children }: { children: ReactNode }) {
  return (
    <div
      onClick={(event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-locale]')
        if (link?.dataset.locale) setSiteCookie(COOKIE_NAMES.locale, link.dataset.locale)
      }}
    >
      {children}
    </div>
  )
}

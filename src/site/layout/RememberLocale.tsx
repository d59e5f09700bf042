'use client'

import { type ReactNode, useEffect } from 'react'

import { localeCookieCode } from './locale-choice'

/**
 * Remembers the language a visitor picks (the locale cookie, 7 days) as they follow one of
 * the switcher's links; the links work as plain links without it.
 */
export function RememberLocale({ children }: { children: ReactNode }) {
  useEffect(() => void localeCookieCode.preload(), [])
  return (
    <div
      onClick={(event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-locale]')
        const locale = link?.dataset.locale
        if (locale) localeCookieCode.use(({ rememberLocaleChoice }) => rememberLocaleChoice(locale))
      }}
    >
      {children}
    </div>
  )
}

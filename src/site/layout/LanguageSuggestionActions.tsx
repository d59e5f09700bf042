'use client'

import { useEffect, useState } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locales'

import { localeCookieCode } from './locale-choice'

type Props = { href: string; suggested: Locale; switchLabel: string; stayLabel: string }

/** Switching or staying both count as the visitor's language choice (the locale cookie), so the offer is made once. */
export function LanguageSuggestionActions({ href, suggested, switchLabel, stayLabel }: Props) {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => void localeCookieCode.preload(), [])
  if (dismissed) return null
  return (
    <div className="language-suggestion__actions">
      <a
        className="block-link block-link--primary"
        href={href}
        hrefLang={suggested}
        onClick={() => localeCookieCode.use(({ rememberLocaleChoice }) => rememberLocaleChoice(suggested))}
      >
        {switchLabel}
      </a>
      <button
        type="button"
        className="language-suggestion__stay"
        onClick={(event) => {
          localeCookieCode.use(({ rememberLocaleChoice }) => rememberLocaleChoice(DEFAULT_LOCALE))
          // The whole offer goes, not only its buttons.
          event.currentTarget.closest('.language-suggestion')?.setAttribute('hidden', '')
          setDismissed(true)
        }}
      >
        {stayLabel}
      </button>
    </div>
  )
}

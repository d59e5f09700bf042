'use client'

import { useState } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import { COOKIE_NAMES } from '@/domain/cookies'
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales'

type Props = { href: string; suggested: Locale; switchLabel: string; stayLabel: string }

/** Switching or staying both count as the visitor's language choice (the locale cookie), so the offer is made once. */
export function LanguageSuggestionActions({ href, suggested, switchLabel, stayLabel }: Props) {
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div className="language-suggestion__actions">
      <a className="block-link block-link--primary" href={href} hrefLang={suggested} onClick={() => setSiteCookie(COOKIE_NAMES.locale, suggested)}>
        {switchLabel}
      </a>
      <button
        type="button"
        className="language-suggestion__stay"
        onClick={(event) => {
          setSiteCookie(COOKIE_NAMES.locale, DEFAULT_LOCALE)
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

import { interfaceText } from '@/i18n/interface-text'
import { LOCALES, languageEntry, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'

import { RememberLocale } from './RememberLocale'

type Props = {
  locale: Locale
  /** The current page's path and the locales it exists in: the switcher keeps the visitor on it. */
  path: string
  /** A query to keep on every language's link (`?solution_id=…`), already safe to repeat. */
  search?: string
  locales: readonly Locale[]
}

/** The languages of the current page by their native names; a <details>, so it needs no script to open. */
export function LanguageSwitcher({ locale, path, search = '', locales }: Props) {
  const text = interfaceText(locale)
  const current = languageEntry(locale)
  return (
    <details className="language-switcher">
      <summary aria-label={`${text.language}: ${current.nativeName}`}>
        <svg className="language-switcher__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.6 5.6 3.6 9s-1.1 6.5-3.6 9c-2.5-2.5-3.6-5.6-3.6-9S9.5 5.5 12 3Z"
          />
        </svg>
        <span className="language-switcher__name">{current.nativeName}</span>
      </summary>
      <RememberLocale>
        <ul className="language-switcher__list" aria-label={text.chooseLanguage}>
          {LOCALES.filter((entry) => locales.includes(entry.code)).map((entry) => (
            <li key={entry.code}>
              <a
                href={`${pathFor({ path }, entry.code)}${search}`}
                hrefLang={entry.htmlLang}
                lang={entry.htmlLang}
                data-locale={entry.code}
                aria-current={entry.code === locale ? 'true' : undefined}
              >
                {entry.nativeName}
              </a>
            </li>
          ))}
        </ul>
      </RememberLocale>
    </details>
  )
}

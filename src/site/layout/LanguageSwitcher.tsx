import { interfaceText } from '@/domain/interface-text'
import { LOCALES, languageEntry, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/paths'

import { RememberLocale } from './RememberLocale'

type Props = {
  locale: Locale
  /** The current page's path and the locales it exists in: the switcher keeps the visitor on it. */
  path: string
  locales: readonly Locale[]
}

/** The languages of the current page by their native names; a <details>, so it needs no script to open. */
export function LanguageSwitcher({ locale, path, locales }: Props) {
  const text = interfaceText(locale)
  const current = languageEntry(locale)
  return (
    <details className="language-switcher">
      <summary aria-label={`${text.language}: ${current.nativeName}`}>
        <span aria-hidden="true">🌐</span> {current.nativeName}
      </summary>
      <RememberLocale>
        <ul className="language-switcher__list" aria-label={text.chooseLanguage}>
          {LOCALES.filter((entry) => locales.includes(entry.code)).map((entry) => (
            <li key={entry.code}>
              <a
                href={pathFor({ path }, entry.code)}
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

import { DEFAULT_LOCALE, type Locale, hasOwnLanguage } from '../locales'

/**
 * An article is offered in the locales whose text was written (`translated`); elsewhere it shows
 * English, says so, and points search engines to the English address.
 */
export function showsEnglishArticle(locale: Locale, translated: readonly Locale[]): boolean {
  return !translated.includes(locale) && hasOwnLanguage(locale)
}

export function canonicalArticleLocale(locale: Locale, translated: readonly Locale[]): Locale {
  return translated.includes(locale) ? locale : DEFAULT_LOCALE
}

/** The locales search engines are offered, English first when it is written. */
export function offeredArticleLocales(translated: readonly Locale[]): Locale[] {
  const offered = [...new Set(translated)]
  return offered.includes(DEFAULT_LOCALE) ? [DEFAULT_LOCALE, ...offered.filter((locale) => locale !== DEFAULT_LOCALE)] : offered
}

import { DEFAULT_LOCALE, isPageInLocale, languageEntry, LOCALES, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/paths'
import { isOfferedToSearchEngines, parseTranslationEdits } from '@/domain/translation-status'
import type { Page } from '@/payload-types'

/**
 * What the language versions of a page depend on: where it exists, and (translation status)
 * which of those have text of their own. Without `translationEdits` only English is offered:
 * a query for these must select it.
 */
export type LocalisedPage = Pick<Page, 'path' | 'onlyInLocales' | 'translationEdits'>

/** The hreflang search engines read for "every other language": the English page. */
export const X_DEFAULT = 'x-default'

/** The locales a page is published in, in the order of the site's language table. */
export function pageLocales(page: LocalisedPage): Locale[] {
  return LOCALES.map((entry) => entry.code).filter((locale) => isPageInLocale(page, locale))
}

/**
 * The locales search engines are offered the page in (hreflang, the sitemap, a canonical
 * address of its own): those it exists in whose text is not simply English.
 */
export function searchLocales(page: LocalisedPage): Locale[] {
  const locales = pageLocales(page)
  const edits = parseTranslationEdits(page.translationEdits)
  const existsInEnglish = locales.includes(DEFAULT_LOCALE)
  return locales.filter((locale) => isOfferedToSearchEngines(edits, locale, existsInEnglish))
}

/**
 * The canonical address of the page in `locale`: its own, or the English page's when that
 * locale only shows English (not translated).
 */
export function canonicalPageUrl(page: LocalisedPage, locale: Locale, serverUrl: string): string {
  const own = searchLocales(page).includes(locale) || !pageLocales(page).includes(DEFAULT_LOCALE)
  return absolutePageUrl(page, own ? locale : DEFAULT_LOCALE, serverUrl)
}

/** A page's public address in `locale`, absolute: `https://orbit.example/lang/de/pricing`. */
export function absolutePageUrl(page: Pick<Page, 'path'>, locale: Locale, serverUrl: string): string {
  return `${serverUrl}${pathFor(page, locale)}`
}

/**
 * The page's address in each language it is offered in (searchLocales), keyed by hreflang
 * (`de`, `zh-TW`), plus `x-default` (the English address) when it exists in English.
 */
export function languageAlternates(page: LocalisedPage, serverUrl: string): Record<string, string> {
  const locales = searchLocales(page)
  const alternates: Record<string, string> = Object.fromEntries(
    locales.map((locale) => [languageEntry(locale).htmlLang, absolutePageUrl(page, locale, serverUrl)]),
  )
  if (locales.includes(DEFAULT_LOCALE)) alternates[X_DEFAULT] = absolutePageUrl(page, DEFAULT_LOCALE, serverUrl)
  return alternates
}

import { DEFAULT_LOCALE, isPageInLocale, languageEntry, LOCALES, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { isOfferedToSearchEngines, parseTranslationEdits } from '@/domain/pages/translation-status'
import type { Page } from '@/payload-types'

/** Without `translationEdits` only English is offered: a query for these must select it. */
export type LocalisedPage = Pick<Page, 'path' | 'onlyInLocales' | 'translationEdits'>

export const X_DEFAULT = 'x-default'

export function pageLocales(page: LocalisedPage): Locale[] {
  return LOCALES.map((entry) => entry.code).filter((locale) => isPageInLocale(page, locale))
}

/** Those it exists in whose text is not simply English. */
export function searchLocales(page: LocalisedPage): Locale[] {
  const locales = pageLocales(page)
  const edits = parseTranslationEdits(page.translationEdits)
  const existsInEnglish = locales.includes(DEFAULT_LOCALE)
  return locales.filter((locale) => isOfferedToSearchEngines(edits, locale, existsInEnglish))
}

/** The English page's when that locale only shows English. */
export function canonicalPageUrl(page: LocalisedPage, locale: Locale, serverUrl: string): string {
  const own = searchLocales(page).includes(locale) || !pageLocales(page).includes(DEFAULT_LOCALE)
  return absolutePageUrl(page, own ? locale : DEFAULT_LOCALE, serverUrl)
}

/** A page or an article: whatever `pathFor` makes an address of. */
type Addressed = Parameters<typeof pathFor>[0]

export function absolutePageUrl(doc: Addressed, locale: Locale, serverUrl: string): string {
  return `${serverUrl}${pathFor(doc, locale)}`
}

/** Each offered locale's address by its language, and English's as x-default when it is offered. */
export function alternatesIn(doc: Addressed, locales: readonly Locale[], serverUrl: string): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(
    locales.map((locale) => [languageEntry(locale).htmlLang, absolutePageUrl(doc, locale, serverUrl)]),
  )
  if (locales.includes(DEFAULT_LOCALE)) alternates[X_DEFAULT] = absolutePageUrl(doc, DEFAULT_LOCALE, serverUrl)
  return alternates
}

export function languageAlternates(page: LocalisedPage, serverUrl: string): Record<string, string> {
  return alternatesIn(page, searchLocales(page), serverUrl)
}

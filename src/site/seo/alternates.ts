import { isPageInLocale } from '@/cms/queries/findPublishedPage'
import { DEFAULT_LOCALE, languageEntry, LOCALES, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/paths'
import type { Page } from '@/payload-types'

/** What the language versions of a page depend on. */
export type LocalisedPage = Pick<Page, 'path' | 'onlyInLocales'>

/** The hreflang search engines read for "every other language": the English page. */
export const X_DEFAULT = 'x-default'

/** The locales a page is published in, in the order of the site's language table. */
export function pageLocales(page: LocalisedPage): Locale[] {
  return LOCALES.map((entry) => entry.code).filter((locale) => isPageInLocale(page, locale))
}

/** A page's public address in `locale`, absolute: `https://orbit.example/lang/de/pricing`. */
export function absolutePageUrl(page: Pick<Page, 'path'>, locale: Locale, serverUrl: string): string {
  return `${serverUrl}${pathFor(page, locale)}`
}

/**
 * The page's address in each language it exists in, keyed by hreflang (`de`, `zh-TW`), plus
 * `x-default` (the English address) when it exists in English.
 */
export function languageAlternates(page: LocalisedPage, serverUrl: string): Record<string, string> {
  const locales = pageLocales(page)
  const alternates: Record<string, string> = Object.fromEntries(
    locales.map((locale) => [languageEntry(locale).htmlLang, absolutePageUrl(page, locale, serverUrl)]),
  )
  if (locales.includes(DEFAULT_LOCALE)) alternates[X_DEFAULT] = absolutePageUrl(page, DEFAULT_LOCALE, serverUrl)
  return alternates
}

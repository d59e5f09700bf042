/**
 * The site's 16 locales: the spec's 14 languages plus English for Singapore and the
 * Philippines. English is the default and the fallback for untranslated content.
 */
export const LOCALES = [
  { code: 'en', name: 'English', nativeName: 'English', htmlLang: 'en' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', htmlLang: 'es' },
  { code: 'fr', name: 'French', nativeName: 'Français', htmlLang: 'fr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', htmlLang: 'de' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', htmlLang: 'pt' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', htmlLang: 'ru' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', htmlLang: 'ja' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', htmlLang: 'it' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', htmlLang: 'nl' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', htmlLang: 'ko' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', htmlLang: 'tr' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', htmlLang: 'sv' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', htmlLang: 'pl' },
  { code: 'zh-tw', name: 'Chinese (Traditional)', nativeName: '繁體中文', htmlLang: 'zh-TW' },
  { code: 'en-sg', name: 'English (Singapore)', nativeName: 'English (Singapore)', htmlLang: 'en-SG' },
  { code: 'en-ph', name: 'English (Philippines)', nativeName: 'English (Philippines)', htmlLang: 'en-PH' },
] as const satisfies readonly LanguageEntry[]

/** The spec's language entry: name, native name, optional right-to-left flag. */
export type LanguageEntry = {
  code: string
  name: string
  nativeName: string
  htmlLang: string
  /** None of today's locales is written right to left; the layout honours the flag when one is. */
  rtl?: boolean
}

export type Locale = (typeof LOCALES)[number]['code']

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as Locale[]

export const DEFAULT_LOCALE: Locale = 'en'

/** How long the visitor's language choice is remembered. */
export const LOCALE_COOKIE_EXPIRY_DAYS = 7

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as string[]).includes(value)
}

/** A supported locale from any input (case-insensitive), English otherwise. */
export function localeOrDefault(value: unknown): Locale {
  const lowered = typeof value === 'string' ? value.trim().toLowerCase() : value
  return isLocale(lowered) ? lowered : DEFAULT_LOCALE
}

export function languageEntry(locale: Locale): LanguageEntry {
  return LOCALES.find((entry) => entry.code === locale)!
}

export function isRightToLeft(locale: Locale): boolean {
  return (languageEntry(locale) as LanguageEntry).rtl === true
}

/** The locales with a language of their own; English for Singapore and the Philippines reads English. */
export const TRANSLATED_LOCALES = ['es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw'] as const satisfies readonly Locale[]

export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]

export function hasOwnLanguage(locale: Locale): locale is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly Locale[]).includes(locale)
}

/** Whether a page is published in `locale`: every page is, unless it names its languages. */
export function isPageInLocale(page: { onlyInLocales?: readonly Locale[] | null }, locale: Locale): boolean {
  const only = page.onlyInLocales ?? []
  return only.length === 0 || only.includes(locale)
}

// English is the source, and other locales show English wherever they have no text of their own.
// `outdated`: English changed after the locale was last edited. Times are kept by the Pages hook.
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale, hasOwnLanguage } from '../locales'

export type TranslationStatus = 'source' | 'translated' | 'outdated' | 'not-translated'

// A locale never edited is absent.
export type TranslationEdits = Partial<Record<Locale, string>>

export const TRANSLATION_STATUS_TEXT: Record<TranslationStatus, string> = {
  source: 'Source (English)',
  translated: 'Translated',
  outdated: 'Outdated: English changed since',
  'not-translated': 'Not translated: shows English',
}

export const TRANSLATION_STATUS_SHORT: Record<TranslationStatus, string> = {
  source: 'Source',
  translated: 'Translated',
  outdated: 'Outdated',
  'not-translated': 'Not translated',
}

const time = (iso: string | undefined): number | undefined => {
  if (iso === undefined) return undefined
  const value = Date.parse(iso)
  return Number.isNaN(value) ? undefined : value
}

// Unknown locales and bad times are dropped.
export function parseTranslationEdits(value: unknown): TranslationEdits {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const edits: TranslationEdits = {}
  for (const [locale, at] of Object.entries(value)) {
    if (isLocale(locale) && typeof at === 'string' && time(at) !== undefined) edits[locale] = at
  }
  return edits
}

export function translationStatus(edits: TranslationEdits, locale: Locale): TranslationStatus {
  if (locale === DEFAULT_LOCALE) return 'source'
  const edited = time(edits[locale])
  if (edited === undefined) return 'not-translated'
  const english = time(edits[DEFAULT_LOCALE])
  // A page older than these records has no English time: its translations cannot be judged outdated.
  return english !== undefined && english > edited ? 'outdated' : 'translated'
}

export function translationStatuses(edits: TranslationEdits): { locale: Locale; status: TranslationStatus }[] {
  return LOCALE_CODES.map((locale) => ({ locale, status: translationStatus(edits, locale) }))
}

export function withTranslationEdit(edits: TranslationEdits, locale: Locale, at: Date): TranslationEdits {
  return { ...edits, [locale]: at.toISOString() }
}

// An untranslated locale is English under another address, so it points to the English page
// instead (hreflang, sitemap, canonical); a page without English has nothing to fall back to.
export function isOfferedToSearchEngines(edits: TranslationEdits, locale: Locale, existsInEnglish: boolean): boolean {
  if (!existsInEnglish) return true
  return translationStatus(edits, locale) !== 'not-translated'
}

export function untranslatedLocales(edits: TranslationEdits, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => translationStatus(edits, locale) === 'not-translated')
}

// What a visitor of a locale in another language than English reads on a page that locale never
// translated: the English text, which the site marks as English and says so.
export function showsEnglishText(edits: TranslationEdits, locale: Locale, existsInEnglish: boolean): boolean {
  return hasOwnLanguage(locale) && existsInEnglish && translationStatus(edits, locale) === 'not-translated'
}

/**
 * Translation status of a page in each locale, from when each locale's text last changed.
 *
 * English is the source: every other locale shows English wherever it has no text of its own.
 * A locale is
 * - `not-translated` while nobody has written its text (the page falls back to English),
 * - `translated` once its text was written after English last changed,
 * - `outdated` when English changed after the locale was last edited.
 *
 * The times are kept per page as `{ [locale]: ISO time }` by the Pages collection's hook.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from './locales'

export type TranslationStatus = 'source' | 'translated' | 'outdated' | 'not-translated'

/** When each locale's text of a page last changed (ISO times); a locale never edited is absent. */
export type TranslationEdits = Partial<Record<Locale, string>>

export const TRANSLATION_STATUS_TEXT: Record<TranslationStatus, string> = {
  source: 'Source (English)',
  translated: 'Translated',
  outdated: 'Outdated: English changed since',
  'not-translated': 'Not translated: shows English',
}

/** Short labels for the pages list. */
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

/** The stored value as edit times, whatever it holds: unknown locales and bad times are dropped. */
export function parseTranslationEdits(value: unknown): TranslationEdits {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const edits: TranslationEdits = {}
  for (const [locale, at] of Object.entries(value)) {
    if (isLocale(locale) && typeof at === 'string' && time(at) !== undefined) edits[locale] = at
  }
  return edits
}

/** The status of `locale`, given when English and that locale were last edited. */
export function translationStatus(edits: TranslationEdits, locale: Locale): TranslationStatus {
  if (locale === DEFAULT_LOCALE) return 'source'
  const edited = time(edits[locale])
  if (edited === undefined) return 'not-translated'
  const english = time(edits[DEFAULT_LOCALE])
  // A page older than these records has no English time: its translations cannot be judged outdated.
  return english !== undefined && english > edited ? 'outdated' : 'translated'
}

/** Every locale's status, in the order of the site's language table. */
export function translationStatuses(edits: TranslationEdits): { locale: Locale; status: TranslationStatus }[] {
  return LOCALE_CODES.map((locale) => ({ locale, status: translationStatus(edits, locale) }))
}

/** The edit times after `locale`'s text changed at `at`. */
export function withTranslationEdit(edits: TranslationEdits, locale: Locale, at: Date): TranslationEdits {
  return { ...edits, [locale]: at.toISOString() }
}

/**
 * Whether search engines are offered the page's `locale` version (hreflang, sitemap, its own
 * canonical address): only when its text is its own. An untranslated locale is English under
 * another address, so it points to the English page instead. A page that does not exist in
 * English has nothing to fall back to: each of its locales stands for itself.
 */
export function isOfferedToSearchEngines(edits: TranslationEdits, locale: Locale, existsInEnglish: boolean): boolean {
  if (!existsInEnglish) return true
  return translationStatus(edits, locale) !== 'not-translated'
}

/** The locales (of those a page exists in) that are still not translated, for the checks before publishing. */
export function untranslatedLocales(edits: TranslationEdits, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => translationStatus(edits, locale) === 'not-translated')
}

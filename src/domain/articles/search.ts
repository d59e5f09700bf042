import type { Locale } from '../locales'

export const HELP_SEARCH_PATH = '/helpcenter/search'

export const SEARCH_QUERY_PARAM = 'q'

export const MAX_SEARCH_QUERY_LENGTH = 200

export const MAX_SEARCH_RESULTS = 20

/**
 * PostgreSQL's text-search configuration per locale, for stemming and stop words; languages it has
 * no dictionary for (Japanese, Korean, Polish, Chinese) are split on spaces and punctuation only.
 */
export const TEXT_SEARCH_CONFIGS = {
  en: 'english',
  'en-sg': 'english',
  'en-ph': 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  ru: 'russian',
  it: 'italian',
  nl: 'dutch',
  tr: 'turkish',
  sv: 'swedish',
  ja: 'simple',
  ko: 'simple',
  pl: 'simple',
  'zh-tw': 'simple',
} as const satisfies Record<Locale, string>

export type TextSearchConfig = (typeof TEXT_SEARCH_CONFIGS)[Locale]

export function textSearchConfig(locale: Locale): TextSearchConfig {
  return Object.hasOwn(TEXT_SEARCH_CONFIGS, locale) ? TEXT_SEARCH_CONFIGS[locale] : 'simple'
}

export type SearchQuery = { kind: 'empty' } | { kind: 'too-long'; max: number } | { kind: 'words'; text: string }

// Control characters (NUL among them, which PostgreSQL refuses in text) and lone surrogates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** What a visitor typed, as the search reads it: the first value, cleaned, and judged before any query runs. */
export function readSearchQuery(raw: string | readonly string[] | undefined | null): SearchQuery {
  const first = typeof raw === 'string' ? raw : raw?.[0]
  const text = (first ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()
  if (text.length === 0) return { kind: 'empty' }
  if ([...text].length > MAX_SEARCH_QUERY_LENGTH) return { kind: 'too-long', max: MAX_SEARCH_QUERY_LENGTH }
  return { kind: 'words', text }
}

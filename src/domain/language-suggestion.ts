import type { Locale } from './locales'

/** SPEC §9's countries whose visitors are not native English readers. `KO` is the spec's spelling; Korea's code is `KR`. */
export const NON_NATIVE_ENGLISH_COUNTRIES = [
  'MX',
  'ES',
  'CL',
  'PE',
  'AR',
  'BR',
  'FR',
  'CA',
  'BE',
  'DE',
  'AT',
  'CH',
  'NL',
  'IT',
  'RU',
  'JP',
  'KO',
  'KR',
  'TR',
  'SE',
  'PL',
  'HK',
  'TW',
] as const

/** The site language each of those countries reads; where a country has several, the one most of its visitors read. */
const COUNTRY_LANGUAGE: Record<(typeof NON_NATIVE_ENGLISH_COUNTRIES)[number], Locale> = {
  MX: 'es',
  ES: 'es',
  CL: 'es',
  PE: 'es',
  AR: 'es',
  BR: 'pt',
  FR: 'fr',
  CA: 'fr',
  BE: 'nl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  IT: 'it',
  RU: 'ru',
  JP: 'ja',
  KO: 'ko',
  KR: 'ko',
  TR: 'tr',
  SE: 'sv',
  PL: 'pl',
  HK: 'zh-tw',
  TW: 'zh-tw',
}

/** SPEC §9: the US oceanic territories count as the US. */
export const US_OCEANIC_TERRITORIES = ['AS', 'GU', 'MP', 'UM'] as const

/** A visitor's country as the site treats it: the US oceanic territories are the US. */
export function effectiveCountry<C extends string>(country: C): C | 'US' {
  return (US_OCEANIC_TERRITORIES as readonly string[]).includes(country) ? 'US' : country
}

/**
 * The language to suggest to a visitor reading an English page: their country's, when they come
 * from a non-native-English country, have not chosen a language themselves, and the page exists
 * in it. Undefined: nothing to suggest.
 */
export function suggestedLocale({
  country,
  pageLocale,
  chosenLocale,
  existsIn,
}: {
  country: string | undefined
  pageLocale: Locale
  chosenLocale: string | undefined
  existsIn: (locale: Locale) => boolean
}): Locale | undefined {
  if (pageLocale !== 'en' || chosenLocale || !country || !Object.hasOwn(COUNTRY_LANGUAGE, country)) return undefined
  const locale = COUNTRY_LANGUAGE[country as keyof typeof COUNTRY_LANGUAGE]
  return existsIn(locale) ? locale : undefined
}

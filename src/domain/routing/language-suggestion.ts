import { isUsOceanicTerritory, NON_NATIVE_ENGLISH_COUNTRIES } from '../countries'
import type { Locale } from '../locales'

/** The site language each of SPEC §9's non-native-English countries reads; where a country has several, the one most of its visitors read. */
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

/** A visitor's country as the site treats it: SPEC §9's US oceanic territories are the US. */
export function effectiveCountry<C extends string>(country: C): C | 'US' {
  return isUsOceanicTerritory(country) ? 'US' : country
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

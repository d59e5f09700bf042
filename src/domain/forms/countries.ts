import { countries } from 'countries-list'

import { CONTACT_COUNTRIES, countryReference, type CountryCode } from '../countries'
import { languageEntry, type Locale } from '../locales'

/** One entry of the forms' country dropdown: its name in the page's language and its calling code. */
export type CountryOption = { code: CountryCode; name: string; phonePrefix: string }

/**
 * The forms' country dropdown (SPEC §3 “Country data”): the spec's seven first (or a regional
 * form's own), then every country of the reference table, named in the page's language and
 * sorted in its collation.
 */
export function contactCountryOptions(
  locale: Locale,
  suggested: readonly CountryCode[] = CONTACT_COUNTRIES,
): { suggested: CountryOption[]; all: CountryOption[] } {
  const language = languageEntry(locale).htmlLang
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' })
  const option = (code: CountryCode): CountryOption => ({
    code,
    // The reference table's English name where the runtime has none (Kosovo's XK on older ICU).
    name: (names.of(code) ?? code) === code ? countries[code].name : names.of(code)!,
    phonePrefix: countryReference(code)?.phonePrefix ?? '',
  })
  const collator = new Intl.Collator(language)
  const all = (Object.keys(countries) as CountryCode[]).map(option).sort((a, b) => collator.compare(a.name, b.name))
  return { suggested: suggested.map(option), all }
}

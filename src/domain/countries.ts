import { continents, countries, getEmojiFlag, type TContinentCode, type TCountryCode } from 'countries-list'

export type CountryCode = TCountryCode
export type ContinentCode = TContinentCode

export type Continent = { code: ContinentCode; name: string }

export type CountryReference = {
  code: CountryCode
  name: string
  nativeName: string
  // The few countries with several calling codes (DO, PR, XK) show their main one.
  phonePrefix: string
  continent: Continent
  // Empty for territories without one, such as Antarctica.
  capital: string
  // ISO 4217, the main currency first.
  currency: string[]
  // ISO 639-1, the main language first.
  languages: string[]
  emoji: string
}

export const DEFAULT_COUNTRY: CountryCode = 'US'

// In the spec's order.
export const CONTACT_COUNTRIES = ['IL', 'US', 'AU', 'GB', 'PH', 'SG', 'CA'] as const satisfies readonly CountryCode[]

// The spec's list: the 27 EU members and the UK.
export const SPEC_CONSENT_COUNTRIES = [
  'IE',
  'NL',
  'FR',
  'DE',
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'GB', // the UK GDPR keeps the EU rules after Brexit
  'GR',
  'HR',
  'HU',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const satisfies readonly CountryCode[]

// The spec's list leaves out the EEA members outside the EU, but the GDPR and ePrivacy rules apply
// there too through the EEA Agreement.
export const CONSENT_REQUIRED_COUNTRIES = [
  ...SPEC_CONSENT_COUNTRIES,
  'NO', // Norway
  'IS', // Iceland
  'LI', // Liechtenstein
] as const satisfies readonly CountryCode[]

export const NON_NATIVE_ENGLISH_COUNTRIES = [
  'MX',
  'ES',
  'CL',
  'PE',
  'AR',
  'BR',
  'FR',
  'CA', // for its French speakers
  'BE',
  'DE',
  'AT',
  'CH',
  'NL',
  'IT',
  'RU',
  'JP',
  'KO', // as the spec writes it: no ISO country, but the value a system mixing up country and language (ko) sends
  'KR', // South Korea, which the spec's KO evidently means (ko is the Korean language code)
  'TR',
  'SE',
  'PL',
  'HK',
  'TW',
] as const satisfies readonly (CountryCode | 'KO')[]

// The reference data puts these in Oceania: a rule by continent needs this list to tell them from
// Australia and New Zealand.
export const US_OCEANIC_TERRITORIES = [
  'AS', // American Samoa
  'GU', // Guam
  'MP', // Northern Mariana Islands
  'UM', // U.S. Minor Outlying Islands
] as const satisfies readonly CountryCode[]

function normalise(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined
}

export function parseCountryCode(value: unknown): CountryCode | undefined {
  const code = normalise(value)
  if (code === undefined || !/^[A-Z]{2}$/.test(code) || !Object.hasOwn(countries, code)) return undefined
  return code as CountryCode
}

export function isCountryCode(value: unknown): boolean {
  return parseCountryCode(value) !== undefined
}

export function countryOrDefault(value: unknown): CountryCode {
  return parseCountryCode(value) ?? DEFAULT_COUNTRY
}

export function continentOf(value: unknown): Continent | undefined {
  const code = parseCountryCode(value)
  if (code === undefined) return undefined
  const continent = countries[code].continent
  return { code: continent, name: continents[continent] }
}

export function countryReference(value: unknown): CountryReference | undefined {
  const code = parseCountryCode(value)
  if (code === undefined) return undefined
  const country = countries[code]
  return {
    code,
    name: country.name,
    nativeName: country.native,
    phonePrefix: country.phone[0] === undefined ? '' : `+${country.phone[0]}`,
    continent: { code: country.continent, name: continents[country.continent] },
    capital: country.capital,
    currency: [...country.currency],
    languages: [...country.languages],
    emoji: getEmojiFlag(code),
  }
}

// An unknown country asks too: asking a visitor who need not be asked costs a banner, not asking
// one who must be costs a fine.
export function requiresConsent(country: unknown): boolean {
  const code = parseCountryCode(country)
  return code === undefined || (CONSENT_REQUIRED_COUNTRIES as readonly string[]).includes(code)
}

export function isNonNativeEnglishCountry(country: unknown): boolean {
  const code = normalise(country)
  return code !== undefined && (NON_NATIVE_ENGLISH_COUNTRIES as readonly string[]).includes(code)
}

export function isUsOceanicTerritory(country: unknown): boolean {
  const code = normalise(country)
  return code !== undefined && (US_OCEANIC_TERRITORIES as readonly string[]).includes(code)
}

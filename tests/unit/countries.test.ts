import { describe, expect, it } from 'vitest'

import {
  CONSENT_REQUIRED_COUNTRIES,
  CONTACT_COUNTRIES,
  continentOf,
  countryOrDefault,
  countryReference,
  DEFAULT_COUNTRY,
  isCountryCode,
  isNonNativeEnglishCountry,
  isUsOceanicTerritory,
  NON_NATIVE_ENGLISH_COUNTRIES,
  parseCountryCode,
  requiresConsent,
  SPEC_CONSENT_COUNTRIES,
  US_OCEANIC_TERRITORIES,
} from '@/domain/countries'

const NOT_COUNTRIES = ['', 'XX', 'KO', 'USA', 'U', 'U S', '1A', 'constructor', 'toString', undefined, null, 1, {}]

describe('country codes', () => {
  it('accept ISO 3166-1 alpha-2 codes in any case', () => {
    expect(isCountryCode('IL')).toBe(true)
    expect(isCountryCode('il')).toBe(true)
    expect(isCountryCode('gB')).toBe(true)
    expect(parseCountryCode(' fr ')).toBe('FR')
  })

  it.each(NOT_COUNTRIES)('reject %j', (value) => {
    expect(isCountryCode(value)).toBe(false)
    expect(parseCountryCode(value)).toBeUndefined()
  })

  it('default to the United States', () => {
    expect(DEFAULT_COUNTRY).toBe('US')
    expect(countryOrDefault('il')).toBe('IL')
    expect(countryOrDefault('SG')).toBe('SG')
    for (const value of NOT_COUNTRIES) expect(countryOrDefault(value)).toBe('US')
  })
})

describe('countryReference', () => {
  it('gives the reference data for a country', () => {
    expect(countryReference('IL')).toEqual({
      code: 'IL',
      name: 'Israel',
      nativeName: 'יִשְׂרָאֵל',
      phonePrefix: '+972',
      continent: { code: 'AS', name: 'Asia' },
      capital: 'Jerusalem',
      currency: ['ILS'],
      languages: ['he', 'ar'],
      emoji: '🇮🇱',
    })
  })

  it('reads lowercase codes', () => {
    expect(countryReference('gb')).toMatchObject({ code: 'GB', name: 'United Kingdom', phonePrefix: '+44' })
  })

  it('gives the main calling code of a country with several', () => {
    expect(countryReference('DO')?.phonePrefix).toBe('+1809')
  })

  it('hands out copies, so a caller cannot change the reference data', () => {
    countryReference('IL')?.currency.push('USD')
    expect(countryReference('IL')?.currency).toEqual(['ILS'])
  })

  it('covers every contact-form country', () => {
    expect(CONTACT_COUNTRIES.map((code) => countryReference(code)?.name)).toEqual([
      'Israel',
      'United States',
      'Australia',
      'United Kingdom',
      'Philippines',
      'Singapore',
      'Canada',
    ])
  })

  it.each(NOT_COUNTRIES)('is undefined for %j', (value) => expect(countryReference(value)).toBeUndefined())
})

describe('continentOf', () => {
  it('gives the continent’s code and name', () => {
    expect(continentOf('AU')).toEqual({ code: 'OC', name: 'Oceania' })
    expect(continentOf('de')).toEqual({ code: 'EU', name: 'Europe' })
    expect(continentOf('BR')).toEqual({ code: 'SA', name: 'South America' })
    expect(continentOf('us')).toEqual({ code: 'NA', name: 'North America' })
  })

  it.each(NOT_COUNTRIES)('is undefined for %j', (value) => expect(continentOf(value)).toBeUndefined())
})

describe('CONTACT_COUNTRIES', () => {
  it('are the spec’s dropdown, in order', () => {
    expect(CONTACT_COUNTRIES).toEqual(['IL', 'US', 'AU', 'GB', 'PH', 'SG', 'CA'])
  })
})

describe('cookie consent', () => {
  const specList = [
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
    'GB',
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
  ]

  it('keeps the spec’s list as written', () => {
    expect(SPEC_CONSENT_COUNTRIES).toEqual(specList)
  })

  it('adds the EEA members outside the EU', () => {
    expect(CONSENT_REQUIRED_COUNTRIES).toEqual([...specList, 'NO', 'IS', 'LI'])
    expect(CONSENT_REQUIRED_COUNTRIES.every(isCountryCode)).toBe(true)
  })

  it.each([...specList, 'NO', 'IS', 'LI', 'de', 'no', ' gb '])('is required in %j', (country) => {
    expect(requiresConsent(country)).toBe(true)
  })

  it.each(['US', 'IL', 'AU', 'CA', 'CH', 'JP', 'us'])('is not required in %s', (country) => {
    expect(requiresConsent(country)).toBe(false)
  })

  it.each(['', 'XX', 'EU', undefined, null])('is required when the country is unknown (%j)', (country) => {
    expect(requiresConsent(country)).toBe(true)
  })
})

describe('isNonNativeEnglishCountry', () => {
  it('keeps the spec’s list and adds KR for its KO', () => {
    expect(NON_NATIVE_ENGLISH_COUNTRIES).toEqual([
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
    ])
    expect(NON_NATIVE_ENGLISH_COUNTRIES.filter((code) => !isCountryCode(code))).toEqual(['KO'])
  })

  it.each(['MX', 'DE', 'JP', 'KO', 'KR', 'kr', 'tw', ' br '])('is true for %j', (code) => {
    expect(isNonNativeEnglishCountry(code)).toBe(true)
  })

  it.each(['US', 'GB', 'AU', 'IE', 'IL', 'XX', '', undefined, 5])('is false for %j', (code) => {
    expect(isNonNativeEnglishCountry(code)).toBe(false)
  })
})

describe('isUsOceanicTerritory', () => {
  it('lists the spec’s territories, all in Oceania by the reference data', () => {
    expect(US_OCEANIC_TERRITORIES).toEqual(['AS', 'GU', 'MP', 'UM'])
    expect(US_OCEANIC_TERRITORIES.map((code) => continentOf(code)?.code)).toEqual(['OC', 'OC', 'OC', 'OC'])
  })

  it.each(['AS', 'GU', 'MP', 'UM', 'gu'])('is true for %j', (code) => expect(isUsOceanicTerritory(code)).toBe(true))

  it.each(['US', 'AU', 'NZ', 'PR', 'VI', '', undefined])('is false for %j', (code) => {
    expect(isUsOceanicTerritory(code)).toBe(false)
  })
})

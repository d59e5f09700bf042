import { describe, expect, it } from 'vitest'

import { type Locale, LOCALE_CODES, TRANSLATED_LOCALES } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import { interfaceText, type InterfaceTextKey, sharedButtonText } from '@/i18n/interface-text'

const english = interfaceText('en')
const KEYS = Object.keys(english) as InterfaceTextKey[]

// Every key, non-empty, with English's placeholders, in every locale: tests/unit/i18n.test.ts.
describe('interface text', () => {
  it('has one flat table per locale, with every key of its namespaces', () => {
    for (const locale of LOCALE_CODES) expect(Object.keys(interfaceText(locale)).sort(), locale).toEqual([...KEYS].sort())
  })

  it('reads English for Singapore and the Philippines', () => {
    expect(interfaceText('en-sg')).toEqual(english)
    expect(interfaceText('en-ph')).toEqual(english)
  })

  it('translates most keys for every other language', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const text = interfaceText(locale)
      const translated = KEYS.filter((key) => text[key] !== english[key])
      expect(translated.length / KEYS.length, locale).toBeGreaterThanOrEqual(0.8)
    }
  })

  it('has the spec’s English wording', () => {
    expect(english.signUp).toBe('Get started')
    expect(english.copyright).toBe('© {year} {brand}. All rights reserved.')
    expect(english.pricingSeats).toBe('{min}–{max} seats')
  })

  it('falls back to English for an unknown locale', () => {
    expect(interfaceText('xx' as Locale)).toBe(interfaceText('en'))
  })
})

describe('formatText', () => {
  it('fills every placeholder it has a value for', () => {
    expect(formatText(english.copyright, { year: 2025, brand: 'Orbit' })).toBe('© 2025 Orbit. All rights reserved.')
    expect(formatText(interfaceText('tr').pricingSave, { percent: 18 })).toBe('%18 tasarruf')
    expect(formatText('{a}{a}', { a: 'x' })).toBe('xx')
  })

  it('leaves unknown placeholders and other braces alone', () => {
    expect(formatText('{min}–{max} seats', { min: 3 })).toBe('3–{max} seats')
    expect(formatText('{toString} { brand } {}', { brand: 'Orbit' })).toBe('{toString} { brand } {}')
  })
})

describe('a button in English content', () => {
  it('reads in the visitor’s language when its text is the English interface’s', () => {
    expect(sharedButtonText('de', 'Get started')).toBe('Jetzt starten')
    expect(sharedButtonText('ja', ' Contact sales ')).toBe('営業担当に相談')
    expect(sharedButtonText('de', 'Log in')).toBe(interfaceText('de').logIn)
  })

  it('keeps any other text, and every text in English', () => {
    expect(sharedButtonText('de', 'Read the customer story')).toBe('Read the customer story')
    expect(sharedButtonText('de', 'Jetzt starten')).toBe('Jetzt starten')
    expect(sharedButtonText('en', 'Get started')).toBe('Get started')
    expect(sharedButtonText('en-sg', 'Get started')).toBe('Get started')
  })
})

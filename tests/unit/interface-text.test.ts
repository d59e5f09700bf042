import { describe, expect, it } from 'vitest'

import { formatText, INTERFACE_TEXT, interfaceText, type InterfaceTextKey, TRANSLATED_LOCALES } from '@/domain/interface-text'
import { type Locale, LOCALE_CODES } from '@/domain/locales'

const english = interfaceText('en')
const KEYS = Object.keys(english) as InterfaceTextKey[]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('interface text', () => {
  it('has every key, non-empty, in every locale', () => {
    expect(Object.keys(INTERFACE_TEXT).sort()).toEqual([...LOCALE_CODES].sort())
    for (const locale of LOCALE_CODES) {
      const text = interfaceText(locale)
      expect(Object.keys(text).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) expect(text[key].trim(), `${locale}.${key}`).not.toBe('')
    }
  })

  it('keeps exactly the placeholders of English in each translation', () => {
    for (const locale of LOCALE_CODES) {
      for (const key of KEYS) {
        expect(placeholders(interfaceText(locale)[key]), `${locale}.${key}`).toEqual(placeholders(english[key]))
      }
    }
  })

  it('reads English for Singapore and the Philippines', () => {
    expect(interfaceText('en-sg')).toEqual(english)
    expect(interfaceText('en-ph')).toEqual(english)
  })

  it('translates most keys for every other language', () => {
    expect([...TRANSLATED_LOCALES].sort()).toEqual(LOCALE_CODES.filter((code) => !code.startsWith('en')).sort())
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
    expect(interfaceText('xx' as Locale)).toBe(INTERFACE_TEXT.en)
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

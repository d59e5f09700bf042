import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, isLocale, isRightToLeft, languageEntry, LOCALE_CODES, LOCALE_COOKIE_EXPIRY_DAYS, localeOrDefault } from '@/domain/locales'

describe('locales', () => {
  it('are the spec’s 14 languages plus English for Singapore and the Philippines', () => {
    expect(LOCALE_CODES).toEqual(['en', 'es', 'fr', 'de', 'pt', 'ru', 'ja', 'it', 'nl', 'ko', 'tr', 'sv', 'pl', 'zh-tw', 'en-sg', 'en-ph'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('have names, native names and an html lang', () => {
    expect(languageEntry('de')).toMatchObject({ name: 'German', nativeName: 'Deutsch', htmlLang: 'de' })
    expect(languageEntry('zh-tw').htmlLang).toBe('zh-TW')
    expect(LOCALE_CODES.every((code) => languageEntry(code).nativeName.length > 0)).toBe(true)
  })

  it('none is right to left today', () => {
    expect(LOCALE_CODES.some(isRightToLeft)).toBe(false)
  })

  it('recognise supported codes and fall back to English for anything else', () => {
    expect(isLocale('ko')).toBe(true)
    expect(isLocale('kr')).toBe(false)
    expect(localeOrDefault('ZH-TW')).toBe('zh-tw')
    expect(localeOrDefault('xx')).toBe('en')
    expect(localeOrDefault(undefined)).toBe('en')
  })

  it('remember the choice for 7 days', () => {
    expect(LOCALE_COOKIE_EXPIRY_DAYS).toBe(7)
  })
})

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locales'
import {
  isOfferedToSearchEngines,
  parseTranslationEdits,
  showsEnglishText,
  translationStatus,
  translationStatuses,
  untranslatedLocales,
  withTranslationEdit,
} from '@/domain/pages/translation-status'

const MONDAY = '2026-11-23T09:00:00.000Z'
const TUESDAY = '2026-11-24T09:00:00.000Z'

describe('translationStatus', () => {
  it('calls English the source', () => {
    expect(translationStatus({}, 'en')).toBe('source')
  })

  it('calls a locale never edited not translated', () => {
    expect(translationStatus({ en: MONDAY }, 'de')).toBe('not-translated')
  })

  it('calls a locale edited after English translated, and outdated once English changes again', () => {
    expect(translationStatus({ en: MONDAY, de: TUESDAY }, 'de')).toBe('translated')
    expect(translationStatus({ en: TUESDAY, de: MONDAY }, 'de')).toBe('outdated')
  })

  it('calls a locale edited at the same moment as English translated', () => {
    expect(translationStatus({ en: MONDAY, fr: MONDAY }, 'fr')).toBe('translated')
  })

  it('cannot judge a translation outdated without an English time', () => {
    expect(translationStatus({ ja: MONDAY }, 'ja')).toBe('translated')
  })

  it('gives every locale a status, in the order of the language table', () => {
    const statuses = translationStatuses({ en: MONDAY, de: TUESDAY })
    expect(statuses.map((entry) => entry.locale)).toEqual(LOCALES.map((locale) => locale.code))
    expect(statuses.filter((entry) => entry.status === 'not-translated')).toHaveLength(LOCALES.length - 2)
  })
})

describe('withTranslationEdit', () => {
  it('records the locale’s time and keeps the others', () => {
    const edits = withTranslationEdit({ en: MONDAY }, 'de', new Date(TUESDAY))
    expect(edits).toEqual({ en: MONDAY, de: TUESDAY })
  })

  it('makes the translations outdated when English is edited after them', () => {
    const edits = withTranslationEdit({ en: MONDAY, de: TUESDAY }, 'en', new Date('2026-11-25T09:00:00.000Z'))
    expect(translationStatus(edits, 'de')).toBe('outdated')
  })
})

describe('parseTranslationEdits', () => {
  it.each([null, undefined, 'de', 42, [MONDAY]])('reads %j as no edits', (value) => {
    expect(parseTranslationEdits(value)).toEqual({})
  })

  it('drops unknown locales and values that are not times', () => {
    expect(parseTranslationEdits({ en: MONDAY, xx: MONDAY, de: 'yesterday', fr: 7 })).toEqual({ en: MONDAY })
  })
})

describe('isOfferedToSearchEngines', () => {
  it('offers English and translated or outdated locales, never one that shows English', () => {
    const edits = { en: TUESDAY, de: MONDAY, fr: TUESDAY }
    expect(isOfferedToSearchEngines(edits, 'en', true)).toBe(true)
    expect(isOfferedToSearchEngines(edits, 'de', true)).toBe(true)
    expect(isOfferedToSearchEngines(edits, 'fr', true)).toBe(true)
    expect(isOfferedToSearchEngines(edits, 'ja', true)).toBe(false)
  })

  it('offers every locale of a page that has no English version (nothing to fall back to)', () => {
    expect(isOfferedToSearchEngines({}, 'de', false)).toBe(true)
  })
})

describe('untranslatedLocales', () => {
  it('names the locales of the page that show English', () => {
    expect(untranslatedLocales({ en: MONDAY, de: TUESDAY }, ['en', 'de', 'fr', 'ja'])).toEqual(['fr', 'ja'])
  })
})

describe('showsEnglishText', () => {
  it('is true for a language that never translated the page, and then only', () => {
    const edits = { en: TUESDAY, de: MONDAY }
    expect(showsEnglishText(edits, 'ja', true)).toBe(true)
    expect(showsEnglishText(edits, 'de', true)).toBe(false)
    expect(showsEnglishText(edits, 'en', true)).toBe(false)
  })

  it('is false for English-speaking locales, whose page is English anyway', () => {
    expect(showsEnglishText({}, 'en-sg', true)).toBe(false)
    expect(showsEnglishText({}, 'en-ph', true)).toBe(false)
  })

  it('is false for a page that has no English version: its text is in its own language', () => {
    expect(showsEnglishText({}, 'de', false)).toBe(false)
  })
})

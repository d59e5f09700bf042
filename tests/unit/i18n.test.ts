/**
 * One test of every language × namespace: the same keys as English, no empty text, exactly
 * English's placeholders, and each plural text in every form the language's grammar needs.
 */
import { describe, expect, it } from 'vitest'

import { languageEntry, type Locale, LOCALE_CODES, TRANSLATED_LOCALES } from '@/domain/locales'
import { tooManyAttemptsText } from '@/i18n/account-text'
import { formatPlural } from '@/i18n/format'
import { MESSAGES, messages } from '@/i18n/messages'
import type { Namespace } from '@/i18n/messages-shape'
import { isPlural, type Plural } from '@/i18n/plural'

const english = messages('en')
const NAMESPACES = Object.keys(english) as Namespace[]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const forms = (text: string | Plural) => (isPlural(text) ? Object.values(text) : [text])
/** A namespace's texts by path: nested copy (a product page's sections, rows and FAQ) is walked down to its texts. */
function texts(value: unknown, path = ''): [string, string | Plural][] {
  if (typeof value === 'string' || isPlural(value)) return [[path, value as string | Plural]]
  return Object.entries(value as object).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key))
}

const neededForms = (locale: Locale) => new Intl.PluralRules(languageEntry(locale).htmlLang).resolvedOptions().pluralCategories

describe('every language', () => {
  it('is there for every locale, English for Singapore and the Philippines', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALE_CODES].sort())
    expect([...TRANSLATED_LOCALES].sort()).toEqual(LOCALE_CODES.filter((code) => !code.startsWith('en')).sort())
    expect(messages('en-sg')).toBe(english)
    expect(messages('en-ph')).toBe(english)
  })

  for (const locale of TRANSLATED_LOCALES) {
    for (const namespace of NAMESPACES) {
      it(`${locale} · ${namespace}: same keys as English, none empty, the same placeholders, every plural form`, () => {
        const theirs = Object.fromEntries(texts(messages(locale)[namespace]))
        const ours = Object.fromEntries(texts(english[namespace]))
        expect(Object.keys(theirs).sort()).toEqual(Object.keys(ours).sort())
        for (const [key, text] of Object.entries(theirs)) {
          const englishPlaceholders = placeholders(forms(ours[key]!).at(-1)!)
          expect(isPlural(text), key).toBe(isPlural(ours[key]))
          if (isPlural(text)) expect(Object.keys(text).sort(), `${key}: the forms ${locale} needs`).toEqual([...neededForms(locale)].sort())
          for (const form of forms(text)) {
            expect(form.trim(), key).not.toBe('')
            expect(placeholders(form), key).toEqual(englishPlaceholders)
          }
        }
      })
    }
  }

  it('falls back to English for a value that is not a locale', () => {
    expect(messages('xx' as Locale)).toBe(english)
    expect(messages('__proto__' as Locale)).toBe(english)
  })
})

describe('plural texts', () => {
  it('pick the form each language uses for a count', () => {
    const minutes = { one: 'на {count} минуту', few: 'на {count} минуты', many: 'на {count} минут', other: 'на {count} минуты' }
    expect(formatPlural('ru', minutes, 1)).toBe('на 1 минуту')
    expect(formatPlural('ru', minutes, 3)).toBe('на 3 минуты')
    expect(formatPlural('ru', minutes, 15)).toBe('на 15 минут')
    expect(formatPlural('ru', minutes, 21)).toBe('на 21 минуту')
    const polish = { one: '{count} minuta', few: '{count} minuty', many: '{count} minut', other: '{count} minuty' }
    expect(formatPlural('pl', polish, 2)).toBe('2 minuty')
    expect(formatPlural('pl', polish, 5)).toBe('5 minut')
    expect(tooManyAttemptsText('de', 1)).toBe('Zu viele Versuche. Versuchen Sie es in 1 Minute erneut.')
    expect(tooManyAttemptsText('de', 15)).toBe('Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.')
    expect(tooManyAttemptsText('ja', 1)).toContain('1分後')
    expect(tooManyAttemptsText('en', 1)).toBe('Too many attempts. Try again in 1 minute.')
    expect(tooManyAttemptsText('fr', 2)).toBe('Trop de tentatives. Réessayez dans 2 minutes.')
  })

  it('fill the count and any other value', () => {
    expect(formatPlural('en', { one: '{count} file in {folder}', other: '{count} files in {folder}' }, 2, { folder: 'Docs' })).toBe('2 files in Docs')
    expect(formatPlural('ja', { other: '{count} 件' }, 1)).toBe('1 件')
  })
})

import { describe, expect, it } from 'vitest'

import { PRODUCT_INTERESTS } from '@/domain/forms/fields'
import { type Locale, LOCALE_CODES, TRANSLATED_LOCALES } from '@/domain/locales'
import { formText, type FormTextKey, productOptions } from '@/i18n/form-text'

const english = formText('en')
const KEYS = Object.keys(english) as FormTextKey[]

// Every key, non-empty, with English's placeholders, in every locale: tests/unit/i18n.test.ts.
describe('lead form text', () => {
  it('reads English for Singapore and the Philippines', () => {
    expect(formText('en-sg')).toEqual(english)
    expect(formText('en-ph')).toEqual(english)
  })

  it('translates most keys for every other language', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const text = formText(locale)
      const translated = KEYS.filter((key) => text[key] !== english[key])
      expect(translated.length / KEYS.length, locale).toBeGreaterThanOrEqual(0.9)
    }
  })

  it('gives each language its own wording, not another language’s copy', () => {
    for (const [index, locale] of TRANSLATED_LOCALES.entries()) {
      for (const other of TRANSLATED_LOCALES.slice(index + 1)) {
        const same = KEYS.filter((key) => formText(locale)[key] === formText(other)[key])
        expect(same.length / KEYS.length, `${locale} vs ${other}`).toBeLessThan(0.5)
      }
    }
  })

  it('writes the ellipsis as one character, like English', () => {
    expect(english.sending.endsWith('…')).toBe(true)
    for (const locale of LOCALE_CODES) {
      for (const key of KEYS) expect(formText(locale)[key], `${locale}.${key}`).not.toContain('...')
    }
  })

  it('sets a no-break space before French high punctuation', () => {
    const text = formText('fr')
    for (const key of KEYS) {
      expect(text[key], `fr.${key}`).not.toMatch(/(?:^|[^\u00a0])[!?:%]/)
    }
    expect(text.thanksTitle).toBe('Merci, {name}\u00a0!')
  })

  it('names the products in the page’s language, not by their English display names', () => {
    expect(productOptions(formText('en')).map(({ value }) => value)).toEqual([...PRODUCT_INTERESTS])
    expect(productOptions(formText('en')).find(({ value }) => value === 'marketing_campaigns')?.label).toBe('Email campaigns')
    expect(Object.fromEntries(productOptions(formText('de')).map(({ value, label }) => [value, label]))).toMatchObject({
      'work-management': 'Arbeitsmanagement',
      marketing_campaigns: 'E-Mail-Kampagnen',
      projects: 'Projekte',
      dev: 'Entwicklung',
      'not-sure': 'Noch nicht sicher',
    })
    const english = new Map(productOptions(formText('en')).map(({ value, label }) => [value, label]))
    for (const locale of TRANSLATED_LOCALES) {
      const options = productOptions(formText(locale))
      // Only the CRM keeps its English name everywhere.
      const untranslated = options.filter(({ value, label }) => value !== 'crm' && label === english.get(value)).map(({ value }) => value)
      expect(untranslated, locale).toEqual([])
      expect(new Set(options.map(({ label }) => label)).size, locale).toBe(options.length)
    }
  })

  it('labels the honeypot like any field a form might have', () => {
    expect(formText('en').honeypotLabel).toBe('Website')
    for (const locale of LOCALE_CODES)
      expect(formText(locale).honeypotLabel, locale).not.toMatch(/empty|leer|vide|vac|vuoto|пуст|空|비워|boş|tom|puste|branco/i)
  })

  it('falls back to English for an unknown locale', () => {
    expect(formText('xx' as Locale)).toBe(english)
  })
})

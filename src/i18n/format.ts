/*
 * Filling a text, apart from the texts themselves: browser code that fills a text it was handed
 * must not carry every language's texts along.
 */
import { type Locale, languageEntry } from '@/domain/locales'

import type { Plural } from './plural'

/** Fills `{name}` placeholders from `values`; a placeholder with no value is left as written. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}

const pluralRules = new Map<Locale, Intl.PluralRules>()

function rulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(languageEntry(locale).htmlLang)
    pluralRules.set(locale, rules)
  }
  return rules
}

/** The form of `text` that `locale`'s grammar uses for `count`, filled with `values` (`count` among them). */
export function formatPlural(locale: Locale, text: Plural, count: number, values: Record<string, string | number> = {}): string {
  const form = text[rulesOf(locale).select(count)] ?? text.other
  return formatText(form, { count, ...values })
}

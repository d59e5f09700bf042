/**
 * Texts that change with a number. Each language gives the forms its grammar needs, named by
 * CLDR's plural categories (English: one, other; Russian and Polish: one, few, many, other;
 * Japanese, Korean and Chinese: other only), and `Intl.PluralRules` picks one for a count.
 */
export type PluralCategory = Intl.LDMLPluralRule

export type Plural = Readonly<Partial<Record<PluralCategory, string>> & { other: string }>

/** Marks a text as plural; the i18n test checks that a language gives every form it needs. */
export function plural(forms: Plural): Plural {
  return forms
}

export function isPlural(value: unknown): value is Plural {
  return typeof value === 'object' && value !== null && typeof (value as Plural).other === 'string'
}

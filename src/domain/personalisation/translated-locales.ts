/**
 * The locales in which content read with every locale at once (`locale: 'all'`) lacks a text the
 * default locale has: there a variant would show English inside a translated page.
 */
export function localesMissingText(content: unknown, locales: readonly string[], defaultLocale: string): string[] {
  const missing = new Set<string>()
  const isLocalized = (value: object) => {
    const keys = Object.keys(value)
    return keys.includes(defaultLocale) && keys.every((key) => locales.includes(key))
  }
  const filled = (value: unknown) => value !== null && value !== undefined && value !== ''
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (value === null || typeof value !== 'object') return
    if (isLocalized(value)) {
      const texts = value as Record<string, unknown>
      if (!filled(texts[defaultLocale])) return
      for (const locale of locales) if (!filled(texts[locale])) missing.add(locale)
      return
    }
    Object.values(value).forEach(walk)
  }
  walk(content)
  return locales.filter((locale) => missing.has(locale))
}

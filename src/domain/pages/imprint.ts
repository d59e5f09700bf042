import type { Locale } from '../locales'

/**
 * The imprint (Impressum) German law asks of a site addressed to Germany. It exists in German
 * only, so the footer links it on German pages only; other languages have no page there.
 */
export const IMPRINT_PATH = '/l/impressum'

export const IMPRINT_LOCALES: readonly Locale[] = ['de']

export function hasImprint(locale: Locale): boolean {
  return IMPRINT_LOCALES.includes(locale)
}

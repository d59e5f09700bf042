import type { LocalizationConfig } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/domain/locales'

/** Every locale of the site, labelled in its own language; untranslated fields show English. */
export const localization: LocalizationConfig = {
  locales: LOCALES.map(({ code, nativeName }) => ({ code, label: nativeName })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}

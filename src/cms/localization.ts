import type { LocalizationConfig } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/domain/locales'

export const localization: LocalizationConfig = {
  locales: LOCALES.map(({ code, nativeName }) => ({ code, label: nativeName })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}

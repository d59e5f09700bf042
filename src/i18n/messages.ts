/**
 * Every locale's texts. English for Singapore and the Philippines is English, and English is the
 * answer for anything that is not a locale.
 */
import type { Locale } from '@/domain/locales'

import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import type { Messages } from './messages-shape'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { zhTw } from './zh-tw'

export const MESSAGES = {
  en,
  es,
  fr,
  de,
  pt,
  ru,
  ja,
  it,
  nl,
  ko,
  tr,
  sv,
  pl,
  'zh-tw': zhTw,
  'en-sg': en,
  'en-ph': en,
} as const satisfies Record<Locale, Messages>

export function messages(locale: Locale): Messages {
  return Object.hasOwn(MESSAGES, locale) ? MESSAGES[locale] : MESSAGES.en
}

import { setSiteCookie } from '@/analytics/cookies'
import { COOKIE_NAMES } from '@/domain/consent/cookies'

/** Remembers the language a visitor chose (the locale cookie, 7 days). Loaded through ./locale-choice. */
export function rememberLocaleChoice(locale: string): void {
  setSiteCookie(COOKIE_NAMES.locale, locale)
}

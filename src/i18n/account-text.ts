/** The community account limits and email confirmation pages' words for one locale. */
import type { Locale } from '@/domain/locales'

import { formatPlural } from './format'
import { messages } from './messages'
import type { Messages } from './messages-shape'

export type MemberAccountText = Messages['account']

export function memberAccountText(locale: Locale): MemberAccountText {
  return messages(locale).account
}

/** "Too many attempts. Try again in N minutes." in the page's language and its plural rules. */
export function tooManyAttemptsText(locale: Locale, minutes: number): string {
  return formatPlural(locale, memberAccountText(locale).tooManyAttempts, minutes, { minutes })
}

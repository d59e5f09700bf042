/**
 * One-off proof for the move of every text into src/i18n: each old lookup gives the same text at
 * its new address, in all 16 locales. Deleted together with the old tables.
 */
import { describe, expect, it } from 'vitest'

import { NAVIGATION_TEXTS, NAVIGATION_TRANSLATIONS } from '@/cms/seed/navigationTranslations'
import { COMMUNITY_EMAIL_TEXT } from '@/domain/community-email-text'
import { interfaceText as oldInterfaceText, formatText as oldFormatText } from '@/domain/interface-text'
import { formText as oldFormText } from '@/domain/lead-forms/texts'
import { LOCALE_CODES } from '@/domain/locales'
import { memberAccountText as oldAccountText, tooManyAttemptsText as oldTooMany } from '@/domain/member-account-text'
import { tooManyAttemptsText } from '@/i18n/account-text'
import { communityEmailText } from '@/i18n/email-text'
import { formatPlural } from '@/i18n/format'
import { formText } from '@/i18n/form-text'
import { interfaceText } from '@/i18n/interface-text'
import { messages } from '@/i18n/messages'
import { isPlural } from '@/i18n/plural'

const LOCKOUT_MINUTES = [15, 30]

describe('every old text at its new address', () => {
  for (const locale of LOCALE_CODES) {
    it(`${locale}: interface, forms, emails, account and navigation`, () => {
      const old = oldInterfaceText(locale)
      const now = interfaceText(locale)
      expect(Object.keys(now).sort()).toEqual(Object.keys(old).sort())
      for (const [key, text] of Object.entries(old)) {
        const moved = now[key as keyof typeof now]
        if (isPlural(moved)) {
          for (const minutes of LOCKOUT_MINUTES) expect(formatPlural(locale, moved, minutes, { minutes }), key).toBe(oldFormatText(text, { minutes }))
        } else expect(moved, key).toBe(text)
      }
      expect(formText(locale)).toEqual(oldFormText(locale))
      expect(communityEmailText(locale)).toEqual(COMMUNITY_EMAIL_TEXT[locale])
      const { tooManyAttempts, ...account } = messages(locale).account
      const { tooManyAttempts: oldTooManyText, tooManyAttemptsOneMinute, ...oldAccount } = oldAccountText(locale)
      expect([tooManyAttempts.other, oldTooManyText, tooManyAttemptsOneMinute].every(Boolean)).toBe(true)
      expect(account).toEqual(oldAccount)
      for (const minutes of [1, 2, 5, 15, 21, 60]) expect(tooManyAttemptsText(locale, minutes)).toBe(oldTooMany(oldAccountText(locale), minutes))
      const navigation = Object.values(messages(locale).navigation)
      const table: Record<string, string> | undefined = locale === 'en' || locale.startsWith('en-') ? undefined : NAVIGATION_TRANSLATIONS[locale as 'de']
      expect(navigation).toEqual(NAVIGATION_TEXTS.map((english) => (table ? table[english] : english)))
    })
  }
})

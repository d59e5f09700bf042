/**
 * A repeated sign-up is answered "check your email" either way (it must not tell who is a member), so the owner hears of it
 * here, with the way to log in or reset the password. Pure.
 */
import { COMMUNITY_PAGES } from '@/domain/community/pages'
import { communityUrl, type Email } from '@/domain/templates/emails'
import { communityEmailText } from '@/i18n/email-text'
import { formatText } from '@/i18n/format'

import { type AccountEmail, composeEmail, greetingText } from './community-emails'

type Notice = Omit<AccountEmail, 'token'>

export function memberSignupNoticeEmail({ name, serverUrl, locale, brandName }: Notice): Email {
  const text = communityEmailText(locale)
  const brand = { brand: brandName }
  return composeEmail(formatText(text.noticeSubject, brand), [
    greetingText(text, name),
    formatText(text.noticeIntro, brand),
    text.noticeHelp,
    { link: communityUrl(serverUrl, COMMUNITY_PAGES.login, locale), label: text.noticeLogIn },
    { link: communityUrl(serverUrl, COMMUNITY_PAGES.forgotPassword, locale), label: text.resetLink },
  ])
}

import type { Payload } from 'payload'

import { localeOrDefault } from '@/domain/locales'
import { memberSignupNoticeEmail } from '@/cms/email/signup-notice-email'

import { findMemberByEmail } from './find-member-by-email'
import { resendVerificationEmail } from './resend-verification'

/** The owner of a taken address hears instead: the confirmation email again while unconfirmed, else how to log in or reset. */
export async function notifyExistingAccount(payload: Payload, email: string, brandName: string): Promise<'verification' | 'notice' | 'none'> {
  const member = await findMemberByEmail(payload, email)
  if (!member) return 'none'
  if (!member._verified) return (await resendVerificationEmail(payload, email)) ? 'verification' : 'none'
  const notice = memberSignupNoticeEmail({ name: member.name, serverUrl: payload.config.serverURL, locale: localeOrDefault(member.locale), brandName })
  await payload.email.sendEmail({
    from: `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`,
    to: member.email,
    subject: notice.subject,
    html: notice.html,
    text: notice.text,
  })
  return 'notice'
}

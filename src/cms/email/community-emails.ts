/**
 * Community members' emails, in their language (`locale`, chosen at sign-up); words in src/i18n (`emails`). Pure.
 * What a member typed is kept on one line and escaped; links come from pathFor.
 */
import { statusTextKey } from '@/domain/community/my-templates'
import { escapeHtml } from '@/domain/email-text'
import type { Locale } from '@/domain/locales'
import { type Email, myTemplateUrl, oneLine, onlineTemplateUrl, resetPasswordUrl, statusEmailKind, verifyEmailUrl } from '@/domain/templates/emails'
import type { RejectReason } from '@/domain/templates/templates'
import { type CommunityEmailText, type CommunityEmailTextKey, communityEmailText } from '@/i18n/email-text'
import { formatText } from '@/i18n/format'
import { interfaceText } from '@/i18n/interface-text'

type Paragraph = string | { link: string; label: string }

/** Every part escaped in the HTML version. */
export function composeEmail(subject: string, paragraphs: Paragraph[]): Email {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)).join('\n\n')
  const html = paragraphs
    .map((part) => (typeof part === 'string' ? `<p>${escapeHtml(part)}</p>` : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
    .join('\n')
  return { subject: oneLine(subject, 200), text, html }
}

export function greetingText(text: CommunityEmailText, name: string | null | undefined): string {
  return name?.trim() ? formatText(text.greeting, { name: oneLine(name, 80) }) : text.greetingNoName
}

export type AccountEmail = { locale: Locale; name?: string | null; serverUrl: string; token: string; brandName: string }

export function communityVerificationEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  const brand = { brand: brandName }
  return composeEmail(formatText(text.verifySubject, brand), [
    greetingText(text, name),
    formatText(text.verifyIntro, brand),
    { link: verifyEmailUrl(serverUrl, token, locale), label: text.verifyLink },
    text.verifyIgnore,
  ])
}

export function communityPasswordResetEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  return composeEmail(formatText(text.resetSubject, { brand: brandName }), [
    greetingText(text, name),
    text.resetIntro,
    { link: resetPasswordUrl(serverUrl, token, locale), label: text.resetLink },
    text.resetIgnore,
  ])
}

const REJECT_REASON_TEXT = {
  None: ['reasonNone', 'adviceNone'],
  'Bad Selfie': ['reasonBadSelfie', 'adviceBadSelfie'],
  'Bad Text': ['reasonBadText', 'adviceBadText'],
  'Bad Selfie and Text': ['reasonBadSelfieAndText', 'adviceBadSelfieAndText'],
} as const satisfies Record<RejectReason, readonly [CommunityEmailTextKey, CommunityEmailTextKey]>

export type CommunityTemplateStatusEmail = {
  locale: Locale
  toStatus: number
  templateId: number | string
  title: string
  name?: string | null
  rejectReason?: RejectReason | null
  /** The moderator's own words with a rejection, shown beside the reason. */
  note?: string | null
  serverUrl: string
  brandName: string
}

/** Undefined for a move the author hears nothing about. The status reads as the member's pages show it (SPEC §4's words). */
export function communityTemplateStatusEmail(email: CommunityTemplateStatusEmail): Email | undefined {
  const { locale, toStatus, templateId, title, name, serverUrl, brandName } = email
  const kind = statusEmailKind(toStatus)
  if (!kind) return undefined
  const text = communityEmailText(locale)
  const values = { title: oneLine(title, 120), brand: brandName }
  const greeting = greetingText(text, name)
  const status = formatText(text.statusLine, { status: interfaceText(locale)[statusTextKey(toStatus)] })
  const ownPage = myTemplateUrl(serverUrl, templateId, locale)
  switch (kind) {
    case 'online':
      return composeEmail(text.onlineSubject, [
        greeting,
        formatText(text.onlineIntro, values),
        status,
        { link: onlineTemplateUrl(serverUrl, templateId, locale), label: text.onlineLink },
      ])
    case 'rejected': {
      const [reason, advice] = REJECT_REASON_TEXT[email.rejectReason ?? 'None']
      return composeEmail(text.rejectedSubject, [
        greeting,
        formatText(text.rejectedIntro, values),
        status,
        formatText(text.rejectedReason, { reason: text[reason], advice: text[advice] }),
        ...(email.note?.trim() ? [formatText(text.rejectedNote, { note: email.note.trim().slice(0, 1000) })] : []),
        text.rejectedNext,
        { link: ownPage, label: text.rejectedLink },
      ])
    }
    case 'approvalRequested':
      return composeEmail(text.approvalSubject, [
        greeting,
        formatText(text.approvalIntro, values),
        status,
        text.approvalNext,
        { link: ownPage, label: text.approvalLink },
      ])
  }
}
